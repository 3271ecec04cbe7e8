import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { offeredWhere, type CatalogScope } from '@app/db/offered';
import { cartProductSessions } from '@app/db/schema/cart-product-sessions';
import { cartProducts } from '@app/db/schema/cart-products';
import { carts, type Cart } from '@app/db/schema/carts';
import { discountCodes } from '@app/db/schema/discount-codes';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { faceToFaces } from '@app/db/schema/face-to-faces';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { sessionStart } from '@app/domain/learning/booking';
import {
  MAX_CART_PRODUCTS,
  availableCartFunctions,
  availableCartFundings,
  cartFunction,
  checkDiscount,
  type CartFunction,
  type CartFunding,
} from '@app/domain/shop/cart';
import { AppError } from '../../errors/app-error.ts';
import type { Tx } from '../learning/tracking-chain.ts';
import { loadCartLines } from './cart-lines.ts';
import { usedByUser, type ShopCaller } from './cart-owner.ts';
import { holdEnd, holdSeat, releaseHold, releaseProductHolds, type CartEffects } from './cart-seats.ts';

/** The shop's changes of a cart (issue 14 parts 1, 3), each run in the caller's transaction on the locked cart. */

/** A product as the shop sells it: an offer of this platform and language, available on the store. */
export interface SoldProduct {
  offerId: number;
  trainingId: number;
  type: (typeof trainings.$inferSelect)['type'];
  credits: number | null;
  availableFunctions: string[];
  offerFundings: string[];
}

const soldColumns = {
  offerId: trainingOffers.id,
  trainingId: trainings.id,
  type: trainings.type,
  credits: trainings.credits,
  availableFunctions: trainings.availableFunctions,
  offerFundings: trainingOffers.fundings,
};

/** The products sold here among these catalogue course ids. */
async function soldProducts(db: Db | Tx, scope: CatalogScope, offerIds: readonly number[]): Promise<SoldProduct[]> {
  return db
    .select(soldColumns)
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(offeredWhere(scope, inArray(trainingOffers.id, [...offerIds]), eq(trainings.availableOnStore, true)));
}

/** A product sold here, else 404 "not sold here". */
export async function soldProduct(db: Db | Tx, scope: CatalogScope, offerId: number): Promise<SoldProduct> {
  const [product] = await soldProducts(db, scope, [offerId]);
  if (!product) throw new AppError('NOT_FOUND', 'shop.notSold', { reason: 'notSellable' });
  return product;
}

const refuse = (reason: 'cartFull' | 'sessionFull' | 'functionNotAvailable' | 'fundingNotAvailable') => new AppError('CONFLICT', `shop.${reason}`, { reason });

/** The functions a product may be bought for by this caller (§4: individual accounts buy as Pharmacien). */
export const productFunctions = (product: Pick<SoldProduct, 'availableFunctions'>, caller: Pick<ShopCaller, 'isIndividual'>) =>
  availableCartFunctions(product.availableFunctions, caller.isIndividual);

/** The function a caller names for a product, converted as §4 says, or 409 functionNotAvailable. */
export function chosenFunction(product: Pick<SoldProduct, 'availableFunctions'>, caller: Pick<ShopCaller, 'isIndividual'>, name: string): CartFunction {
  const fn = cartFunction(name, caller.isIndividual);
  if (!fn || !productFunctions(product, caller).includes(fn)) throw refuse('functionNotAvailable');
  return fn;
}

/** What is set when a product is added or its function changes: what is the only choice, and nothing that no longer fits. */
function defaultsFor(product: SoldProduct, fn: CartFunction | null, funding: CartFunding | null): { functionName: CartFunction | null; funding: CartFunding | null } {
  if (!fn) return { functionName: null, funding: null };
  const fundings = availableCartFundings(product.offerFundings, fn);
  if (funding && fundings.includes(funding)) return { functionName: fn, funding };
  return { functionName: fn, funding: fundings.length === 1 ? fundings[0] : null };
}

