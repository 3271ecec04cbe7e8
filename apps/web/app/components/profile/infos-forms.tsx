/** The forms of the profile's infos tab (issue 13 part 2): personal data, mobile phone, contact details, login e-mail. */
import { Link } from 'react-router';
import type { z } from 'zod';
import { loginEmailForm, updateLoginData } from '@app/contracts/identity/auth';
import { contactForm, mobilePhoneForm, personalDataForm, updateContact, updateMobilePhone, updatePersonalData, type Profile } from '@app/contracts/profile/infos';
import { USER_FUNCTIONS } from '@app/domain/identity/session-user';
import type { Lang } from '@app/domain/platform/locales';
import { buildPath } from '@app/domain/platform/routes';
import { formatPhone } from '@app/domain/profile/mobile-phone';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { isBuilt } from '../../route-registrations.ts';
import { FormAlert, SelectField, SubmitButton, TextField } from '../ui/fields.tsx';
import { useProfileForm, type FormStatus } from './use-profile-form.ts';

interface SectionProps {
  profile: Profile;
  lang: Lang;
  onSaved(profile: Profile): void;
}

/** A titled part of the tab, its form below. */
function Section({ id, title, status, children }: { id: string; title: string; status: FormStatus | null; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4 sm:p-6" data-testid={id}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-neutral-900">
        {title}
      </h2>
      {status && <FormAlert tone={status.tone}>{status.text}</FormAlert>}
      {children}
    </section>
  );
}

/** Where a missing-field link of the prompt leads. */
export const fieldAnchor = (field: string) => `infos-${field}`;

export function PersonalDataForm({ profile, onSaved }: SectionProps) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const { form, submit, status, field } = useProfileForm<z.input<typeof personalDataForm>>(
    personalDataForm,
    {
      firstName: profile.firstName,
      lastName: profile.lastName,
      ...(profile.canEditFunction ? { function: profile.function ?? undefined } : {}),
      birthDate: profile.birthDate ?? '',
      professionalId: profile.professionalId ?? '',
    },
    async (values) => {
      const answer = await api.call(updatePersonalData, { body: values });
      onSaved(answer.data);
      return answer.message;
    },
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <Section id="infos-personal" title={t('profile.infos.personal.title')} status={status}>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <div id={fieldAnchor('firstName')}>
          <TextField label={t('profile.infos.personal.firstName')} autoComplete="given-name" error={errors.firstName?.message} {...field('firstName')} />
        </div>
        <div id={fieldAnchor('lastName')}>
          <TextField label={t('profile.infos.personal.lastName')} autoComplete="family-name" error={errors.lastName?.message} {...field('lastName')} />
        </div>
        <div id={fieldAnchor('function')}>
          {profile.canEditFunction ? (
            <SelectField label={t('profile.infos.personal.function')} error={errors.function?.message} {...field('function')}>
              <option value="">{t('profile.infos.personal.functionChoose')}</option>
              {USER_FUNCTIONS.map((fn) => (
                <option key={fn} value={fn}>
                  {t(`user.function.${fn}`)}
                </option>
              ))}
            </SelectField>
          ) : (
            <p className="text-sm text-neutral-800">
              <span className="mb-1 block font-semibold text-neutral-900">{t('profile.infos.personal.function')}</span>
              {profile.function ? t(`user.function.${profile.function}`) : t('profile.infos.none')}
              <span className="mt-1 block text-neutral-700">{t('profile.infos.personal.functionByPharmacy')}</span>
            </p>
          )}
        </div>
        <div id={fieldAnchor('birthDate')}>
          <TextField label={t('profile.infos.personal.birthDate')} type="date" autoComplete="bday" error={errors.birthDate?.message} {...field('birthDate')} />
        </div>
        <div id={fieldAnchor('professionalId')} className="sm:col-span-2">
          <TextField
            label={t('profile.infos.personal.professionalId')}
            hint={t('profile.infos.personal.professionalIdHint')}
            autoComplete="off"
            error={errors.professionalId?.message}
            {...field('professionalId')}
          />
        </div>
        <div className="sm:col-span-2">
          <SubmitButton loading={isSubmitting} loadingText={t('profile.infos.saving')}>
            {t('profile.infos.personal.submit')}
          </SubmitButton>
        </div>
      </form>
    </Section>
  );
}

