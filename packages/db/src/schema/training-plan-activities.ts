import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { faceToFaceSessions } from './face-to-face-sessions.ts';
import { trainingPlans } from './training-plans.ts';
import { trainings } from './trainings.ts';
import { users } from './users.ts';

/**
 * An activity of a training plan (spec §3 activities; `createActivity`): a training, or one session of a live
 * training, from its start to its finish day (local Europe/Paris days; the call sends them as Paris-zone ISO strings).
 * The learners it is assigned to are in training_plan_activity_users.
 */
export const trainingPlanActivities = pgTable(
  'training_plan_activities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    planId: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => trainingPlans.id, { onDelete: 'cascade' }),
    trainingId: bigint('training_id', { mode: 'number' })
      .notNull()
      .references(() => trainings.id),
    /** The session of the training when the activity is a face-to-face, virtual-class or webinar session. */
    sessionId: bigint('session_id', { mode: 'number' }).references(() => faceToFaceSessions.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    finishDate: date('finish_date', { mode: 'string' }).notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('training_plan_activities_plan_idx').on(t.planId, t.startDate),
    check('training_plan_activities_dates_ck', sql`${t.finishDate} >= ${t.startDate}`),
  ],
);

export type TrainingPlanActivity = typeof trainingPlanActivities.$inferSelect;
export type NewTrainingPlanActivity = typeof trainingPlanActivities.$inferInsert;
