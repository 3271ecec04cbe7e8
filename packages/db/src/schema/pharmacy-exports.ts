import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { bytea } from './columns.ts';
import { users } from './users.ts';

export type PharmacyExportStatus = 'queued' | 'running' | 'done' | 'failed';
export type PharmacyExportFormat = 'xlsx' | 'csv';

/**
 * A team history export (issue 15 part 6, spec §7 history/export): asked by an owner or referent, built by a job of
 * the queue with its progress (learners done of the total) so that a big team's export never holds a request, then
 * downloaded by whoever asked. Kept a week (EXPORT_KEEP_DAYS): a nightly job of the queue deletes older ones.
 */
export const pharmacyExports = pgTable(
  'pharmacy_exports',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    format: text('format').$type<PharmacyExportFormat>().notNull(),
    /** The filters asked (year, learners…), as sent. */
    filters: text('filters').notNull().default('{}'),
    status: text('status').$type<PharmacyExportStatus>().notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    fileName: text('file_name'),
    file: bytea('file'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('pharmacy_exports_account_idx').on(t.accountId, t.createdAt), check('pharmacy_exports_progress_ck', sql`${t.done} >= 0 and ${t.done} <= ${t.total} or ${t.total} = 0`)],
);

export type PharmacyExport = typeof pharmacyExports.$inferSelect;
