import { bigint, index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { trainingPlanActivities } from './training-plan-activities.ts';
import { users } from './users.ts';

/** The learners a plan activity is assigned to (spec §3 "users keyed by user with activity lists"). */
export const trainingPlanActivityUsers = pgTable(
  'training_plan_activity_users',
  {
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => trainingPlanActivities.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.userId] }), index('training_plan_activity_users_user_idx').on(t.userId)],
);

export type TrainingPlanActivityUser = typeof trainingPlanActivityUsers.$inferSelect;
