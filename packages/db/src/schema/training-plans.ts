import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

/**
 * A training plan of an account (spec §3 "Training plan"; the collective plan a pharmacy's referent draws up with
 * `createTrainingPlan`). Dates are local (Europe/Paris) days. The plan in force is the account's current plan; the
 * earlier ones are its `historyPlans`.
 */
export const trainingPlans = pgTable(
  'training_plans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('training_plans_account_idx').on(t.accountId, t.startDate),
    check('training_plans_dates_ck', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export type TrainingPlan = typeof trainingPlans.$inferSelect;
export type NewTrainingPlan = typeof trainingPlans.$inferInsert;
