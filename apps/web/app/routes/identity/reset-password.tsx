/**
 * Reset password from the e-mail link (spec §2 auth-reset-password-token, §7 `POST /api/passwordReset`): new
 * password twice, checked against the shared policy; success leads to login with a confirmation toast.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams, type MetaFunction } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { resetPassword, resetPasswordForm } from '@app/contracts/identity/auth';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from 'react-toastify';
import { buildPath } from '@app/domain/platform/routes';
import { AuthCard, FormAlert, SubmitButton } from '../../components/ui/fields.tsx';
import { NewPasswordFields } from '../../components/identity/new-password-fields.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { pageTitle } from '../../lib/meta.ts';
import { areaPreload, loadAreaTexts } from '../../lib/area-texts.ts';
import { usePlatformHost } from '../../lib/session-context.tsx';

// The sign-in and account screens' texts (auth area) arrive with this module in the browser; the server has them all.
if (typeof document !== 'undefined') await loadAreaTexts('auth');

const FIELDS = ['password', 'password_confirmation'] as const;

type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'auth.reset.title') }, areaPreload('auth', matches)];

export default function ResetPassword() {
  const { t } = useTranslation();
  const { lang } = usePlatformHost();
  const { token = '' } = useParams();
  const api = useBrowserApi();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [tokenRefused, setTokenRefused] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', password_confirmation: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setTokenRefused(false);
    try {
      await api.call(resetPassword, { body: { token, ...values } });
    } catch (error) {
      if (isApiError(error) && [400, 404, 410].includes(error.httpStatus)) {
        setTokenRefused(true);
        return;
      }
      const mapped = mapApiErrors(error, FIELDS, t('errors.anErrorOccurred'));
      for (const [field, message] of Object.entries(mapped.fields)) setError(field as keyof ResetPasswordForm, { message });
      setFormError(mapped.form);
      return;
    }
    toast.success(t('auth.reset.success'));
    await navigate(buildPath('auth-login', lang), { replace: true });
  });

  return (
    <AuthCard title={t('auth.reset.heading')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        {tokenRefused && (
          <FormAlert>
            {t('auth.reset.invalidToken')}{' '}
            <Link to={buildPath('auth-forgot-password', lang)} className="font-semibold underline underline-offset-2">
              {t('auth.reset.askAgain')}
            </Link>
          </FormAlert>
        )}
        <NewPasswordFields
          labels={{ password: t('auth.reset.password'), confirmation: t('auth.reset.confirmation') }}
          errors={{ password: errors.password?.message, confirmation: errors.password_confirmation?.message }}
          password={register('password')}
          confirmation={register('password_confirmation')}
        />
        <SubmitButton loading={isSubmitting} loadingText={t('auth.reset.submitting')}>
          {t('auth.reset.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
