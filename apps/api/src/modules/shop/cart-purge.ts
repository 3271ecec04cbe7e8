import { and, isNull, lt } from 'drizzle-orm';
import { carts } from '@app/db/schema/carts';
import { GUEST_CART_KEPT_DAYS } from '@app/domain/shop/cart';
import { sweepLapsedHolds, type CartDeps } from './cart-seats.ts';

const PURGE_JOB = 'guest-cart-purge';

/**
 * Deletes the guests' carts untouched for GUEST_CART_KEPT_DAYS (their products and seat rows go with them); answers how
 * many. Nothing is ever ordered from a guest's cart (it becomes a user's first). Lapsed holds are given back first, so
 * no seat is lost with a cart.
 */
export async function purgeGuestCarts(deps: CartDeps, now = new Date()): Promise<number> {
  await sweepLapsedHolds(deps, now);
  const before = new Date(now.getTime() - GUEST_CART_KEPT_DAYS * 86_400_000);
  const purged = await deps.db
    .delete(carts)
    .where(and(isNull(carts.userId), lt(carts.updatedAt, before)))
    .returning({ id: carts.id });
  return purged.length;
}

/** Registers the nightly purge on this process's queue (run once across instances). */
export async function workGuestCartPurge(deps: CartDeps): Promise<void> {
  await deps.jobs.work(PURGE_JOB, async () => {
    await purgeGuestCarts(deps);
  });
  await deps.jobs.schedule(PURGE_JOB, '43 3 * * *');
}
