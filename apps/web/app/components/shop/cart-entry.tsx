/**
 * What shop-context pages show outside the shop (issue 14 part 8): the header's cart link with its product count, and
 * the add-to-cart button of the catalogue cards and the training detail page, with the product toast at the top
 * (spec §9). Loaded on its first render by shop-context pages only, with the shop's texts (the server has every
 * text); the contracts and the toasts come with the first press.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { isShopContext } from '@app/domain/identity/session-user';
import type { Lang } from '@app/domain/platform/locales';
import { buildPath } from '@app/domain/platform/routes';
import { useTranslation } from '../../i18n/use-translation.ts';
import { loadAreaTexts } from '../../lib/area-texts.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useSessionUser } from '../../lib/session-context.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { TOAST } from '../ui/constants.ts';
import { cartCount, cartRead, setCart, useCart, useCartLoader } from './cart-store.ts';
import { useLiveCart } from './cart-live.ts';
import { refusalMessage } from './cart-refusals.ts';

if (typeof document !== 'undefined') await loadAreaTexts('shop');

const CART_ICON = 'M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4H2V2h4.8l.8 3H21l-2.6 9.1a2 2 0 0 1-1.9 1.4H8.6a2 2 0 0 1-1.9-1.5L5.2 4Z';

/**
 * The header's cart link in shop context: reads the cart (spec §5), follows its live channel, shows the count. Mounted
 * on every shop-context page, so every tab keeps the same count.
 */
export function CartButton({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const api = useBrowserApi();
  const shop = isShopContext(user);
  useCartLoader(api, shop ? String(user?.id ?? 'guest') : null);
  const cart = useCart();
  useLiveCart(shop ? cart : null, user !== null);
  if (!shop) return null;
  const count = cartCount(cart);
  return (
    <Link
      to={buildPath('shop', lang)}
      className="relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-sm font-semibold text-neutral-900 hover:bg-neutral-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-dark sm:order-last"
      aria-label={t('shop.header.cart', { count })}
      data-testid="cart-link"
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
        <path d={CART_ICON} />
      </svg>
      <span aria-hidden="true" className="absolute top-0 right-0 min-w-5 rounded-full bg-neutral-900 px-1 text-center text-xs leading-5 text-white" data-testid="cart-count">
        {count}
      </span>
    </Link>
  );
}

export interface ShopEntryProps {
  lang: Lang;
  /** The training of an add-to-cart button; none for the header's cart link. */
  course?: { id: number; name: string };
  /** The button's box (a grid makes it as wide as the box). */
  className?: string;
}

/** What shop-slots.tsx renders: the header's cart link, or a training's add-to-cart button in a box of `className`. */
export function ShopEntry({ lang, course, className }: ShopEntryProps) {
  if (!course) return <CartButton lang={lang} />;
  return (
    <div className={className}>
      <AddToCart courseId={course.id} name={course.name} lang={lang} />
    </div>
  );
}

/** The toast confirming a product entered the cart, with the way to it. */
function ProductToast({ text, link, to }: { text: string; link: string; to: string }) {
  return (
    <p className="text-neutral-900">
      {text}{' '}
      <Link to={to} className="font-semibold underline">
        {link}
      </Link>
    </p>
  );
}

/**
 * Adds a training to the cart (addProducts), then says so in a toast at the top (spec §9) with a link to the cart; a
 * training already in the cart shows that link instead. Refusals (cart full, not sold here) come as an error toast at
 * the top as well.
 */
export function AddToCart({ courseId, name, lang }: { courseId: number; name: string; lang: Lang }) {
  const { t, i18n } = useTranslation();
  const api = useBrowserApi();
  const user = useSessionUser();
  const cart = useCart();
  const [busy, setBusy] = useState(false);
  // Disabled until hydrated: a press on the server-rendered button would do nothing.
  const hydrated = useHydrated();
  if (!isShopContext(user)) return null;
  const cartPath = buildPath('shop', lang);
  // Its own small style, not the ui Button: this module is every shop-context page's, and keeps to few chunks.
  const look = 'relative z-10 inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-neutral-900 px-4 text-sm font-semibold';
  if (cart?.products.some((p) => p.productId === courseId)) {
    return (
      <Link to={cartPath} className={`${look} bg-white text-neutral-900 hover:bg-neutral-100`} data-testid="in-cart">
        {t('shop.add.inCart')}
      </Link>
    );
  }

  const add = async () => {
    setBusy(true);
    const [{ addProducts }, { toast }] = await Promise.all([import('@app/contracts/shop/cart'), import('react-toastify'), cartRead()]);
    try {
      const { data } = await api.call(addProducts, { body: { products: [courseId] } });
      setCart(data);
      toast.success(<ProductToast text={t('shop.add.done', { name })} link={t('shop.add.seeCart')} to={cartPath} />, { position: TOAST.productPosition });
    } catch (error) {
      const message = refusalMessage(error, (key) => i18n.exists(key));
      toast.error(i18n.exists(message) ? t(message) : message, { position: TOAST.productPosition });
    }
    setBusy(false);
  };

  return (
    <button
      type="button"
      onClick={() => void add()}
      disabled={busy || !hydrated}
      aria-busy={busy || undefined}
      aria-label={t('shop.add.label', { name })}
      className={`${look} bg-neutral-900 text-white hover:bg-neutral-700 disabled:opacity-70`}
      data-testid="add-to-cart"
    >
      {busy ? t('shop.add.adding') : t('shop.add.button')}
    </button>
  );
}
