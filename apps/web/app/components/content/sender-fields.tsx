/** The sender of a public form (surveys, contact): name and e-mail, prefilled for a signed-in user. */
import type { ComponentPropsWithRef } from 'react';
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

type Field = keyof Sender;

/**
 * `defaults` are also given to the inputs, so the server-rendered page is already prefilled (before hydration);
 * `register` gives a controlled form's props to a field (react-hook-form's), an uncontrolled form only names it.
 */
export function SenderFields({
  defaults,
  errors,
  register = (name) => ({ name }),
}: {
  defaults: Sender;
  errors: Partial<Record<Field, string>>;
  register?: (name: Field) => ComponentPropsWithRef<'input'> & { name: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={t('forms.name')} autoComplete="name" error={errors.name} defaultValue={defaults.name} {...register('name')} />
      <TextField
        label={t('forms.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email}
        defaultValue={defaults.email}
        {...register('email')}
      />
    </>
  );
}