export function MobilePhoneForm({ profile, lang, onSaved }: SectionProps) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const { form, submit, status, field } = useProfileForm<z.input<ReturnType<typeof mobilePhoneForm>>>(
    mobilePhoneForm(lang),
    { mobilePhone: profile.mobilePhone ? formatPhone(profile.mobilePhone) : '' },
    async (values) => {
      const answer = await api.call(updateMobilePhone, { body: values });
      onSaved(answer.data);
      form.reset({ mobilePhone: answer.data.mobilePhone ? formatPhone(answer.data.mobilePhone) : '' });
      return answer.message;
    },
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <Section id="infos-mobile" title={t('profile.infos.mobile.title')} status={status}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 sm:max-w-md">
        <div id={fieldAnchor('mobilePhone')}>
          <TextField
            label={t('profile.infos.mobile.label')}
            hint={t('profile.infos.mobile.hint')}
            type="tel"
            autoComplete="tel"
            error={errors.mobilePhone?.message}
            {...field('mobilePhone')}
          />
        </div>
        <div>
          <SubmitButton loading={isSubmitting} loadingText={t('profile.infos.saving')}>
            {t('profile.infos.mobile.submit')}
          </SubmitButton>
        </div>
      </form>
    </Section>
  );
}

export function ContactForm({ profile, lang, onSaved }: SectionProps) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const contact = profile.contact;
  const { form, submit, status, field } = useProfileForm<z.input<ReturnType<typeof contactForm>>>(
    contactForm(lang),
    { email: contact?.email ?? '', phone: contact?.phone ? formatPhone(contact.phone) : '' },
    async (values) => {
      const answer = await api.call(updateContact, { body: values });
      onSaved(answer.data);
      return answer.message;
    },
  );
  if (!contact) return null;
  const { errors, isSubmitting } = form.formState;
  return (
    <Section id="infos-contact" title={t('profile.infos.contact.title')} status={status}>
      <p className="text-sm text-neutral-700">{t('profile.infos.contact.intro', { account: contact.accountName })}</p>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('profile.infos.contact.email')} type="email" autoComplete="work email" error={errors.email?.message} {...field('email')} />
        <TextField label={t('profile.infos.contact.phone')} type="tel" autoComplete="work tel" error={errors.phone?.message} {...field('phone')} />
        <div className="sm:col-span-2">
          <SubmitButton loading={isSubmitting} loadingText={t('profile.infos.saving')}>
            {t('profile.infos.contact.submit')}
          </SubmitButton>
        </div>
      </form>
    </Section>
  );
}

/** The login e-mail: a new address waits for its link; the password is changed on its own screen (spec §2). */
export function LoginDataForm({ profile, lang, onSaved }: SectionProps) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const { form, submit, status, field } = useProfileForm<z.input<typeof loginEmailForm>>(loginEmailForm, { currentPassword: '', email: '' }, async (values) => {
    const answer = await api.call(updateLoginData, { body: values });
    form.reset({ currentPassword: '', email: '' });
    const email = values.email.trim().toLowerCase();
    onSaved({ ...profile, pendingEmail: email === profile.email ? profile.pendingEmail : email });
    return answer.message;
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Section id="infos-login" title={t('profile.infos.login.title')} status={status}>
      <p className="text-sm text-neutral-800">
        {t('profile.infos.login.current')} <strong data-testid="infos-login-email">{profile.email}</strong>
      </p>
      {profile.pendingEmail && <FormAlert tone="info">{t('profile.infos.login.pending', { email: profile.pendingEmail })}</FormAlert>}
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('profile.infos.login.email')} type="email" autoComplete="email" error={errors.email?.message} {...field('email')} />
        <TextField
          label={t('profile.infos.login.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...field('currentPassword')}
        />
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <SubmitButton loading={isSubmitting} loadingText={t('profile.infos.saving')}>
            {t('profile.infos.login.submit')}
          </SubmitButton>
          {isBuilt('subscription-edit-password') && (
            <Link to={buildPath('subscription-edit-password', lang)} className="font-semibold text-neutral-900 underline underline-offset-2">
              {t('profile.infos.login.password')}
            </Link>
          )}
        </div>
      </form>
    </Section>
  );
}
