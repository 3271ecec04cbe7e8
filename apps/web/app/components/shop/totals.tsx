import type { CartView } from '@app/contracts/shop/cart';
import type { Locale } from '@app/domain/platform/locales';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatPrice } from '../../lib/format.ts';
import { totalBeforeDiscount, vatAmount } from './shop-format.ts';

/** The totals of a cart or an order (amounts in euros, as answered). */
export function Totals({ totals, locale }: { totals: Pick<CartView, 'total' | 'totalDiscount' | 'totalWithVat'>; locale: Locale }) {
  const { t } = useTranslation();
  const rows: [string, number, string][] = [
    ...(totals.totalDiscount > 0
      ? ([
          [t('shop.totals.subtotal'), totalBeforeDiscount(totals), 'subtotal'],
          [t('shop.totals.discount'), -totals.totalDiscount, 'discount'],
        ] as [string, number, string][])
      : []),
    [t('shop.totals.total'), totals.total, 'total'],
    [t('shop.totals.vat'), vatAmount(totals), 'vat'],
  ];
  return (
    <dl className="divide-y divide-neutral-200 text-neutral-900" data-testid="totals">
      {rows.map(([label, amount, id]) => (
        <div key={id} className="flex justify-between gap-4 py-2">
          <dt>{label}</dt>
          <dd className="tabular-nums" data-testid={`totals-${id}`}>
            {formatPrice(amount, locale)}
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 py-2 text-lg font-bold">
        <dt>{t('shop.totals.totalWithVat')}</dt>
        <dd className="tabular-nums" data-testid="totals-totalWithVat">
          {formatPrice(totals.totalWithVat, locale)}
        </dd>
      </div>
    </dl>
  );
}
