import { bigint, index, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { discountCodes } from './discount-codes.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/** A use of a discount code by a settled order (paid, or awaiting its cheque): the per-user limit counts these. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    codeId: bigint('code_id', { mode: 'number' })
      .notNull()
      .references(() => discountCodes.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('discount_redemptions_code_user_idx').on(t.codeId, t.userId)],
);

export type DiscountRedemption = typeof discountRedemptions.$inferSelect;
