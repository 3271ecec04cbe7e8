import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { cartProductSessions } from '@app/db/schema/cart-product-sessions';
import { cartProducts } from '@app/db/schema/cart-products';
import type { Cart } from '@app/db/schema/carts';
import { discountCodes } from '@app/db/schema/discount-codes';
import { discountRedemptions } from '@app/db/schema/discount-redemptions';
import { orderLines } from '@app/db/schema/order-lines';
import { orders, type Order } from '@app/db/schema/orders';
import { platforms } from '@app/db/schema/platforms';
import { checkDiscount, fundedUnitPriceCents } from '@app/domain/shop/cart';
import { vatCountry } from '@app/domain/shop/prices';
import { AppError } from '../../errors/app-error.ts';
import type { Tx } from '../learning/tracking-chain.ts';
import { lineReady, loadCartLines, priceCart, type CartLine } from './cart-lines.ts';
import type { Buyer } from './checkout-context.ts';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A public order reference: random (not guessable, not a count of sales), readable on the phone. */
export function newReference(): string {
  return `CMD-${Array.from({ length: 10 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;
}

const notReady = () => new AppError('CONFLICT', 'checkout.notReady', { reason: 'notReady' });

/**
 * What the order freezes: the products with their function, funding, sessions and prices, the code and the totals.
 * The same cart gives the same key, so asking twice answers the same order; any change gives a new one.
 */
function idempotencyKey(cart: Cart, lines: CartLine[], totals: ReturnType<typeof priceCart>): string {
  const frozen = {
    lines: lines.map((l) => [l.productCartId, l.offerId, l.functionName, l.funding, l.catalogPriceHtCents, l.vatRateBp, l.sessions.map((s) => [s.faceToFaceId, s.sessionId])]),
    code: cart.discountCodeId,
    totals: [totals.grossHtCents, totals.totalDiscountCents, totals.totalCents, totals.vatCents],
  };
  return `${cart.id}:${createHash('sha256').update(JSON.stringify(frozen)).digest('base64url').slice(0, 32)}`;
}

/**
 * Freezes the locked open cart into its order (issue 14 part 5), in the caller's transaction: refuses a cart that is
 * empty or not ready (409 `notReady`), a platform that does not sell, a code no longer valid; answers the pending
 * order of the same content, or cancels the older pending one and creates the order with its lines and frozen totals.
 */
export async function freezeCart(tx: Tx, buyer: Buyer, cart: Cart, now: Date): Promise<Order> {
  const [platform] = await tx.select({ seller: platforms.seller }).from(platforms).where(eq(platforms.id, cart.platformId));
  if (!platform?.seller) throw new AppError('CONFLICT', 'checkout.notSellable', { reason: 'notSellable' });
  const lines = await loadCartLines(tx, cart.id);
  if (lines.length === 0 || !lines.every((l) => lineReady(l, now))) throw notReady();
  const [code] = cart.discountCodeId ? await tx.select().from(discountCodes).where(eq(discountCodes.id, cart.discountCodeId)) : [];
  if (code) {
    const [used] = await tx
      .select({ n: count() })
      .from(discountRedemptions)
      .where(and(eq(discountRedemptions.codeId, code.id), eq(discountRedemptions.userId, buyer.user.id)));
    const refusal = checkDiscount(code, { now, usedByUser: used.n, products: lines.map((l) => ({ offerId: l.offerId, trainingType: l.trainingType })) });
    if (refusal) throw new AppError('CONFLICT', 'checkout.discountInvalid', { reason: refusal });
  }
  const totals = priceCart(lines, code ?? null);
  const key = idempotencyKey(cart, lines, totals);

  // An older pending order of another content is cancelled: a payment started for it and finished later is still
  // honoured (the notification handler), as it was for what the buyer saw then.
  await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(orders.cartId, cart.id), eq(orders.status, 'pending'), ne(orders.idempotencyKey, key)));
  const [existing] = await tx.select().from(orders).where(eq(orders.idempotencyKey, key)).for('update');
  if (existing) {
    if (existing.status !== 'cancelled') return existing;
    // The cart came back to a content already frozen: the same order serves again.
    const [revived] = await tx.update(orders).set({ status: 'pending', cancelledAt: null }).where(eq(orders.id, existing.id)).returning();
    return revived;
  }
  const [order] = await tx
    .insert(orders)
    .values({
      reference: newReference(),
      platformId: cart.platformId,
      userId: buyer.user.id,
      cartId: cart.id,
      accountId: buyer.learner.accountId,
      idempotencyKey: key,
      lang: buyer.lang,
      country: vatCountry(cart.lang),
      discountCodeId: code?.id ?? null,
      grossHtCents: totals.grossHtCents,
      totalDiscountCents: totals.totalDiscountCents,
      totalCents: totals.totalCents,
      vatCents: totals.vatCents,
      totalWithVatCents: totals.totalWithVatCents,
      createdAt: now,
    })
    .returning();
  await tx.insert(orderLines).values(
    lines.map((l) => {
      const priced = totals.lines.find((t) => t.id === l.productCartId)!;
      return {
        orderId: order.id,
        offerId: l.offerId,
        trainingId: l.trainingId,
        name: l.name,
        trainingType: l.trainingType,
        functionName: l.functionName!,
        funding: l.funding!,
        sessions: l.sessions.map((s) => ({ faceToFaceId: s.faceToFaceId, sessionId: s.sessionId })),
        unitPriceHtCents: fundedUnitPriceCents(l.catalogPriceHtCents, l.funding),
        quantity: 1,
        vatRateBp: l.vatRateBp,
        discountCents: priced.discountCents,
        totalHtCents: priced.totalHtCents,
        vatCents: priced.vatCents,
        totalWithVatCents: priced.totalWithVatCents,
      };
    }),
  );
  return order;
}

/** Keeps the cart's held seats at least until `until` (a payment in progress, a cheque on its way). */
export async function extendHolds(tx: Tx, cartId: string, until: Date): Promise<void> {
  await tx
    .update(cartProductSessions)
    .set({ heldUntil: sql`greatest(${cartProductSessions.heldUntil}, ${until.toISOString()}::timestamptz)` })
    .where(
      and(
        isNotNull(cartProductSessions.heldUntil),
        inArray(cartProductSessions.cartProductId, tx.select({ id: cartProducts.id }).from(cartProducts).where(eq(cartProducts.cartId, cartId))),
      ),
    );
}
