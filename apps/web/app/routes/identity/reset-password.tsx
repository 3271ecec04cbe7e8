/**
 * Reset password from the e-mail link (spec §2 auth-reset-password-token, §7 `POST /api/passwordReset`): new
 * password twice, checked against the shared policy; success leads to login with a confirmation toast.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { buildPath } from '@app/domain/platform/routes';
import { AuthCard, FormAlert, SubmitButton } from '../../components/ui/fields.tsx';
import { NewPasswordFields } from '../../components/identity/new-password-fields.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useLazyForm } from '../../lib/lazy-form.ts';
import { pageTitle } from '../../lib/meta.ts';
import { areaPreload, loadAreaTexts } from '../../lib/area-texts.ts';
import { usePlatformHost } from '../../lib/session-context.tsx';

// The sign-in and account screens' texts (auth area) arrive with this module in the browser; the server has them all.
if (typeof document !== 'undefined') await loadAreaTexts('auth');

const FIELDS = ['password', 'password_confirmation'] as const;

/** The call and its field rules come with the form's first focus or submit. */
const loadForm = () => import('./reset-password-form.ts');

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'auth.reset.title') }, areaPreload('auth', matches)];

export default function ResetPassword() {
  const { t } = useTranslation();
  const { lang } = usePlatformHost();
  const { token = '' } = useParams();
  const api = useBrowserApi();
  const navigate = useNavigate();
  const [tokenRefused, setTokenRefused] = useState(false);
  const { errors, formError, submitting, formProps } = useLazyForm(FIELDS, loadForm, async (values, { resetPassword }) => {
    setTokenRefused(false);
    try {
      await api.call(resetPassword, { body: { token, ...values } });
    } catch (error) {
      if (!isApiError(error) || ![400, 404, 410].includes(error.httpStatus)) throw error;
      setTokenRefused(true);
      return;
    }
    // The toasts library is only needed once the password is changed.
    void import('react-toastify').then(({ toast }) => toast.success(t('auth.reset.success')));
    await navigate(buildPath('auth-login', lang), { replace: true });
  });

  return (
    <AuthCard title={t('auth.reset.heading')}>
      <form {...formProps} className="flex flex-col gap-4">
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
          errors={{ password: errors.password, confirmation: errors.password_confirmation }}
        />
        <SubmitButton loading={submitting} loadingText={t('auth.reset.submitting')}>
          {t('auth.reset.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
