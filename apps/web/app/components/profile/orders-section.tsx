import { Link } from 'react-router';
import type { OrderView } from '@app/contracts/shop/orders';
import type { Lang, Locale } from '@app/domain/platform/locales';
import { buildPath } from '@app/domain/platform/routes';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatDate, formatPrice } from '../../lib/format.ts';
import { InvoiceLink, OrderStatus } from '../shop/order-parts.tsx';

/**
 * The learner's orders on the profile's overview (issue 14 part 6): reference (the link to its confirmation), date
 * (Europe/Paris), total TTC, state and invoice, newest first; a sentence when there is none. Texts of the shop area.
 */
export function OrdersSection({ orders, lang, locale }: { orders: OrderView[]; lang: Lang; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="profile-orders" data-testid="orders-section">
      <h2 id="profile-orders" className="mb-4 text-xl font-bold text-neutral-900">
        {t('shop.orders.title')}
      </h2>
      {orders.length === 0 ? (
        <p className="text-neutral-700">{t('shop.orders.empty')}</p>
      ) : (
        <ul className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 bg-white">
          {orders.map((order) => (
            <li key={order.reference} className="grid gap-2 p-4 sm:grid-cols-[1fr_auto_auto_auto] sm:items-center sm:gap-6" data-testid="order-row">
              <div className="min-w-0">
                <Link
                  to={buildPath('shop-order', lang, { reference: order.reference })}
                  className="font-semibold break-words text-neutral-900 underline"
                  aria-label={t('shop.orders.see', { reference: order.reference })}
                >
                  {order.reference}
                </Link>
                <p className="text-sm text-neutral-700">
                  <time dateTime={order.createdAt}>{formatDate(order.createdAt, locale)}</time>
                </p>
              </div>
              <p className="font-semibold tabular-nums text-neutral-900">
                <span className="sr-only">{t('shop.orders.total')} </span>
                {formatPrice(order.totalWithVat, locale)}
              </p>
              <OrderStatus status={order.status} />
              {order.invoice ? (
                <span className="flex flex-col gap-1">
                  <InvoiceLink invoice={order.invoice} className="text-sm" />
                  {order.creditNote && <InvoiceLink invoice={order.creditNote} creditNote className="text-sm" />}
                </span>
              ) : (
                <span aria-hidden="true">{t('shop.orders.noInvoice')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
