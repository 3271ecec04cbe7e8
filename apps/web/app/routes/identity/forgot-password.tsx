/**
 * Forgotten password (spec §2 auth-forgot-password, §7 `GET /api/passwordReset/sendMail/{email}`): the same answer
 * whether or not the address exists; the e-mail's link leads to the reset screen on the user's platform.
 */
import { useState } from 'react';
import { Link, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { buildPath } from '@app/domain/platform/routes';
import { AuthCard, FormAlert, SubmitButton, TextField } from '../../components/ui/fields.tsx';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useLazyForm } from '../../lib/lazy-form.ts';
import { pageTitle } from '../../lib/meta.ts';
import { areaPreload, loadAreaTexts } from '../../lib/area-texts.ts';
import { usePlatformHost } from '../../lib/session-context.tsx';

// The sign-in and account screens' texts (auth area) arrive with this module in the browser; the server has them all.
if (typeof document !== 'undefined') await loadAreaTexts('auth');

const FIELDS = ['email'] as const;
/** The call and its field rules come with the form's first focus or submit. */
const loadForm = () => import('./forgot-password-form.ts');

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'auth.forgot.title') }, areaPreload('auth', matches)];

export default function ForgotPassword() {
  const { t } = useTranslation();
  const { lang } = usePlatformHost();
  const api = useBrowserApi();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, formError, submitting, formProps } = useLazyForm(FIELDS, loadForm, async ({ email }, { sendPasswordResetMail }) => {
    setSentTo(null);
    // A GET that changes state (it sends an e-mail): the API wants the CSRF token.
    await api.call(sendPasswordResetMail, { params: { email } });
    setSentTo(email);
  });

  return (
    <AuthCard title={t('auth.forgot.heading')} intro={t('auth.forgot.intro')}>
      <form {...formProps} className="flex flex-col gap-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        {sentTo && <FormAlert tone="success">{t('auth.forgot.sent', { email: sentTo })}</FormAlert>}
        <TextField
          label={t('auth.forgot.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          name="email"
          defaultValue=""
          error={errors.email}
        />
        <SubmitButton loading={submitting} loadingText={t('auth.forgot.submitting')}>
          {t('auth.forgot.submit')}
        </SubmitButton>
        <p className="text-center text-sm">
          <Link
            to={buildPath('auth-login', lang)}
            className="font-semibold text-neutral-800 underline underline-offset-2 hover:text-neutral-950"
          >
            {t('auth.forgot.backToLogin')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
