import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { lazyExport } from '../../components/lazy-export.ts';
import { loadCart, useCart } from '../../components/shop/cart-store.ts';
// The header's cart module (already loaded on a shop-context page): one chunk with the cart store they share.
import '../../components/shop/cart-entry.tsx';
import { PageBody } from '../../components/ui/layout.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { pageTitle } from '../../lib/meta.ts';
import { screenRoute } from '../../lib/screen.server.ts';
import { useSessionUser } from '../../lib/session-context.tsx';

/**
 * The cart as read (an empty cart's way back to the catalogue, or its products, pickers and payment with their calls,
 * rules and remove dialog): the page shows a spinner until the cart is read in the browser, so it comes after the
 * first download, fetched beside the cart.
 */
const loadContents = () => import('../../components/shop/cart-contents.tsx');
const CartContents = lazyExport(loadContents, 'CartContents');

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
    void loadContents();
    void loadCart(api, who).then((read) => {
      if (active) setFailed(read === null);
    });
    return () => {
      active = false;
    };
  }, [api, who]);

  const loading = (
    <div className="flex justify-center py-12">
      <Spinner label={t('shop.loading')} />
    </div>
  );

  return (
    <PageBody>
      <PageHeader title={t('shop.title')} />
      {!cart ? (
        failed ? (
          <p role="alert" className="text-neutral-800">
            {t('shop.loadFailed')}
          </p>
        ) : (
          loading
        )
      ) : (
        <Suspense fallback={loading}>
          <CartContents cart={cart} signedIn={user !== null} lang={lang} locale={locale} />
        </Suspense>
      )}
    </PageBody>
  );
}
