import { and, asc, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import { cartProductSessions } from '@app/db/schema/cart-product-sessions';
import { cartProducts } from '@app/db/schema/cart-products';
import { carts } from '@app/db/schema/carts';
import { faceToFaces } from '@app/db/schema/face-to-faces';
import { SEAT_HOLD_MINUTES } from '@app/domain/shop/cart';
import { broadcast } from '../../realtime/broadcaster.ts';
import { EVENTS } from '../../realtime/events.ts';
import { applyBookingEffects, noEffects, type BookingDeps } from '../learning/booking-effects.ts';
import { lockSession, releaseSeat, takeSeat, type Promotion } from '../learning/booking-seats.ts';
import type { Tx } from '../learning/tracking-chain.ts';
import { cartView } from './cart-view.ts';

/**
 * The seats a cart holds (issue 14 part 1): a session chosen for a cart product takes a seat with the learning
 * module's own seat rules, so `current_participants` counts it, until the product leaves the cart, another session is
 * chosen, the hold lapses (a job at its end, and a sweep every minute as the safety net) or an order turns it into a
 * booking.
 */

/** What a committed cart change sets off: the carts' live views, the seat counts, seats offered to people waiting. */
export interface CartEffects {
  carts: Set<string>;
  trainings: Set<number>;
  promotions: Promotion[];
  /** Ends of holds taken or renewed: a job releases them then. */
  holdsUntil: Date[];
}

export const noCartEffects = (): CartEffects => ({ carts: new Set(), trainings: new Set(), promotions: [], holdsUntil: [] });

export const CART_JOBS = { holdExpiry: 'cart-hold-expiry', sweep: 'cart-hold-sweep' } as const;

export const holdEnd = (now: Date) => new Date(now.getTime() + SEAT_HOLD_MINUTES * 60_000);

/** A held seat: its row, its session and the training whose seat counts change. */
export interface HeldSeat {
  id: number;
  sessionId: number;
  trainingId: number;
}

/**
 * Takes a seat in a session for a cart product's part; false when the session is full (or people wait for it), and
 * nothing was taken.
 */
export async function holdSeat(tx: Tx, sessionId: number, trainingId: number, effects: CartEffects): Promise<boolean> {
  const taken = await takeSeat(tx, sessionId);
  if (taken) effects.trainings.add(trainingId);
  return taken;
}

/**
 * Gives a held seat back (to the first person waiting, else to the session). The row's hold is cleared by a
 * conditional UPDATE under the session's lock, so a removal and the sweep racing give the seat back once.
 */
export async function releaseHold(tx: Tx, seat: HeldSeat, now: Date, effects: CartEffects, onlyLapsed = false): Promise<void> {
  const start = await lockSession(tx, seat.sessionId);
  const [cleared] = await tx
    .update(cartProductSessions)
    .set({ heldUntil: null })
    // The sweep releases a hold only if it is still lapsed: one renewed meanwhile stays.
    .where(and(eq(cartProductSessions.id, seat.id), onlyLapsed ? lte(cartProductSessions.heldUntil, now) : isNotNull(cartProductSessions.heldUntil)))
    .returning({ id: cartProductSessions.id });
  if (!cleared) return;
  const promoted = await releaseSeat(tx, seat.sessionId, start, now);
  if (promoted) effects.promotions.push(promoted);
  effects.trainings.add(seat.trainingId);
}

const heldSeatColumns = { id: cartProductSessions.id, sessionId: cartProductSessions.sessionId, trainingId: faceToFaces.trainingId };

/** Releases every seat the given cart products hold (sessions in id order: two carts lock them alike). */
export async function releaseProductHolds(tx: Tx, cartProductIds: readonly number[], now: Date, effects: CartEffects): Promise<void> {
  if (cartProductIds.length === 0) return;
  const held = await tx
    .select(heldSeatColumns)
    .from(cartProductSessions)
    .innerJoin(faceToFaces, eq(faceToFaces.id, cartProductSessions.faceToFaceId))
    .where(and(inArray(cartProductSessions.cartProductId, [...cartProductIds]), isNotNull(cartProductSessions.heldUntil)))
    .orderBy(asc(cartProductSessions.sessionId));
  for (const seat of held) await releaseHold(tx, seat, now, effects);
}

/** Activity on a cart keeps its live holds: they run SEAT_HOLD_MINUTES from its latest change. */
export async function renewHolds(tx: Tx, cartId: string, now: Date, effects: CartEffects): Promise<void> {
  const until = holdEnd(now);
  const renewed = await tx
    .update(cartProductSessions)
    .set({ heldUntil: until })
    .where(
      and(
        gt(cartProductSessions.heldUntil, now),
        inArray(cartProductSessions.cartProductId, tx.select({ id: cartProducts.id }).from(cartProducts).where(eq(cartProducts.cartId, cartId))),
      ),
    )
    .returning({ id: cartProductSessions.id });
  if (renewed.length > 0) effects.holdsUntil.push(until);
}

export type CartDeps = BookingDeps;

/**
 * Runs the effects of a committed cart change: the hold-expiry jobs, the booking effects of freed seats (offers to
 * people waiting, seat counts), then each changed cart's view on its channel.
 */
export async function applyCartEffects(deps: CartDeps, effects: CartEffects, now = new Date()): Promise<void> {
  for (const until of new Set(effects.holdsUntil.map((d) => d.getTime()))) {
    await deps.jobs.send(CART_JOBS.holdExpiry, {}, { startAfter: new Date(until + 1000), key: String(until) });
  }
  const booking = noEffects();
  booking.promotions.push(...effects.promotions);
  for (const id of effects.trainings) booking.trainings.add(id);
  await applyBookingEffects(deps, booking, now);
  for (const cartId of effects.carts) await announceCart(deps, cartId, now);
}

/** Shows a cart's view to every tab following its channel (a cart ordered shows empty: its next call opens a new one). */
export async function announceCart(deps: Pick<CartDeps, 'db' | 'broadcaster'>, cartId: string, now = new Date()): Promise<void> {
  const [cart] = await deps.db.select().from(carts).where(eq(carts.id, cartId));
  if (cart) await broadcast(deps.broadcaster, EVENTS.cartUpdate, { cartId }, { cart: await cartView(deps.db, cart, now) });
}

/** Releases every lapsed hold, then tells the carts and the sessions' pages. */
export async function sweepLapsedHolds(deps: CartDeps, now = new Date()): Promise<number> {
  const lapsed = await deps.db
    .select({ ...heldSeatColumns, cartId: cartProducts.cartId })
    .from(cartProductSessions)
    .innerJoin(faceToFaces, eq(faceToFaces.id, cartProductSessions.faceToFaceId))
    .innerJoin(cartProducts, eq(cartProducts.id, cartProductSessions.cartProductId))
    .where(lte(cartProductSessions.heldUntil, now))
    .orderBy(asc(cartProductSessions.sessionId));
  const effects = noCartEffects();
  for (const seat of lapsed) {
    // One transaction per seat, the session locked first as every seat change does.
    await deps.db.transaction((tx) => releaseHold(tx, seat, now, effects, true));
    effects.carts.add(seat.cartId);
  }
  if (lapsed.length > 0) await applyCartEffects(deps, effects, now);
  return lapsed.length;
}

/** Registers the hold workers on this process's queue (a job at each hold's end, the sweep every minute). */
export async function workCartJobs(deps: CartDeps): Promise<void> {
  await deps.jobs.work(CART_JOBS.holdExpiry, async () => {
    await sweepLapsedHolds(deps);
  });
  await deps.jobs.work(CART_JOBS.sweep, async () => {
    await sweepLapsedHolds(deps);
  });
  await deps.jobs.schedule(CART_JOBS.sweep, '* * * * *');
}

