import { useTranslation } from '../../i18n/use-translation.ts';
import { TextField } from '../ui/fields.tsx';

interface Props {
  labels: { password: string; confirmation: string };
  errors: { password?: string; confirmation?: string };
}

/**
 * A new password typed twice (the `password` and `password_confirmation` fields of an uncontrolled form), with the
 * password policy shown under the first field (issue "Security").
 */
export function NewPasswordFields({ labels, errors }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint={t('password.policy')}
        name="password"
        defaultValue=""
        error={errors.password}
      />
      <TextField label={labels.confirmation} type="password" autoComplete="new-password" name="password_confirmation" defaultValue="" error={errors.confirmation} />
    </>
  );
}
