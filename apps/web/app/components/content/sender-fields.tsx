/** The sender of a public form (surveys, contact): name and e-mail, prefilled for a signed-in user. */
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

/** `defaults` are given to the inputs, so the server-rendered page is already prefilled (before hydration). */
export function SenderFields({ defaults, errors }: { defaults: Sender; errors: Partial<Record<Field, string>> }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={t('forms.name')} autoComplete="name" error={errors.name} name="name" defaultValue={defaults.name} />
      <TextField
        label={t('forms.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email}
        name="email"
        defaultValue={defaults.email}
      />
    </>
  );
}
