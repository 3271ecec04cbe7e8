import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TextField } from '../ui/fields.tsx';

interface Props {
  labels: { password: string; confirmation: string };
  errors: { password?: string; confirmation?: string };
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
}

/** A new password typed twice, with the password policy shown under the first field (issue "Security"). */
export function NewPasswordFields({ labels, errors, password, confirmation }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint={t('password.policy')}
        error={errors.password}
        {...password}
      />
      <TextField label={labels.confirmation} type="password" autoComplete="new-password" error={errors.confirmation} {...confirmation} />
    </>
  );
}
