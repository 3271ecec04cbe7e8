import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

/**
 * The budget a French pharmacy's owner has with its OPCO for a year (issue 19 part 4): the OPCO funds its employees'
 * trainings within an amount it grants the company each year, which only the owner knows; the cockpit shows what the
 * year's OPCO files leave of it.
 */
export const opcoBudgets = pgTable(
  'opco_budgets',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    budgetCents: bigint('budget_cents', { mode: 'number' }).notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.year] }), check('opco_budgets_positive', sql`${t.budgetCents} >= 0`)],
);
