/** The parts of a pharmacy's order shared by the invoices screen (its last order) and an invoice's page (issue 15 part 4). */
import { API_PREFIX, pathOf } from '@app/contracts/contract-path';
import { downloadPharmacyInvoice, type PharmacyOrder } from '@app/contracts/pharmacy/invoices';
import type { Locale } from '@app/domain/platform/locales';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatPrice } from '../../lib/format.ts';
import { statusTone } from '../shop/shop-format.ts';

/** Where the browser downloads one invoice's PDF (same origin, with the session cookie): a plain link. */
export function invoicePdfHref(id: number): string {
  return `${API_PREFIX}${pathOf(downloadPharmacyInvoice, { id })}`;
}

export function OrderStatusBadge({ status }: { status: PharmacyOrder['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-sm font-semibold ${statusTone(status)}`} data-testid="order-status">
      {t(`pharmacy.invoices.status.${status}`)}
    </span>
  );
}

/** An order's lines: a training with its type and function; a contract's line has neither. */
export function OrderLines({ order, locale }: { order: PharmacyOrder; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white">
      {order.lines.map((line, i) => (
        <li key={`${line.productId ?? 'line'}-${i}`} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-4" data-testid="order-line">
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-neutral-900">{line.name}</p>
            <p className="text-sm text-neutral-700">
              {line.trainingType && line.function
                ? t('pharmacy.invoices.detail.lineDetails', { type: t(`trainingType.${line.trainingType}`), function: t(`catalogue.functionValue.${line.function}`, { defaultValue: line.function }) })
                : t('pharmacy.invoices.kind.contract')}
              {' · '}
              {t('pharmacy.invoices.detail.vatRate', { rate: line.vatRate })}
            </p>
          </div>
          <p className="font-semibold tabular-nums text-neutral-900">{formatPrice(line.totalWithVat, locale)}</p>
        </li>
      ))}
    </ul>
  );
}

/** An order's totals: excluding VAT (after the discount), VAT, including VAT. */
export function OrderTotals({ order, locale }: { order: PharmacyOrder; locale: Locale }) {
  const { t } = useTranslation();
  const rows: [string, string, number][] = [
    ...(order.totalDiscount > 0 ? [['discount', t('pharmacy.invoices.detail.discount'), -order.totalDiscount] as [string, string, number]] : []),
    ['total', t('pharmacy.invoices.detail.totalHt'), order.total],
    ['vat', t('pharmacy.invoices.detail.vat'), order.vat],
  ];
  return (
    <dl className="divide-y divide-neutral-200 text-neutral-900" data-testid="order-totals">
      {rows.map(([id, label, amount]) => (
        <div key={id} className="flex justify-between gap-4 py-2">
          <dt>{label}</dt>
          <dd className="tabular-nums">{formatPrice(amount, locale)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 py-2 text-lg font-bold">
        <dt>{t('pharmacy.invoices.detail.totalTtc')}</dt>
        <dd className="tabular-nums" data-testid="order-total-ttc">
          {formatPrice(order.totalWithVat, locale)}
        </dd>
      </div>
    </dl>
  );
}
