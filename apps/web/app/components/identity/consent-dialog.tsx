/**
 * Consent dialog (spec §2, §4, §8): over the page when the user is logged in, must give consent and is not on the
 * login route. Not closable (no close button; Escape and outside clicks do nothing). The box must be ticked before
 * the form is sent; the button shows a loading state and is disabled meanwhile; a failure shows the translated
 * `errors.anErrorOccurred` in an error toast at the top; success hides the dialog and reloads the page data.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { consent, consentForm } from '@app/contracts/identity/auth';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useRevalidator } from 'react-router';
import { Dialog } from 'radix-ui';
import { toast } from 'react-toastify';
import { shouldShowConsentDialog } from '@app/domain/identity/session-user';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useSessionUser, usePlatformHost } from '../../lib/session-context.tsx';
import { useErrorText, SubmitButton } from '../ui/fields.tsx';

export function ConsentDialog({ routeName }: { routeName: string | null }) {
  const user = useSessionUser();
  const [givenFor, setGivenFor] = useState<number | null>(null);
  if (!user || givenFor === user.id || !shouldShowConsentDialog(user, routeName)) return null;
  return <ConsentDialogOpen onGiven={() => setGivenFor(user.id)} />;
}

function ConsentDialogOpen({ onGiven }: { onGiven: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const api = useBrowserApi();
  const revalidator = useRevalidator();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof consentForm>>({ resolver: zodResolver(consentForm), defaultValues: { hasGivenConsent: false } });

  const submit = handleSubmit(async ({ hasGivenConsent }) => {
    try {
      await api.call(consent, { body: { hasGivenConsent } });
    } catch (error) {
      console.error('Consent failed', error);
      toast.error(t('errors.anErrorOccurred'), { position: 'top-center' });
      return;
    }
    onGiven();
    void revalidator.revalidate();
  });

  const error = errorText(errors.hasGivenConsent?.message);
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/60" />
        <Dialog.Content
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none"
          data-testid="consent-dialog"
        >
          <Dialog.Title className="text-xl font-bold text-neutral-900">{t('consent.title')}</Dialog.Title>
          <Dialog.Description className="mt-3 text-neutral-800">
            <ConsentText />
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
            <div>
              <label className="flex items-start gap-3 text-sm font-medium text-neutral-900">
                <input
                  type="checkbox"
                  {...register('hasGivenConsent')}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'consent-error' : undefined}
                  className="mt-0.5 size-5 shrink-0 accent-neutral-900"
                />
                <span>{t('consent.checkbox')}</span>
              </label>
              {error && (
                <p id="consent-error" className="mt-2 text-sm font-medium text-red-800">
                  <span aria-hidden="true">⚠ </span>
                  {error}
                </p>
              )}
            </div>
            <div className="flex justify-end">
              <SubmitButton loading={isSubmitting} loadingText={t('consent.submitting')}>
                {t('consent.submit')}
              </SubmitButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ConsentText() {
  const { t } = useTranslation();
  const { platform } = usePlatformHost();
  return <>{t('consent.text', { platform: platform.name })}</>;
}
