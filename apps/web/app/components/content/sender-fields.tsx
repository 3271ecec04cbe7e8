/** The sender of a public form (surveys, contact): name and e-mail, prefilled for a signed-in user. */
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { SessionUser } from '@app/domain/identity/session-user';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TextField } from '../ui/fields.tsx';

interface Sender {
  name: string;
  email: string;
}

export function senderDefaults(user: SessionUser | null): Sender {
  return { name: user ? `${user.firstName} ${user.lastName}`.trim() : '', email: user?.email ?? '' };
}

/** `defaults` are also given to the inputs, so the server-rendered page is already prefilled (before hydration). */
export function SenderFields<T extends FieldValues & Sender>({ form, defaults }: { form: UseFormReturn<T>; defaults: Sender }) {
  const { t } = useTranslation();
  // Every form given here has the two fields; react-hook-form cannot narrow a generic form to them by itself.
  const {
    register,
    formState: { errors },
  } = form as unknown as UseFormReturn<Sender>;
  return (
    <>
      <TextField label={t('forms.name')} autoComplete="name" error={errors.name?.message} defaultValue={defaults.name} {...register('name')} />
      <TextField
        label={t('forms.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        defaultValue={defaults.email}
        {...register('email')}
      />
    </>
  );
}
