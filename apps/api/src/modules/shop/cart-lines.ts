import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { cartProductSessions } from '@app/db/schema/cart-product-sessions';
import { cartProducts } from '@app/db/schema/cart-products';
import type { DiscountCode } from '@app/db/schema/discount-codes';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { faceToFaces } from '@app/db/schema/face-to-faces';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { discountApplies, fundedUnitPriceCents, type CartFunction, type CartFunding } from '@app/domain/shop/cart';
import { priceLines, type CartTotals, type DiscountValue } from '@app/domain/shop/prices';
import type { Tx } from '../learning/tracking-chain.ts';

/** A face-to-face part of a live training: a session must be chosen for it. */
export interface SessionPart {
  faceToFaceId: number;
  name: string;
  virtualClass: boolean;
}

export interface ChosenSession {
  faceToFaceId: number;
  sessionId: number;
  name: string;
  city: string | null;
  startDate: string;
  startTime: string;
  heldUntil: Date | null;
}

/** A cart product with everything its view, its price and its order read. */
export interface CartLine {
  productCartId: number;
  offerId: number;
  trainingId: number;
  name: string;
  slug: string;
  illustration: string | null;
  trainingType: (typeof trainings.$inferSelect)['type'];
  credits: number | null;
  availableFunctions: string[];
  offerFundings: string[];
  catalogPriceHtCents: number;
  vatRateBp: number;
  functionName: CartFunction | null;
  funding: CartFunding | null;
  sessionParts: SessionPart[];
  sessions: ChosenSession[];
}

/** The products of a cart, in the order they were added (in the caller's transaction when given). */
export async function loadCartLines(db: Db | Tx, cartId: string): Promise<CartLine[]> {
  const products = await db
    .select({
      productCartId: cartProducts.id,
      offerId: trainingOffers.id,
      trainingId: trainings.id,
      name: trainings.name,
      slug: trainingOffers.slug,
      illustration: trainingOffers.illustration,
      trainingType: trainings.type,
      credits: trainings.credits,
      availableFunctions: trainings.availableFunctions,
      offerFundings: trainingOffers.fundings,
      catalogPriceHtCents: trainingOffers.priceHtCents,
      vatRateBp: trainingOffers.vatRateBp,
      functionName: cartProducts.functionName,
      funding: cartProducts.funding,
    })
    .from(cartProducts)
    .innerJoin(trainingOffers, eq(trainingOffers.id, cartProducts.offerId))
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(eq(cartProducts.cartId, cartId))
    .orderBy(asc(cartProducts.addedAt), asc(cartProducts.id));
  if (products.length === 0) return [];
  const trainingIds = [...new Set(products.map((p) => p.trainingId))];
  const [parts, chosen] = await Promise.all([
    db
      .select({ trainingId: faceToFaces.trainingId, faceToFaceId: faceToFaces.id, name: faceToFaces.name, virtualClass: faceToFaces.virtualClass })
      .from(faceToFaces)
      .where(inArray(faceToFaces.trainingId, trainingIds))
      .orderBy(asc(faceToFaces.id)),
    db
      .select({
        productCartId: cartProductSessions.cartProductId,
        faceToFaceId: cartProductSessions.faceToFaceId,
        sessionId: faceToFaceSessions.id,
        name: faceToFaceSessions.name,
        city: faceToFaceSessions.city,
        startDate: faceToFaceSessions.startDate,
        startTime: faceToFaceSessions.startTime,
        heldUntil: cartProductSessions.heldUntil,
      })
      .from(cartProductSessions)
      .innerJoin(faceToFaceSessions, eq(faceToFaceSessions.id, cartProductSessions.sessionId))
      .where(
        and(
          inArray(
            cartProductSessions.cartProductId,
            products.map((p) => p.productCartId),
          ),
        ),
      )
      .orderBy(asc(cartProductSessions.faceToFaceId)),
  ]);
  return products.map((p) => ({
    ...p,
    sessionParts: parts.filter((part) => part.trainingId === p.trainingId).map(({ trainingId: _t, ...part }) => part),
    sessions: chosen
      .filter((s) => s.productCartId === p.productCartId)
      .map(({ productCartId: _p, ...s }) => ({ ...s, startTime: s.startTime.slice(0, 5) })),
  }));
}

/** A product may be paid for: function and funding chosen, and a held seat in a session of every part. */
export function lineReady(line: CartLine, now: Date): boolean {
  if (!line.functionName || !line.funding) return false;
  return line.sessionParts.every((part) => line.sessions.some((s) => s.faceToFaceId === part.faceToFaceId && s.heldUntil !== null && s.heldUntil > now));
}

/** A discount code's value as the price rule reads it. */
export function discountValue(code: Pick<DiscountCode, 'kind' | 'valueBp' | 'valueCents'>): DiscountValue {
  return code.kind === 'percent' ? { kind: 'percent', valueBp: code.valueBp ?? 0 } : { kind: 'amount', valueCents: code.valueCents ?? 0 };
}

/** The cart's totals (the domain's one price function): each product at its funded price, the code on its scope. */
export function priceCart(lines: readonly CartLine[], code: Pick<DiscountCode, 'kind' | 'valueBp' | 'valueCents' | 'offerIds' | 'trainingTypes'> | null): CartTotals<number> {
  return priceLines(
    lines.map((l) => ({
      id: l.productCartId,
      unitPriceHtCents: fundedUnitPriceCents(l.catalogPriceHtCents, l.funding),
      quantity: 1,
      vatRateBp: l.vatRateBp,
      discountable: code !== null && discountApplies(code, { offerId: l.offerId, trainingType: l.trainingType }),
    })),
    code ? discountValue(code) : null,
  );
}
