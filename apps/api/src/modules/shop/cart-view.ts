import { and, desc, eq } from 'drizzle-orm';
import type { CartView } from '@app/contracts/shop/cart';
import type { Db } from '@app/db/client';
import type { Cart } from '@app/db/schema/carts';
import { discountCodes, type DiscountCode } from '@app/db/schema/discount-codes';
import { orders } from '@app/db/schema/orders';
import { fundingLabel } from '@app/domain/catalogue/fundings';
import { CART_PRODUCT_BRAND, cartChannel, fundedUnitPriceCents, type CartFunding } from '@app/domain/shop/cart';
import { centsToEuros } from '@app/domain/shop/prices';
import type { Tx } from '../learning/tracking-chain.ts';
import { lineReady, loadCartLines, priceCart, type CartLine } from './cart-lines.ts';

/** A funding as the pickers show it: FUNDAE is BONIFICABLE for a training with credits (§9). */
export const fundingChoice = (funding: CartFunding, training: { credits: number | null }) => ({ id: funding, label: fundingLabel(funding, training) });

/** The discount code a cart carries, or null. */
export async function cartDiscountCode(db: Db | Tx, cart: Pick<Cart, 'discountCodeId'>): Promise<DiscountCode | null> {
  if (cart.discountCodeId === null) return null;
  const [code] = await db.select().from(discountCodes).where(eq(discountCodes.id, cart.discountCodeId));
  return code ?? null;
}

/** The reference of the cart's latest order still waiting for its payment (spec §3 commandId), or null. */
export async function pendingOrderReference(db: Db | Tx, cartId: string): Promise<string | null> {
  const [order] = await db
    .select({ reference: orders.reference })
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.status, 'pending')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return order?.reference ?? null;
}

/**
 * The cart as every shop call answers it (spec §3 Cart) and as its live event carries it: the products with their
 * choices, prices from the domain's one price function, and `payable` when a signed-in owner has only ready products.
 */
export async function cartView(db: Db | Tx, cart: Cart, now = new Date()): Promise<CartView> {
  // An ordered (or merged) cart is over: its tabs show it empty, and their next call opens the caller's new cart.
  if (cart.status !== 'open') return { id: cart.id, channel: cartChannel(cart.id), products: [], commandId: null, discountCode: null, total: 0, totalDiscount: 0, totalWithVat: 0, vat: 0, payable: false };
  const [lines, code, commandId] = await Promise.all([loadCartLines(db, cart.id), cartDiscountCode(db, cart), pendingOrderReference(db, cart.id)]);
  const totals = priceCart(lines, code);
  const products = lines.map((line, i) => productView(line, totals.lines[i], now));
  return {
    id: cart.id,
    channel: cartChannel(cart.id),
    products,
    commandId,
    discountCode: code?.code ?? null,
    total: centsToEuros(totals.totalCents),
    totalDiscount: centsToEuros(totals.totalDiscountCents),
    totalWithVat: centsToEuros(totals.totalWithVatCents),
    vat: centsToEuros(totals.vatCents),
    payable: cart.userId !== null && products.length > 0 && products.every((p) => p.ready),
  };
}

function productView(line: CartLine, priced: { discountCents: number; totalWithVatCents: number }, now: Date): CartView['products'][number] {
  return {
    id: line.productCartId,
    productId: line.offerId,
    name: line.name,
    slug: line.slug,
    illustration: line.illustration,
    trainingType: line.trainingType,
    brand: CART_PRODUCT_BRAND,
    price: centsToEuros(fundedUnitPriceCents(line.catalogPriceHtCents, line.funding)),
    catalogPrice: centsToEuros(line.catalogPriceHtCents),
    vatRate: line.vatRateBp / 100,
    discount: centsToEuros(priced.discountCents),
    totalWithVat: centsToEuros(priced.totalWithVatCents),
    function: line.functionName,
    funding: line.funding ? fundingChoice(line.funding, line) : null,
    sessionParts: line.sessionParts.map((part) => ({ sessionCourseId: part.faceToFaceId, name: part.name, virtualClass: part.virtualClass })),
    sessions: line.sessions.map((s) => ({
      sessionCourseId: s.faceToFaceId,
      sessionId: s.sessionId,
      name: s.name,
      city: s.city,
      startDate: s.startDate,
      startTime: s.startTime,
      heldUntil: s.heldUntil && s.heldUntil > now ? s.heldUntil.toISOString() : null,
    })),
    ready: lineReady(line, now),
  };
}
