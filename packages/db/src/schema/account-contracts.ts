import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Lang } from '@app/domain/platform/locales';
import { accounts } from './accounts.ts';
import { bytea } from './columns.ts';
import { users } from './users.ts';

/**
 * A pharmacy's contract (issue 15 part 3, spec §7 getContract): the product of the contract ladder it subscribes to,
 * over a period of local days, at a price frozen in integer cents. A contract is drafted, then signed (its evidence
 * in `contract_signatures`), then paid (an order of kind contract). Moving to the next product replaces an unsigned
 * contract in place, and a signed one by a new draft that names it (`replaces_contract_id`).
 */
export const accountContracts = pgTable(
  'account_contracts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    /** The code of a product of the domain's contract ladder (`packages/domain/src/pharmacy/contract-products.ts`). */
    product: text('product').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    priceHtCents: integer('price_ht_cents').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    lang: text('lang').$type<Lang>().notNull(),
    replacesContractId: bigint('replaces_contract_id', { mode: 'number' }).references((): AnyPgColumn => accountContracts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Set when a newer contract (the next product) took its place. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    index('account_contracts_account_idx').on(t.accountId, t.createdAt),
    check('account_contracts_period_ck', sql`${t.periodEnd} >= ${t.periodStart}`),
    check('account_contracts_price_ck', sql`${t.priceHtCents} >= 0`),
  ],
);

/**
 * The evidence of a simple electronic signature (eIDAS art. 25): who signed (identity as known when signing), when,
 * from where, the SHA-256 of the exact document shown and the consent text they accepted, and the signed PDF that
 * embeds all of it, sealed (its own SHA-256 kept, so any change to the file is detectable). One per contract.
 */
export const contractSignatures = pgTable('contract_signatures', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  contractId: bigint('contract_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => accountContracts.id),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  signerName: text('signer_name').notNull(),
  signerEmail: text('signer_email').notNull(),
  signerRole: text('signer_role').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  ip: text('ip').notNull(),
  userAgent: text('user_agent'),
  documentSha256: text('document_sha256').notNull(),
  consentText: text('consent_text').notNull(),
  lang: text('lang').$type<Lang>().notNull(),
  signedPdf: bytea('signed_pdf').notNull(),
  signedPdfSha256: text('signed_pdf_sha256').notNull(),
});

export type AccountContract = typeof accountContracts.$inferSelect;
export type ContractSignature = typeof contractSignatures.$inferSelect;
