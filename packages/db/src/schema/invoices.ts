import { sql } from 'drizzle-orm';
import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { Lang } from '@app/domain/platform/locales';
import type { InvoiceSeries } from '@app/domain/shop/cart';
import type { VatCountry } from '@app/domain/shop/prices';
import { orders } from './orders.ts';
import { platforms } from './platforms.ts';

/** Who sold and who bought, as printed on the invoice when it was issued. */
export interface InvoiceParty {
  name: string;
  lines: string[];
  /** SIRET / NIF / VAT number, when there is one. */
  taxId?: string | null;
  email?: string | null;
  /** The seller's intra-EU VAT number and training declaration (NDA), as printed. */
  vatNumber?: string | null;
  trainingDeclaration?: string | null;
}

/**
 * An invoice (issue 14 part 6), issued once when its order is paid, in the buyer's language, and never changed.
 * Numbers have no gap per platform and year: `invoice_sequences` gives the next one in the transaction that issues it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => orders.id),
    country: text('country').$type<VatCountry>().notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    lang: text('lang').$type<Lang>().notNull(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Random id of the download link (not guessable). */
    downloadToken: text('download_token').notNull().unique().default(sql`gen_random_uuid()::text`),
  },
  (t) => [unique('invoices_platform_year_sequence_uq').on(t.platformId, t.year, t.sequence)],
);

/**
 * The last number given per platform, series (invoices, credit notes) and year, locked by the transaction that issues
 * the next.
 */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id),
    series: text('series').$type<InvoiceSeries>().notNull().default('invoice'),
    year: integer('year').notNull(),
    lastSequence: integer('last_sequence').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.series, t.year] })],
);

export type Invoice = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
