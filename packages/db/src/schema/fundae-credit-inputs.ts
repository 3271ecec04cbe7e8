import { sql } from 'drizzle-orm';
import { bigint, check, integer, numeric, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

/**
 * What a Spanish pharmacy's owner gives for its FUNDAE training credit of a year (issue 16 part 5): the previous year's
 * vocational-training contributions and the average workforce. The credit itself is computed by the domain
 * (packages/domain/src/pharmacy/fundae.ts), never stored.
 */
export const fundaeCreditInputs = pgTable(
  'fundae_credit_inputs',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The year of the credit (the contributions are those of the year before). */
    year: integer('year').notNull(),
    contributionsCents: bigint('contributions_cents', { mode: 'number' }).notNull(),
    averageWorkforce: numeric('average_workforce', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.year] }),
    check('fundae_credit_inputs_positive', sql`${t.contributionsCents} >= 0 and ${t.averageWorkforce} >= 0`),
  ],
);

export type FundaeCreditInputs = typeof fundaeCreditInputs.$inferSelect;
