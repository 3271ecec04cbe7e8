/**
 * Edit password (spec §2 subscription-edit-password, §7 `PATCH /api/user/updateLoginData`). Login required: the
 * call needs the current password of the session's user (the route rules add `auth`, docs/decisions.md).
 */
import { useState } from 'react';
import { type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AuthCard, FormAlert, SubmitButton, TextField } from '../../components/ui/fields.tsx';
import { NewPasswordFields } from '../../components/identity/new-password-fields.tsx';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useLazyForm } from '../../lib/lazy-form.ts';
import { pageTitle } from '../../lib/meta.ts';
import { areaPreload, loadAreaTexts } from '../../lib/area-texts.ts';

// The sign-in and account screens' texts (auth area) arrive with this module in the browser; the server has them all.
if (typeof document !== 'undefined') await loadAreaTexts('auth');

const FIELDS = ['currentPassword', 'password', 'password_confirmation'] as const;

/** The call and its field rules come with the form's first focus or submit. */
const loadForm = () => import('./edit-password-form.ts');

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'subscription.editPassword.title') }, areaPreload('auth', matches)];

export default function EditPassword() {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const [saved, setSaved] = useState(false);
  const { errors, formError, submitting, formProps } = useLazyForm(FIELDS, loadForm, async (values, { updateLoginData }, form) => {
    setSaved(false);
    await api.call(updateLoginData, { body: values });
    form.reset();
    setSaved(true);
  });

  return (
    <AuthCard title={t('subscription.editPassword.heading')}>
      <form {...formProps} className="flex flex-col gap-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        {saved && <FormAlert tone="success">{t('subscription.editPassword.success')}</FormAlert>}
        <TextField
          label={t('subscription.editPassword.current')}
          type="password"
          autoComplete="current-password"
          name="currentPassword"
          defaultValue=""
          error={errors.currentPassword}
        />
        <NewPasswordFields
          labels={{ password: t('subscription.editPassword.password'), confirmation: t('subscription.editPassword.confirmation') }}
          errors={{ password: errors.password, confirmation: errors.password_confirmation }}
        />
        <SubmitButton loading={submitting} loadingText={t('subscription.editPassword.submitting')}>
          {t('subscription.editPassword.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