/**
 * Adds products to the cart: each must be sold here (404 for the first that is not, nothing added), an offer already in
 * the cart stays as it is, and the cart holds at most MAX_CART_PRODUCTS (409 cartFull, nothing added).
 */
export async function addProducts(tx: Tx, cart: Cart, caller: ShopCaller, offerIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(offerIds)];
  const sold = await soldProducts(tx, caller, wanted);
  if (sold.length !== wanted.length) throw new AppError('NOT_FOUND', 'shop.notSold', { reason: 'notSellable' });
  const present = new Set((await tx.select({ offerId: cartProducts.offerId }).from(cartProducts).where(eq(cartProducts.cartId, cart.id))).map((p) => p.offerId));
  const adding = sold.filter((p) => !present.has(p.offerId));
  if (present.size + adding.length > MAX_CART_PRODUCTS) throw refuse('cartFull');
  for (const product of adding) {
    const functions = productFunctions(product, caller);
    const chosen = defaultsFor(product, functions.length === 1 ? functions[0] : null, null);
    await tx
      .insert(cartProducts)
      .values({ cartId: cart.id, offerId: product.offerId, ...chosen })
      .onConflictDoNothing();
  }
}

/** A product of this cart by its cart product id, else 404 (another cart's id is not found either). */
async function productInCart(tx: Tx, cart: Cart, where: { productCartId: number } | { offerId: number }) {
  const [row] = await tx
    .select({ ...soldColumns, id: cartProducts.id, functionName: cartProducts.functionName, funding: cartProducts.funding })
    .from(cartProducts)
    .innerJoin(trainingOffers, eq(trainingOffers.id, cartProducts.offerId))
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(and(eq(cartProducts.cartId, cart.id), 'productCartId' in where ? eq(cartProducts.id, where.productCartId) : eq(cartProducts.offerId, where.offerId)));
  if (!row) throw new AppError('NOT_FOUND', 'shop.productNotInCart');
  return row;
}

/** Takes a product (by catalogue course id) out of the cart; its seats are given back. */
export async function removeProduct(tx: Tx, cart: Cart, offerId: number, now: Date, effects: CartEffects): Promise<void> {
  const product = await productInCart(tx, cart, { offerId });
  await releaseProductHolds(tx, [product.id], now, effects);
  await tx.delete(cartProducts).where(eq(cartProducts.id, product.id));
}

/** Sets the function a product is bought for; a funding that no longer fits is cleared (SELF set when it is the only one). */
export async function setProductFunction(tx: Tx, cart: Cart, caller: ShopCaller, productCartId: number, name: string): Promise<void> {
  const product = await productInCart(tx, cart, { productCartId });
  const fn = chosenFunction(product, caller, name);
  await tx.update(cartProducts).set(defaultsFor(product, fn, product.funding)).where(eq(cartProducts.id, product.id));
}

/** Sets a product's funding: one the offer has and that funds the chosen function, or SELF (409 otherwise). */
export async function setProductFunding(tx: Tx, cart: Cart, productCartId: number, fundingId: string): Promise<void> {
  const product = await productInCart(tx, cart, { productCartId });
  const funding = availableCartFundings(product.offerFundings, product.functionName ?? 'Pharmacien').find((f) => f === fundingId.toUpperCase());
  if (!product.functionName || !funding) throw refuse('fundingNotAvailable');
  await tx.update(cartProducts).set({ funding }).where(eq(cartProducts.id, product.id));
}

/**
 * Chooses the session of one face-to-face part of a product and holds its seat until now + SEAT_HOLD_MINUTES; the
 * seat of the session chosen before for that part is given back. A part or session of another training, or a session
 * that has started, is not found; a full one is 409 sessionFull with nothing changed.
 */
