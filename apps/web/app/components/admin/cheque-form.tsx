/**
 * Records the cheque received for an order awaiting it (issue 17 part 5): checked with the call's own body schema,
 * then confirmed (the order is paid, invoiced and its trainings enrolled: it cannot be undone), then sent; the API's
 * field errors land beside the fields.
 */
import { useState, type FormEvent } from 'react';
import { recordCheque, recordChequeBody, type AwaitingCheque, type RecordChequeBody } from '@app/contracts/admin/facture-compta';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { formatDate, formatPrice } from '../../lib/format.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { FormAlert, SubmitButton, TextField } from '../ui/fields.tsx';

const FIELDS = ['amount', 'chequeNumber', 'bank', 'receivedOn'] as const;

/** The form's values as the call's body: an amount typed with a decimal comma is read as euros. */
function bodyOf(values: FormData) {
  const text = (name: string) => String(values.get(name) ?? '');
  const amount = text('amount').trim().replace(',', '.');
  return { amount: amount === '' ? Number.NaN : Number(amount), chequeNumber: text('chequeNumber'), bank: text('bank'), receivedOn: text('receivedOn') };
}

export function ChequeForm({ order, today, locale, onRecorded }: { order: AwaitingCheque; today: string; locale: string; onRecorded(message: string): void }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState<RecordChequeBody | null>(null);
  const [loading, setLoading] = useState(false);
  const id = `cheque-${order.reference}`;

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = recordChequeBody.safeParse(bodyOf(new FormData(event.currentTarget)));
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.reverse().map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setAsking(parsed.data);
  }

  async function send(cheque: RecordChequeBody) {
    setAsking(null);
    setLoading(true);
    try {
      const answer = await api.call(recordCheque, { params: { reference: order.reference }, body: cheque });
      onRecorded(answer.message);
    } catch (error) {
      const mapped = mapApiErrors(error, FIELDS, t('admin.factureCompta.cheques.failed'));
      setErrors(mapped.fields);
      setFailure(mapped.form);
      setLoading(false);
    }
  }

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4" data-testid="awaiting-cheque" aria-labelledby={`${id}-heading`}>
      <div>
        <h3 id={`${id}-heading`} className="font-semibold text-neutral-900">
          {t('admin.factureCompta.cheques.order', { reference: order.reference })}
        </h3>
        <p className="text-sm text-neutral-800">
          {t('admin.factureCompta.cheques.placed', { date: formatDate(order.createdAt, locale) ?? '', buyer: order.buyer })}
          {order.pharmacy && ` · ${t('admin.factureCompta.cheques.pharmacy', { pharmacy: order.pharmacy })}`}
        </p>
        <p className="text-sm text-neutral-800">{order.trainings.join(' · ')}</p>
        <p className="text-sm font-semibold text-neutral-900">{t('admin.factureCompta.cheques.expected', { amount: formatPrice(order.totalWithVat, locale) })}</p>
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
      <form noValidate onSubmit={check} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto] lg:items-end" aria-label={t('admin.factureCompta.cheques.submit')}>
        <TextField name="amount" inputMode="decimal" autoComplete="off" label={t('admin.factureCompta.cheques.amount')} error={errors.amount} required />
        <TextField name="chequeNumber" autoComplete="off" label={t('admin.factureCompta.cheques.chequeNumber')} error={errors.chequeNumber} required />
        <TextField name="bank" label={t('admin.factureCompta.cheques.bank')} error={errors.bank} required />
        <TextField name="receivedOn" type="date" max={today} defaultValue={today} label={t('admin.factureCompta.cheques.receivedOn')} error={errors.receivedOn} required />
        <div>
          <SubmitButton loading={loading} loadingText={t('admin.factureCompta.cheques.loading')}>
            {t('admin.factureCompta.cheques.submit')}
          </SubmitButton>
        </div>
      </form>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t('admin.factureCompta.cheques.confirm.title')}
        text={t('admin.factureCompta.cheques.confirm.text', { number: asking?.chequeNumber ?? '', amount: formatPrice(asking?.amount ?? 0, locale), reference: order.reference })}
        cancel={t('admin.factureCompta.cheques.confirm.cancel')}
        confirm={t('admin.factureCompta.cheques.confirm.confirm')}
        onConfirm={() => asking && void send(asking)}
      />
    </li>
  );
}
