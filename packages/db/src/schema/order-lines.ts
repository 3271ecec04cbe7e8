import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { TrainingType } from '@app/domain/catalogue/training-types';
import type { CartFunction, CartFunding } from '@app/domain/shop/cart';
import { enrolments } from './enrolments.ts';
import { orders } from './orders.ts';
import { trainingOffers } from './training-offers.ts';
import { trainings } from './trainings.ts';

/** A session chosen for a face-to-face part of a product, as ordered. */
export interface OrderedSession {
  faceToFaceId: number;
  sessionId: number;
}

/**
 * A product of an order, as sold: its name, type, function, funding, sessions, VAT rate and amounts are copied at the
 * time of sale and never change (an invoice prints them). `enrolment_id` is set when the payment is confirmed.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The training sold; null on a contract's line (kind contract). */
    offerId: bigint('offer_id', { mode: 'number' }).references(() => trainingOffers.id),
    trainingId: bigint('training_id', { mode: 'number' }).references(() => trainings.id),
    name: text('name').notNull(),
    /** Null on a contract's line, like the offer. */
    trainingType: text('training_type').$type<TrainingType>(),
    functionName: text('function_name').$type<CartFunction>(),
    funding: text('funding').$type<CartFunding>().notNull(),
    sessions: jsonb('sessions').$type<OrderedSession[]>().notNull().default([]),
    /** The price the buyer pays for one, excluding VAT, after funding. */
    unitPriceHtCents: integer('unit_price_ht_cents').notNull(),
    quantity: integer('quantity').notNull().default(1),
    vatRateBp: integer('vat_rate_bp').notNull(),
    discountCents: integer('discount_cents').notNull(),
    totalHtCents: integer('total_ht_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalWithVatCents: integer('total_with_vat_cents').notNull(),
    enrolmentId: bigint('enrolment_id', { mode: 'number' }).references(() => enrolments.id),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export type OrderLine = typeof orderLines.$inferSelect;
export type NewOrderLine = typeof orderLines.$inferInsert;
