/**
 * Login (spec §2 auth-login, §4 Login, §7 `POST /api/login`). Sent from the browser so the new session cookie
 * reaches it; then the visitor goes to the local `redirect` query, else the catalogue. A user of another platform
 * (409 with data.platformUrl) is sent to that platform's hand-over landing.
 */
import { useState } from 'react';
import { Link, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { safeRedirect } from '@app/domain/guards';
import { buildPath } from '@app/domain/routes';
import type { SessionUser } from '@app/domain/session-user';
import { AuthCard, FormAlert, SubmitButton, TextField } from '../../components/forms/fields.tsx';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { handoverUrl } from '../../lib/handover.ts';
import { pageTitle } from '../../lib/meta.ts';
import { loginSchema, type LoginForm } from '../../lib/schemas.ts';
import { useSite } from '../../lib/session-context.tsx';

const FIELDS = ['email', 'password'] as const;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'auth.login.title') }];

export default function Login() {
  const { t } = useTranslation();
  const { platform, lang } = useSite();
  const api = useBrowserApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const [handingOver, setHandingOver] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await api.post<SessionUser>('/back/api/login', { ...values, platform: platform.code_name });
    } catch (error) {
      const elsewhere = handoverUrl(error);
      if (elsewhere) {
        setHandingOver(true);
        window.location.assign(elsewhere);
        return;
      }
      const mapped = mapApiErrors(error, FIELDS, t('errors.anErrorOccurred'));
      for (const [field, message] of Object.entries(mapped.fields)) setError(field as keyof LoginForm, { message });
      setFormError(mapped.form);
      return;
    }
    await navigate(safeRedirect(params.get('redirect'), buildPath('catalogue', lang)), { replace: true });
  });

  return (
    <AuthCard title={t('auth.login.heading')} intro={t('auth.login.intro', { platform: platform.name })}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        {handingOver && <FormAlert tone="info">{t('auth.login.otherPlatform')}</FormAlert>}
        <TextField
          label={t('auth.login.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('auth.login.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <SubmitButton loading={isSubmitting || handingOver} loadingText={t('auth.login.submitting')}>
          {t('auth.login.submit')}
        </SubmitButton>
        <p className="text-center text-sm">
          <Link
            to={buildPath('auth-forgot-password', lang)}
            className="font-semibold text-neutral-800 underline underline-offset-2 hover:text-neutral-950"
          >
            {t('auth.login.forgotPassword')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
