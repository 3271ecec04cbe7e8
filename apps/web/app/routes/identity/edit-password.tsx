/**
 * Edit password (spec §2 subscription-edit-password, §7 `PATCH /api/user/updateLoginData`). Login required: the
 * call needs the current password of the session's user (the route rules add `auth`, docs/decisions.md).
 */
import { useState } from 'react';
import { type MetaFunction } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { editPasswordForm, updateLoginData } from '@app/contracts/identity/auth';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AuthCard, FormAlert, SubmitButton, TextField } from '../../components/ui/fields.tsx';
import { NewPasswordFields } from '../../components/identity/new-password-fields.tsx';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { pageTitle } from '../../lib/meta.ts';
import { areaPreload, loadAreaTexts } from '../../lib/area-texts.ts';

// The sign-in and account screens' texts (auth area) arrive with this module in the browser; the server has them all.
if (typeof document !== 'undefined') await loadAreaTexts('auth');

const FIELDS = ['currentPassword', 'password', 'password_confirmation'] as const;

type EditPasswordForm = z.infer<typeof editPasswordForm>;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'subscription.editPassword.title') }, areaPreload('auth', matches)];

export default function EditPassword() {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EditPasswordForm>({
    resolver: zodResolver(editPasswordForm),
    defaultValues: { currentPassword: '', password: '', password_confirmation: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    try {
      await api.call(updateLoginData, { body: values });
    } catch (error) {
      const mapped = mapApiErrors(error, FIELDS, t('errors.anErrorOccurred'));
      for (const [field, message] of Object.entries(mapped.fields)) setError(field as keyof EditPasswordForm, { message });
      setFormError(mapped.form);
      return;
    }
    reset();
    setSaved(true);
  });

  return (
    <AuthCard title={t('subscription.editPassword.heading')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        {saved && <FormAlert tone="success">{t('subscription.editPassword.success')}</FormAlert>}
        <TextField
          label={t('subscription.editPassword.current')}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <NewPasswordFields
          labels={{ password: t('subscription.editPassword.password'), confirmation: t('subscription.editPassword.confirmation') }}
          errors={{ password: errors.password?.message, confirmation: errors.password_confirmation?.message }}
          password={register('password')}
          confirmation={register('password_confirmation')}
        />
        <SubmitButton loading={isSubmitting} loadingText={t('subscription.editPassword.submitting')}>
          {t('subscription.editPassword.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
