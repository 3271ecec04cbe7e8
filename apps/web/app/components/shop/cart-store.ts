/**
 * The shop-context cart of the page (issue 14 part 7, spec §5: fetched in shop context only): one store the header's
 * count, the add buttons and the cart screen share, replaced by every answer of a cart call and by every `CartUpdate`
 * of the cart's live channel, so every part of every open tab shows the same cart. No schema here: the contract comes
 * with the first call (this module is in the shop-context pages' lazy chunks only).
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { CartView } from '@app/contracts/shop/cart';
import type { ApiClient } from '../../lib/api-client.ts';

let current: CartView | null = null;
/** Whose cart it is (the user id, or 'guest'): signing in or out reads it again (a guest's cart follows them). */
let owner: string | null = null;
let pending: Promise<CartView | null> | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Replaces the cart (an answer of a cart call, or a live event's `cart`). */
export function setCart(cart: CartView): void {
  current = cart;
  emit();
}

/** Drops the cart (left shop context): nothing is shown nor followed. */
export function clearCart(): void {
  current = null;
  owner = null;
  pending = null;
  emit();
}

/** The cart of `who`, read once per page and owner; a failure leaves it unknown (the next owner change tries again). */
export function loadCart(api: ApiClient, who: string): Promise<CartView | null> {
  if (owner === who && pending) return pending;
  owner = who;
  pending = import('@app/contracts/shop/cart')
    .then(({ getCart }) => api.call(getCart, {}))
    .then(
      ({ data }) => {
        if (owner === who) setCart(data);
        return data;
      },
      () => {
        if (owner === who) pending = null;
        return null;
      },
    );
  return pending;
}

/**
 * Settles once the page's first read of the cart has answered. A change waits for it: sent beside it, a new guest's
 * change would make a second cart (neither request carries the cart cookie yet), and the read's older cart would
 * replace the change's answer when it came last.
 */
export function cartRead(): Promise<unknown> {
  return pending ?? Promise.resolve();
}

/** Reads the cart of the current owner again (after an order: the paid cart is replaced by a new one). */
export function reloadCart(api: ApiClient): Promise<CartView | null> {
  const who = owner ?? 'guest';
  pending = null;
  owner = null;
  return loadCart(api, who);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The cart as known now (null until read, and always on the server). */
export function useCart(): CartView | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}

/** Reads the cart of `who` when in shop context (null = not in shop context: the cart is forgotten). */
export function useCartLoader(api: ApiClient, who: string | null): void {
  useEffect(() => {
    if (who === null) clearCart();
    else void loadCart(api, who);
  }, [api, who]);
}

/** Products in the cart, for the header's count. */
export function cartCount(cart: Pick<CartView, 'products'> | null): number {
  return cart?.products.length ?? 0;
}
