import { bigint, check, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { orders } from './orders.ts';
import { platforms } from './platforms.ts';
import { users } from './users.ts';

/**
 * A cheque received for an order awaiting it (issue 17 part 5), recorded by the back-office: recording it confirms the
 * order (paid, invoiced, enrolled) in the same transaction. One per order: the unique order makes a second recording
 * impossible, whatever runs concurrently.
 */
export const chequePayments = pgTable(
  'cheque_payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => orders.id),
    amountCents: integer('amount_cents').notNull(),
    /** The number printed on the cheque. */
    chequeNumber: text('cheque_number').notNull(),
    /** The bank that issued it, as written on it. */
    bank: text('bank').notNull(),
    /** The local day (Europe/Paris) the cheque arrived. */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    /** Who recorded it (null once their account is gone). */
    recordedBy: bigint('recorded_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('cheque_payments_amount_ck', sql`${t.amountCents} > 0`)],
);

export type ChequePayment = typeof chequePayments.$inferSelect;
