/**
 * Where shop-context pages show the shop outside it (issue 14 part 8): the header's cart link and the add-to-cart
 * buttons. In every page's shell, so kept tiny: what it renders comes with its first render (cart-entry.tsx, with the
 * cart, its live channel and the shop's texts), in shop context only (visitors, shop contracts; spec §4).
 */
import { Suspense } from 'react';
import { isShopContext } from '@app/domain/identity/session-user';
import { useSessionPending, useSessionUser } from '../../lib/session-context.tsx';
import { lazyExport } from '../lazy-export.ts';
import type { ShopEntryProps } from './cart-entry.tsx';

const ShopEntry = lazyExport(() => import('./cart-entry.tsx'), 'ShopEntry');

/** The cart link (without `course`) or the add-to-cart button of `course`. */
export function ShopSlot(props: ShopEntryProps) {
  const user = useSessionUser();
  // A shared page's user decides, once known, whether the page is in shop context.
  if (useSessionPending() || !isShopContext(user)) return null;
  return (
    <Suspense fallback={null}>
      <ShopEntry {...props} />
    </Suspense>
  );
}
