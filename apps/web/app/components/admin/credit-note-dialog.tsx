/**
 * Issues a credit note cancelling a paid invoice in full (issue 17 part 5), from its row of the accounting: a dialog
 * asks for the reason (checked with the call's own body schema), then asks to confirm — the order is refunded, its
 * enrolments not started withdrawn, and it cannot be undone — then sends; the API's errors land beside the reason.
 */
import { useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { CREDIT_NOTE_REASON_MAX, issueCreditNote, issueCreditNoteBody, type AccountingRow } from '@app/contracts/admin/facture-compta';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { formatPrice } from '../../lib/format.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { FormAlert, TextAreaField } from '../ui/fields.tsx';

export function CreditNoteDialog({ invoice, locale, onIssued }: { invoice: Pick<AccountingRow, 'invoiceId' | 'number' | 'orderReference' | 'totalWithVat'>; locale: string; onIssued(message: string): void }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  function onOpenChange(next: boolean) {
    if (loading) return;
    setOpen(next);
    setConfirming(null);
    setFailure(null);
    setError(undefined);
  }

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = issueCreditNoteBody.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setError(undefined);
    setConfirming(parsed.data.reason);
  }

  async function send(confirmed: string) {
    setLoading(true);
    setFailure(null);
    try {
      const answer = await api.call(issueCreditNote, { params: { invoiceId: invoice.invoiceId }, body: { reason: confirmed } });
      setLoading(false);
      setOpen(false);
      onIssued(answer.message);
    } catch (caught) {
      const mapped = mapApiErrors(caught, ['reason'] as const, t('admin.factureCompta.creditNote.failed'));
      setError(mapped.fields.reason);
      setFailure(mapped.form);
      setConfirming(null);
      setLoading(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={buttonClass('secondary', 'text-sm')} aria-label={t('admin.factureCompta.creditNote.buttonFor', { number: invoice.number })}>
        {t('admin.factureCompta.creditNote.button')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none"
          data-testid="credit-note-dialog"
        >
          <Dialog.Title className="text-xl font-bold text-neutral-900">{t('admin.factureCompta.creditNote.title', { number: invoice.number })}</Dialog.Title>
          <Dialog.Description className="mt-2 text-neutral-800">
            {t('admin.factureCompta.creditNote.intro', { reference: invoice.orderReference, amount: formatPrice(invoice.totalWithVat, locale) })}
          </Dialog.Description>
          <div className="mt-4 flex flex-col gap-3">
            {failure && <FormAlert>{failure}</FormAlert>}
            {confirming === null ? (
              <form noValidate onSubmit={check} className="flex flex-col gap-3">
                <TextAreaField
                  name="reason"
                  rows={3}
                  maxLength={CREDIT_NOTE_REASON_MAX}
                  label={t('admin.factureCompta.creditNote.reason')}
                  hint={t('admin.factureCompta.creditNote.reasonHint', { max: CREDIT_NOTE_REASON_MAX })}
                  value={reason}
                  onChange={(event) => setReason(event.currentTarget.value)}
                  error={error}
                  required
                />
                <div className="flex flex-wrap justify-end gap-2">
                  <Dialog.Close type="button" className={buttonClass('secondary')}>
                    {t('admin.factureCompta.creditNote.cancel')}
                  </Dialog.Close>
                  <button type="submit" className={buttonClass('primary')}>
                    {t('admin.factureCompta.creditNote.next')}
                  </button>
                </div>
              </form>
            ) : (
              <>
                <p className="font-semibold text-neutral-900" role="status">
                  {t('admin.factureCompta.creditNote.confirm', { number: invoice.number, reference: invoice.orderReference })}
                </p>
                <p className="text-neutral-800">{t('admin.factureCompta.creditNote.reasonShown', { reason: confirming })}</p>
                <div className="flex flex-wrap justify-end gap-2">
                  <button type="button" className={buttonClass('secondary')} onClick={() => setConfirming(null)} disabled={loading}>
                    {t('admin.factureCompta.creditNote.back')}
                  </button>
                  <Button variant="danger" loading={loading} loadingText={t('admin.factureCompta.creditNote.loading')} onClick={() => void send(confirming)}>
                    {t('admin.factureCompta.creditNote.issue')}
                  </Button>
                </div>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
