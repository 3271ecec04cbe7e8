/**
 * The cart as the shop shows it: an empty cart's way back to the catalogue, or each product with its pickers, then
 * the discount code, the totals and the payment.
 */
import type { CartView } from '@app/contracts/shop/cart';
import { Link } from 'react-router';
import type { Lang, Locale } from '@app/domain/platform/locales';
import { buildPath } from '@app/domain/platform/routes';
import { useTranslation } from '../../i18n/use-translation.ts';
import { buttonClass } from '../ui/button.tsx';
import { EmptyState } from '../ui/layout.tsx';
import { CartProduct } from './cart-product.tsx';
import { DiscountForm, PaymentBox } from './cart-summary.tsx';
import { Totals } from './totals.tsx';

export function CartContents({ cart, signedIn, lang, locale }: { cart: CartView; signedIn: boolean; lang: Lang; locale: Locale }) {
  const { t } = useTranslation();
  if (cart.products.length === 0) {
    return (
      <EmptyState testId="cart-empty">
        <h2 className="text-xl font-bold text-neutral-900">{t('shop.empty.title')}</h2>
        <p className="mt-2 text-neutral-700">{t('shop.empty.text')}</p>
        <Link to={buildPath('catalogue', lang)} className={buttonClass('primary', 'mt-4')}>
          {t('shop.empty.link')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section aria-labelledby="shop-products">
        <h2 id="shop-products" className="sr-only">
          {t('shop.products')}
        </h2>
        <ul className="flex flex-col gap-4">
          {cart.products.map((product) => (
            <CartProduct key={product.id} product={product} lang={lang} locale={locale} />
          ))}
        </ul>
      </section>
      <div className="flex flex-col gap-4">
        <DiscountForm cart={cart} />
        <section aria-labelledby="shop-totals" className="rounded-xl border border-neutral-200 bg-white p-4 shadow-sm">
          <h2 id="shop-totals" className="mb-2 text-lg font-bold text-neutral-900">
            {t('shop.totals.title')}
          </h2>
          <Totals totals={cart} locale={locale} />
        </section>
        <PaymentBox cart={cart} signedIn={signedIn} lang={lang} locale={locale} />
      </div>
    </div>
  );
}
