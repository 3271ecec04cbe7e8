/** Pure helpers of the shop screens (unit-tested): amounts, holds, order states. */
import type { CartView } from '@app/contracts/shop/cart';
import { SELF_FUNDING } from '@app/domain/shop/cart';
import type { OrderView } from '@app/contracts/shop/orders';

/** Euros to cents, exact for the two-decimal amounts of the answers. */
function cents(euros: number): number {
  return Math.round(euros * 100);
}

/** The tax amount of a cart or an order: totalWithVat − total (spec §3), computed in cents so no float is shown. */
export function vatAmount(totals: Pick<CartView, 'total' | 'totalWithVat'>): number {
  return (cents(totals.totalWithVat) - cents(totals.total)) / 100;
}

/** The total excluding VAT before the discount (the discount is excluding VAT too). */
export function totalBeforeDiscount(totals: Pick<CartView, 'total' | 'totalDiscount'>): number {
  return (cents(totals.total) + cents(totals.totalDiscount)) / 100;
}

/** A cart to pay nothing for: the free order (a 100 % code, DPC funding, free trainings). */
export function isFreeCart(cart: Pick<CartView, 'totalWithVat' | 'products'>): boolean {
  return cart.products.length > 0 && cents(cart.totalWithVat) === 0;
}

/** The state of a chosen session's seat: held until an instant, or lapsed (choose again). */
export function holdState(heldUntil: string | null, now: Date): 'held' | 'lapsed' {
  return heldUntil !== null && new Date(heldUntil).getTime() > now.getTime() ? 'held' : 'lapsed';
}

/** How often the confirmation asks again while the payment is not confirmed, and for how long at most. */
export const ORDER_REFRESH = { everyMs: 2500, maxTries: 120 } as const;

/** The confirmation keeps asking while the provider's notification has not confirmed the card payment. */
export function awaitsPayment(order: Pick<OrderView, 'status' | 'paymentMethod'>): boolean {
  return order.status === 'pending';
}

/** The colour of an order's status badge. */
export function statusTone(status: OrderView['status']): string {
  switch (status) {
    case 'paid':
      return 'bg-emerald-800 text-white';
    case 'awaitingCheque':
      return 'bg-amber-100 text-amber-950';
    case 'cancelled':
    case 'refunded':
      return 'bg-neutral-200 text-neutral-900';
    default:
      return 'bg-sky-100 text-sky-950';
  }
}

/** A funding as shown: the API's label (DPC, FIF-PL, BONIFICABLE…), the screen's own words for self-funding. */
export function fundingText(funding: { id: string; label: string }, selfText: string): string {
  return funding.id === SELF_FUNDING ? selfText : funding.label;
}
