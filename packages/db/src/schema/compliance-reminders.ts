import { bigint, date, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The reminders sent before a continuing-education period ends (issue 19 part 3): one row per learner, obligation
 * (rule set code), period (its last day) and milestone (days before it). The row is written before the e-mail and the
 * notification, and its unique key makes each milestone sent at most once, whatever the job queue keeps.
 */
export const complianceReminders = pgTable(
  'compliance_reminders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    milestone: integer('milestone').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('compliance_reminders_once_uq').on(t.userId, t.code, t.periodEnd, t.milestone)],
);
