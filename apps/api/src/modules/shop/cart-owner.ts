import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { cartProducts } from '@app/db/schema/cart-products';
import { carts, type Cart } from '@app/db/schema/carts';
import { discountRedemptions } from '@app/db/schema/discount-redemptions';
import type { Lang } from '@app/domain/platform/locales';
import { MAX_CART_PRODUCTS, cartChannel, checkDiscount } from '@app/domain/shop/cart';
import { AppError } from '../../errors/app-error.ts';
import type { Tx } from '../learning/tracking-chain.ts';
import { loadCartLines } from './cart-lines.ts';
import { releaseProductHolds, type CartEffects } from './cart-seats.ts';
import { cartDiscountCode } from './cart-view.ts';

/**
 * Whose cart a shop call works on (issue 14 part 1): a signed-in user's open cart on the platform, or a guest's, found
 * by the sha256 of its `cart` cookie (the key itself is never stored).
 */
export interface ShopCaller {
  platformId: number;
  lang: Lang;
  /** Null for a guest. */
  userId: number | null;
  /** §4: an individual account buys as Pharmacien. A guest counts as individual (docs/decisions.md). */
  isIndividual: boolean;
  /** The guest's cookie key hash; null for a signed-in user, or a guest without a cart yet. */
  guestKeyHash: string | null;
}

/** The guest cart cookie: httpOnly, SameSite=Lax, holding a random key. */
export const CART_COOKIE = 'cart';
export const CART_COOKIE_DAYS = 30;

export const newGuestKey = () => randomBytes(32).toString('base64url');
export const guestKeyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** The caller's open cart on its platform, or null (locked for the transaction when asked). */
export async function findCallerCart(db: Db | Tx, caller: ShopCaller): Promise<Cart | null> {
  const owner =
    caller.userId !== null ? eq(carts.userId, caller.userId) : caller.guestKeyHash ? and(isNull(carts.userId), eq(carts.guestKeyHash, caller.guestKeyHash)) : null;
  if (!owner) return null;
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.platformId, caller.platformId), eq(carts.status, 'open'), owner));
  return cart ?? null;
}

/** The caller's open cart, created when there is none (a guest must have a key by then). */
export async function openCallerCart(db: Db, caller: ShopCaller): Promise<Cart> {
  const found = await findCallerCart(db, caller);
  if (found) return found;
  if (caller.userId === null && !caller.guestKeyHash) throw new Error('a guest cart needs its cookie key');
  // Two tabs creating at once: the unique indexes keep one cart, the other insert does nothing and reads it.
  const [created] = await db
    .insert(carts)
    .values({ platformId: caller.platformId, lang: caller.lang, userId: caller.userId, guestKeyHash: caller.userId === null ? caller.guestKeyHash : null })
    .onConflictDoNothing()
    .returning();
  const cart = created ?? (await findCallerCart(db, caller));
  // The conflicting cart left the open state between the insert and the read (ordered in another tab): try again.
  if (!cart) throw new AppError('UNAVAILABLE', 'errors.unavailable');
  return cart;
}

/** Locks a cart's row for a change: changes of one cart (two tabs) take turns. */
export async function lockCart(tx: Tx, cartId: string): Promise<Cart> {
  const [cart] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
  return cart;
}

/** How many settled orders of this user used the code (null for a guest: checked again when paying signed in). */
export async function usedByUser(db: Db | Tx, codeId: number, userId: number | null): Promise<number | null> {
  if (userId === null) return null;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.codeId, codeId), eq(discountRedemptions.userId, userId)));
  return row.n;
}

/**
 * Checks the cart's code again after a change (a product leaving may put every product out of its scope, a guest
 * signing in may have used it up): a code no longer valid is taken off. Answers the code dropped, or null.
 */
