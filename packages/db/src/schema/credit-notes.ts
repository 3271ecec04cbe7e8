import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { invoices } from './invoices.ts';
import { platforms } from './platforms.ts';
import { users } from './users.ts';

/**
 * A credit note (avoir, factura rectificativa; issue 17 part 5) cancelling a paid invoice in full: issued once by the
 * back-office with its reason, numbered in the platform's own credit-note series (`invoice_sequences`, series
 * `creditNote`), its amounts the invoice's negated (read from the order's frozen lines), never changed.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id),
    /** The invoice it cancels: at most one credit note each. */
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => invoices.id),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    reason: text('reason').notNull(),
    issuedBy: bigint('issued_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Random id of the buyer's download link (not guessable). */
    downloadToken: text('download_token').notNull().unique().default(sql`gen_random_uuid()::text`),
  },
  (t) => [unique('credit_notes_platform_year_sequence_uq').on(t.platformId, t.year, t.sequence)],
);

export type CreditNote = typeof creditNotes.$inferSelect;
