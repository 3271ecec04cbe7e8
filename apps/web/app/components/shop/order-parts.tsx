/** The parts of an order shared by its confirmation and the profile's list (issue 14 parts 6 and 8). */
import type { OrderView } from '@app/contracts/shop/orders';
import { useTranslation } from '../../i18n/use-translation.ts';
import { statusTone } from './shop-format.ts';

export function OrderStatus({ status }: { status: OrderView['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-sm font-semibold ${statusTone(status)}`} data-testid="order-status" data-status={status}>
      {t(`shop.order.status.${status}`)}
    </span>
  );
}

/**
 * The invoice's download, or the credit note's cancelling it: a plain link (the PDF comes from the API with the buyer's
 * session; works without script).
 */
export function InvoiceLink({ invoice, creditNote = false, className = '' }: { invoice: NonNullable<OrderView['invoice']>; creditNote?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <a href={invoice.url} download className={`font-semibold text-neutral-900 underline ${className}`} data-testid={creditNote ? 'credit-note-link' : 'invoice-link'}>
      {t(creditNote ? 'shop.order.creditNote' : 'shop.order.invoice', { number: invoice.number })}
    </a>
  );
}