export async function recheckDiscount(tx: Tx, cart: Cart, userId: number | null, now: Date): Promise<string | null> {
  const code = await cartDiscountCode(tx, cart);
  if (!code) return null;
  const lines = await loadCartLines(tx, cart.id);
  const refusal = checkDiscount(code, {
    now,
    usedByUser: await usedByUser(tx, code.id, userId),
    products: lines.map((l) => ({ offerId: l.offerId, trainingType: l.trainingType })),
  });
  if (refusal === null) return null;
  await tx.update(carts).set({ discountCodeId: null, updatedAt: now }).where(eq(carts.id, cart.id));
  return code.code;
}

/**
 * A guest's cart follows them when they sign in (in shop context): when the user has no open cart it becomes theirs
 * (same id, so its channel stays); otherwise its products join the user's (an offer already there is kept as the
 * user chose it, products beyond MAX_CART_PRODUCTS are dropped, their seats given back), its code is kept when the
 * user's cart has none, and it is abandoned. Answers the user's cart id, or null when the guest had no open cart.
 */
export async function mergeGuestCart(tx: Tx, caller: ShopCaller & { userId: number }, keyHash: string, now: Date, effects: CartEffects): Promise<string | null> {
  const [guest] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.platformId, caller.platformId), eq(carts.status, 'open'), isNull(carts.userId), eq(carts.guestKeyHash, keyHash)))
    .for('update');
  if (!guest) return null;
  const [own] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.platformId, caller.platformId), eq(carts.status, 'open'), eq(carts.userId, caller.userId)))
    .for('update');
  if (!own) {
    await tx.update(carts).set({ userId: caller.userId, guestKeyHash: null, updatedAt: now }).where(eq(carts.id, guest.id));
    await recheckDiscount(tx, { ...guest, userId: caller.userId }, caller.userId, now);
    effects.carts.add(guest.id);
    return guest.id;
  }
  const guestProducts = await tx.select({ id: cartProducts.id, offerId: cartProducts.offerId }).from(cartProducts).where(eq(cartProducts.cartId, guest.id)).orderBy(cartProducts.addedAt, cartProducts.id);
  const ownOffers = new Set((await tx.select({ offerId: cartProducts.offerId }).from(cartProducts).where(eq(cartProducts.cartId, own.id))).map((p) => p.offerId));
  const fresh = guestProducts.filter((p) => !ownOffers.has(p.offerId));
  const moving = fresh.slice(0, Math.max(0, MAX_CART_PRODUCTS - ownOffers.size));
  const dropping = guestProducts.filter((p) => !moving.includes(p));
  await releaseProductHolds(
    tx,
    dropping.map((p) => p.id),
    now,
    effects,
  );
  if (moving.length > 0) {
    await tx
      .update(cartProducts)
      .set({ cartId: own.id })
      .where(
        inArray(
          cartProducts.id,
          moving.map((p) => p.id),
        ),
      );
  }
  await tx.update(carts).set({ status: 'abandoned', guestKeyHash: null, updatedAt: now }).where(eq(carts.id, guest.id));
  const discountCodeId = own.discountCodeId ?? guest.discountCodeId;
  await tx.update(carts).set({ discountCodeId, updatedAt: now }).where(eq(carts.id, own.id));
  await recheckDiscount(tx, { ...own, discountCodeId }, caller.userId, now);
  effects.carts.add(own.id);
  return own.id;
}

/**
 * May this caller join this private channel? The owner of a cart may join its channel: a signed-in user their own
 * carts, a guest the cart of their cookie.
 */
export async function ownsCartChannel(db: Db, channel: string, caller: { userId: number | null; guestKey: string | null }): Promise<boolean> {
  const prefix = cartChannel('');
  if (!channel.startsWith(prefix)) return false;
  const owners = [];
  if (caller.userId !== null) owners.push(eq(carts.userId, caller.userId));
  if (caller.guestKey) owners.push(eq(carts.guestKeyHash, guestKeyHash(caller.guestKey)));
  if (owners.length === 0) return false;
  // Cart ids are uuids (no dots), so the channel names the id itself; checked again against cartChannel.
  const id = channel.slice(prefix.length);
  const [cart] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.id, id), or(...owners)));
  return cart !== undefined && cartChannel(cart.id) === channel;
}
