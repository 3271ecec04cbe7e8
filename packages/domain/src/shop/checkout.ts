/** Rules of paying for a cart (issue 14 parts 4–6): how long seats stay held, test cards, where the buyer lands. */
import type { Lang } from '../platform/locales.ts';
import { buildPath } from '../platform/routes.ts';
import { SEAT_HOLD_MINUTES } from './cart.ts';

/** A card payment in progress keeps the cart's seats this long from the moment it starts. */
export const PAYMENT_HOLD_MINUTES = SEAT_HOLD_MINUTES;

/** An order waiting for its cheque keeps its seats this long (the back-office records the cheque meanwhile). */
export const CHEQUE_HOLD_DAYS = 15;

/** The sandbox provider's test cards (documented on its page): one accepted, one refused; any other is invalid. */
export const SANDBOX_CARDS = { accepted: '4970100000000055', refused: '4970100000000097' } as const;

/**
 * The order confirmation page of the shop (spec §2: the shop lives under /boutique | /tienda): the provider's page
 * sends the buyer back there after paying.
 */
export function orderPagePath(lang: Lang, reference: string): string {
  return lang === 'es' ? `/tienda/pedido/${encodeURIComponent(reference)}` : `/boutique/commande/${encodeURIComponent(reference)}`;
}

/**
 * Where the buyer lands after paying, and what the order e-mail links to: a cart's order its confirmation page, a
 * pharmacy's contract the contract page of pharmacy management (issue 15 part 3).
 */
export function paidOrderPath(order: { kind: 'cart' | 'contract'; lang: Lang; reference: string }): string {
  return order.kind === 'contract' ? buildPath('gestion-ma-pharmacie-contrat', order.lang) : orderPagePath(order.lang, order.reference);
}
