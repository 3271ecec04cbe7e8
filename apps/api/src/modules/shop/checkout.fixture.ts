import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { cartProductSessions } from '@app/db/schema/cart-product-sessions';
import { cartProducts } from '@app/db/schema/cart-products';
import { carts } from '@app/db/schema/carts';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { faceToFaces } from '@app/db/schema/face-to-faces';
import { platforms } from '@app/db/schema/platforms';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { users } from '@app/db/schema/users';
import type { CartFunction, CartFunding } from '@app/domain/shop/cart';
import type { Lang } from '@app/domain/platform/locales';

/**
 * Carts built as the cart endpoints leave them (tests and the fault bench): products with their function and
 * funding, and for live trainings a held seat in a session of each part (counted in the session's participants).
 */
export interface CartItem {
  offerId: number;
  functionName?: CartFunction;
  funding?: CartFunding;
  sessions?: { faceToFaceId: number; sessionId: number }[];
}

export async function platformIdOf(db: Db, codeName: string): Promise<number> {
  return (await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.codeName, codeName)))[0].id;
}

export async function userIdOf(db: Db, email: string): Promise<number> {
  return (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
}

/** Paid self-paced offers of a platform (type `formation`, price above zero), in id order. */
export async function selfPacedOffers(db: Db, platformId: number) {
  return db
    .select({ offerId: trainingOffers.id, trainingId: trainings.id, priceHtCents: trainingOffers.priceHtCents, fundings: trainingOffers.fundings, vatRateBp: trainingOffers.vatRateBp })
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(
      and(
        eq(trainingOffers.platformId, platformId),
        eq(trainings.type, 'formation'),
        gt(trainingOffers.priceHtCents, 0),
        sql`not exists (select 1 from face_to_faces f where f.training_id = ${trainings.id})`,
      ),
    )
    .orderBy(asc(trainingOffers.id));
}

/** An offer of a platform whose training has exactly one face-to-face part with a future session with free seats. */
export async function liveOffer(db: Db, platformId: number) {
  const rows = await db
    .select({ offerId: trainingOffers.id, trainingId: trainings.id, faceToFaceId: faceToFaces.id, sessionId: faceToFaceSessions.id })
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .innerJoin(faceToFaces, eq(faceToFaces.trainingId, trainings.id))
    .innerJoin(faceToFaceSessions, eq(faceToFaceSessions.faceToFaceId, faceToFaces.id))
    .where(
      and(
        eq(trainingOffers.platformId, platformId),
        gt(trainingOffers.priceHtCents, 0),
        sql`${faceToFaceSessions.startDate} > current_date + 7`,
        sql`${faceToFaceSessions.currentParticipants} + 3 <= ${faceToFaceSessions.maxParticipants}`,
        sql`(select count(*) from face_to_faces f where f.training_id = ${trainings.id}) = 1`,
      ),
    )
    .orderBy(asc(trainingOffers.id), asc(faceToFaceSessions.id))
    .limit(1);
  return rows[0];
}

/** Replaces the user's open cart on the platform by a new one with these products (seats held for 30 minutes). */
export async function makeCart(db: Db, who: { userId: number; platformId: number; lang: Lang }, items: CartItem[], discountCodeId: number | null = null): Promise<string> {
  return db.transaction(async (tx) => {
    await tx
      .update(carts)
      .set({ status: 'abandoned' })
      .where(and(eq(carts.userId, who.userId), eq(carts.platformId, who.platformId), eq(carts.status, 'open')));
    const [cart] = await tx.insert(carts).values({ platformId: who.platformId, lang: who.lang, userId: who.userId, discountCodeId }).returning({ id: carts.id });
    for (const item of items) {
      const [product] = await tx
        .insert(cartProducts)
        .values({ cartId: cart.id, offerId: item.offerId, functionName: item.functionName ?? 'Pharmacien', funding: item.funding ?? 'SELF' })
        .returning({ id: cartProducts.id });
      for (const s of item.sessions ?? []) {
        await tx.update(faceToFaceSessions).set({ currentParticipants: sql`${faceToFaceSessions.currentParticipants} + 1` }).where(eq(faceToFaceSessions.id, s.sessionId));
        await tx.insert(cartProductSessions).values({ cartProductId: product.id, faceToFaceId: s.faceToFaceId, sessionId: s.sessionId, heldUntil: new Date(Date.now() + 30 * 60_000) });
      }
    }
    return cart.id;
  });
}
