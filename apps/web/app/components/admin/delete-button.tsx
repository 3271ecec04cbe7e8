/** Deletes a back-office row after the administrator confirms; a failure is said in a toast. */
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from '../../i18n/use-translation.ts';
import { buttonClass } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

export function DeleteButton({ name, title, text, onDelete }: { name: string; title: string; text: string; onDelete(): Promise<unknown> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirmed = async () => {
    setBusy(true);
    try {
      await onDelete();
      toast.success(t('admin.delete.done', { name }));
    } catch {
      toast.error(t('errors.anErrorOccurred'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <>
          {t('admin.delete.button')}
          <span className="sr-only"> : {name}</span>
        </>
      }
      triggerClassName={buttonClass('ghost', 'text-red-800')}
      disabled={busy}
      title={title}
      text={text}
      cancel={t('admin.delete.cancel')}
      confirm={t('admin.delete.confirm')}
      onConfirm={() => void confirmed()}
    />
  );
}