export async function setProductSession(
  tx: Tx,
  cart: Cart,
  input: { productCartId: number; sessionId: number; sessionCourseId: number },
  now: Date,
  effects: CartEffects,
): Promise<void> {
  const product = await productInCart(tx, cart, { productCartId: input.productCartId });
  const [session] = await tx
    .select({ id: faceToFaceSessions.id, startDate: faceToFaceSessions.startDate, startTime: faceToFaceSessions.startTime })
    .from(faceToFaceSessions)
    .innerJoin(faceToFaces, eq(faceToFaces.id, faceToFaceSessions.faceToFaceId))
    .where(and(eq(faceToFaceSessions.id, input.sessionId), eq(faceToFaces.id, input.sessionCourseId), eq(faceToFaces.trainingId, product.trainingId), isNull(faceToFaceSessions.cancelledAt)));
  if (!session || sessionStart(session).getTime() <= now.getTime()) throw new AppError('NOT_FOUND', 'shop.sessionNotFound');
  // The cart is locked: only the sweep may touch this part's hold meanwhile, and it does so by conditional updates.
  const [previous] = await tx
    .select()
    .from(cartProductSessions)
    .where(and(eq(cartProductSessions.cartProductId, product.id), eq(cartProductSessions.faceToFaceId, input.sessionCourseId)));
  const heldUntil = holdEnd(now);
  let kept = false;
  if (previous?.sessionId === session.id && previous.heldUntil && previous.heldUntil > now) {
    // The same session, still held: the seat stays, its hold runs again.
    const renewed = await tx
      .update(cartProductSessions)
      .set({ heldUntil })
      .where(and(eq(cartProductSessions.id, previous.id), isNotNull(cartProductSessions.heldUntil)))
      .returning({ id: cartProductSessions.id });
    kept = renewed.length === 1;
  }
  if (!kept) {
    const release = previous?.heldUntil ? { id: previous.id, sessionId: previous.sessionId, trainingId: product.trainingId } : null;
    // Sessions in id order, as every seat change locks them: two carts swapping sessions never deadlock.
    if (release && release.sessionId <= session.id) await releaseHold(tx, release, now, effects);
    if (!(await holdSeat(tx, session.id, product.trainingId, effects))) throw refuse('sessionFull');
    if (release && release.sessionId > session.id) await releaseHold(tx, release, now, effects);
  }
  await tx
    .insert(cartProductSessions)
    .values({ cartProductId: product.id, faceToFaceId: input.sessionCourseId, sessionId: session.id, heldUntil })
    .onConflictDoUpdate({ target: [cartProductSessions.cartProductId, cartProductSessions.faceToFaceId], set: { sessionId: session.id, heldUntil } });
  effects.holdsUntil.push(heldUntil);
}

/**
 * Puts a discount code on the cart (case-insensitive): 409 with the reason when it is unknown here, not valid now,
 * used up (overall, or by this signed-in buyer) or applies to no product of the cart. Its uses are counted at payment.
 */
export async function addDiscount(tx: Tx, cart: Cart, caller: ShopCaller, input: string, now: Date): Promise<void> {
  const [code] = await tx
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.platformId, caller.platformId), sql`upper(${discountCodes.code}) = upper(${input})`));
  if (!code) throw new AppError('CONFLICT', 'shop.discount.unknown', { reason: 'unknown' });
  const lines = await loadCartLines(tx, cart.id);
  const refusal = checkDiscount(code, {
    now,
    usedByUser: await usedByUser(tx, code.id, caller.userId),
    products: lines.map((l) => ({ offerId: l.offerId, trainingType: l.trainingType })),
  });
  if (refusal) throw new AppError('CONFLICT', `shop.discount.${refusal}`, { reason: refusal });
  await tx.update(carts).set({ discountCodeId: code.id }).where(eq(carts.id, cart.id));
}

export async function removeDiscount(tx: Tx, cart: Cart): Promise<void> {
  await tx.update(carts).set({ discountCodeId: null }).where(eq(carts.id, cart.id));
}

/** The fundings a product may take for a function (labels as §9), or 409 when the function is not available. */
export function productFundings(product: SoldProduct, caller: ShopCaller, name: string): CartFunding[] {
  return availableCartFundings(product.offerFundings, chosenFunction(product, caller, name));
}
