import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useEffect, useState } from 'react';
import { buildPath } from '@app/domain/platform/routes';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CartProduct } from '../../components/shop/cart-product.tsx';
import { DiscountForm, PaymentBox } from '../../components/shop/cart-summary.tsx';
import { Totals } from '../../components/shop/totals.tsx';
import { loadCart, useCart } from '../../components/shop/cart-store.ts';
// The header's cart module (already loaded on a shop-context page): one chunk with the cart store they share.
import '../../components/shop/cart-entry.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { EmptyState, PageBody } from '../../components/ui/layout.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { pageTitle } from '../../lib/meta.ts';
import { screenRoute } from '../../lib/screen.server.ts';
import { useSessionUser } from '../../lib/session-context.tsx';

/**
 * The shop (spec §2 `/boutique` | `/tienda`, shopping guard; issue 14 part 8): the cart with each product's pickers,
 * the discount code, the totals and the payment. The cart is read in the browser (a guest's is theirs by its cookie,
 * which the API sets on the browser itself) and kept current by its live channel (components/shop/cart-store.ts).
 */
export function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  return { lang: here.lang, locale: here.locale };
}

export const clientLoader = withAreaTexts('shop');

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'shop.title') },
  { name: 'robots', content: 'noindex' },
  areaPreload('shop', matches),
];

export default function Shop() {
  const { lang, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const api = useBrowserApi();
  const user = useSessionUser();
  const cart = useCart();
  const [failed, setFailed] = useState(false);
  const who = String(user?.id ?? 'guest');
  useEffect(() => {
    let active = true;
    void loadCart(api, who).then((read) => {
      if (active) setFailed(read === null);
    });
    return () => {
      active = false;
    };
  }, [api, who]);

  return (
    <PageBody>
      <PageHeader title={t('shop.title')} />
      {!cart ? (
        failed ? (
          <p role="alert" className="text-neutral-800">
            {t('shop.loadFailed')}
          </p>
        ) : (
          <div className="flex justify-center py-12">
            <Spinner label={t('shop.loading')} />
          </div>
        )
      ) : cart.products.length === 0 ? (
        <EmptyState testId="cart-empty">
          <h2 className="text-xl font-bold text-neutral-900">{t('shop.empty.title')}</h2>
          <p className="mt-2 text-neutral-700">{t('shop.empty.text')}</p>
          <Link to={buildPath('catalogue', lang)} className={buttonClass('primary', 'mt-4')}>
            {t('shop.empty.link')}
          </Link>
        </EmptyState>
      ) : (
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
            <PaymentBox cart={cart} signedIn={user !== null} lang={lang} locale={locale} />
          </div>
        </div>
      )}
    </PageBody>
  );
}
