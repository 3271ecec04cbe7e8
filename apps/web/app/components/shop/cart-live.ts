/**
 * The live cart (issue 14 part 7, spec §7): the cart's private channel, whose `CartUpdate` events carry the whole cart,
 * replaces the page's cart, so every open tab shows the same cart and count. A signed-in page follows it on the user's
 * socket; a guest's page has none, so it opens one while its cart holds products (no socket for every visitor).
 */
import { useContext, useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type PusherClient from 'pusher-js';
import type { CartView } from '@app/contracts/shop/cart';
import { EVENT_NAMES } from '@app/domain/realtime/realtime-channels';
import { XSRF_COOKIE } from '../../lib/api-client.ts';
import { readRawCookie } from '../../lib/cookies.ts';
import type { RealtimeSettings } from '../../lib/realtime.ts';
import { SocketContext } from '../realtime/live-updates.tsx';
import { setCart } from './cart-store.ts';

/** The `cart` of a CartUpdate event, when it has one. */
export function cartOfEvent(data: unknown): CartView | null {
  const cart = (data as { cart?: unknown } | null)?.cart;
  return cart && typeof cart === 'object' && Array.isArray((cart as CartView).products) ? (cart as CartView) : null;
}

/** A guest's own socket while `wanted` (the socket settings of the root data). */
function useGuestSocket(wanted: boolean): PusherClient | null {
  const root = useRouteLoaderData('root') as { realtime?: RealtimeSettings | null; locale?: string } | undefined;
  const settings = root?.realtime ?? null;
  const locale = root?.locale ?? 'fr-FR';
  const [socket, setSocket] = useState<PusherClient | null>(null);
  const key = settings?.key ?? null;
  useEffect(() => {
    if (!wanted || !settings || key === null) return;
    let opened: PusherClient | null = null;
    let cancelled = false;
    void Promise.all([import('pusher-js'), import('../../lib/pusher-options.ts')]).then(([{ default: Pusher }, { pusherOptions }]) => {
      if (cancelled) return;
      opened = new Pusher(key, pusherOptions({ settings, location: window.location, locale, getXsrfToken: () => readRawCookie(XSRF_COOKIE, document.cookie) }));
      setSocket(opened);
    });
    return () => {
      cancelled = true;
      opened?.disconnect();
      setSocket(null);
    };
    // The settings object is new at every navigation (root data): its values decide.
  }, [wanted, key, settings?.host, settings?.port, settings?.tls, locale]);
  return socket;
}

/** Follows the cart's channel while the page is open. */
export function useLiveCart(cart: CartView | null, signedIn: boolean): void {
  const shared = useContext(SocketContext);
  const own = useGuestSocket(!signedIn && (cart?.products.length ?? 0) > 0);
  const pusher = signedIn ? shared : own;
  const channel = cart?.channel ?? null;
  useEffect(() => {
    if (!pusher || !channel) return;
    const subscribed = pusher.channel(channel) ?? pusher.subscribe(channel);
    const apply = (data: unknown) => {
      const next = cartOfEvent(data);
      if (next) setCart(next);
    };
    subscribed.bind(EVENT_NAMES.cartUpdate, apply);
    return () => {
      subscribed.unbind(EVENT_NAMES.cartUpdate, apply);
      pusher.unsubscribe(channel);
    };
  }, [pusher, channel]);
}
