import { eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { carts } from '@app/db/schema/carts';
import { discountCodes } from '@app/db/schema/discount-codes';
import { orders, type Order } from '@app/db/schema/orders';
import { platforms } from '@app/db/schema/platforms';
import { CHEQUE_HOLD_DAYS, PAYMENT_HOLD_MINUTES } from '@app/domain/shop/checkout';
import { AppError } from '../../errors/app-error.ts';
import type { BookingDeps } from '../learning/booking-effects.ts';
import { lastSettledOrder, lockOpenCart, type Buyer } from './checkout-context.ts';
import { applyConfirmEffects, confirmOrderInTx } from './order-confirm.ts';
import { extendHolds, freezeCart } from './order-freeze.ts';
import type { CreatedPayment, PaymentProvider } from './payment-provider.ts';
import { requestPayment } from './payment-request.ts';

const notReady = () => new AppError('CONFLICT', 'checkout.notReady', { reason: 'notReady' });
const isFree = () => new AppError('CONFLICT', 'checkout.isFree', { reason: 'isFree' });

/**
 * Starts a card payment: the cart frozen into its pending order (the same one while the cart does not change), its
 * seats held for the payment window, then the provider asked for a form token (outside the transaction: a slow
 * provider holds no lock). A free order is confirmed without paying (409 `isFree`).
 */
export async function startCardPayment(db: Db, provider: PaymentProvider, buyer: Buyer, now = new Date()): Promise<{ order: Order; payment: CreatedPayment }> {
  const order = await db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, buyer);
    if (!cart) throw notReady();
    const frozen = await freezeCart(tx, buyer, cart, now);
    if (frozen.totalWithVatCents === 0) throw isFree();
    await extendHolds(tx, cart.id, new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000));
    return frozen;
  });
  return { order, payment: await requestPayment(provider, order, buyer.user) };
}

/** Confirms a cart whose total is zero (409 `notFree` otherwise) through the one confirmation; asked again, the same order. */
export async function payFree(deps: BookingDeps, buyer: Buyer, now = new Date()): Promise<Order> {
  const outcome = await deps.db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, buyer);
    if (!cart) {
      const done = await lastSettledOrder(tx, buyer, ['paid']);
      if (done?.paymentMethod === 'free') return { kind: 'alreadyPaid' as const, order: done };
      throw notReady();
    }
    // Free orders take their code's uses exactly: its row is locked from the check to the count (same transaction).
    if (cart.discountCodeId !== null) await tx.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.id, cart.discountCodeId)).for('update');
    const order = await freezeCart(tx, buyer, cart, now);
    if (order.totalWithVatCents !== 0) throw new AppError('CONFLICT', 'checkout.notFree', { reason: 'notFree' });
    return confirmOrderInTx(tx, order.id, { method: 'free', at: now, origin: buyer.origin });
  });
  await applyConfirmEffects(deps, outcome);
  return outcome.order;
}

/**
 * Orders the cart to be paid by cheque: the order waits for it (`awaitingCheque`, confirmed by the back-office with
 * `confirmOrder`), the cart is ordered and its seats stay held for CHEQUE_HOLD_DAYS; nothing is enrolled yet. Asked
 * again, the same order. Answers the cheque's payee and address (the platform's seller).
 */
export async function payByCheque(db: Db, buyer: Buyer, now = new Date()) {
  return db.transaction(async (tx) => {
    const [platform] = await tx.select({ seller: platforms.seller }).from(platforms).where(eq(platforms.id, buyer.platformId));
    const cart = await lockOpenCart(tx, buyer);
    let order: Order;
    if (!cart) {
      const waiting = await lastSettledOrder(tx, buyer, ['awaitingCheque']);
      if (!waiting) throw notReady();
      order = waiting;
    } else {
      const frozen = await freezeCart(tx, buyer, cart, now);
      if (frozen.totalWithVatCents === 0) throw isFree();
      [order] = await tx.update(orders).set({ status: 'awaitingCheque', paymentMethod: 'cheque' }).where(eq(orders.id, frozen.id)).returning();
      await tx.update(carts).set({ status: 'ordered', updatedAt: now }).where(eq(carts.id, cart.id));
      await extendHolds(tx, cart.id, new Date(now.getTime() + CHEQUE_HOLD_DAYS * 86_400_000));
    }
    const seller = platform.seller!;
    return { order, cheque: { payee: seller.chequePayee, address: [seller.name, ...seller.address], reference: order.reference, amountCents: order.totalWithVatCents } };
  });
}
