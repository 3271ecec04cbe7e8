import { bigint, boolean, index, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * Every server-to-server payment notification received (issue 14 part 4), kept as evidence, valid or not. A
 * transaction is acted on once: the unique (provider, transaction) makes a replayed notification a no-op.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    /** The provider's transaction id; null when the notification could not be read (bad signature, malformed). */
    transactionId: text('transaction_id'),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    /** The provider's status of the transaction (e.g. PAID, UNPAID). */
    status: text('status'),
    signatureValid: boolean('signature_valid').notNull(),
    /** What was done: confirmed, ignored (replay), refused (reason). */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('payment_notifications_transaction_uq').on(t.provider, t.transactionId), index('payment_notifications_order_idx').on(t.orderId)],
);

export type PaymentNotification = typeof paymentNotifications.$inferSelect;
