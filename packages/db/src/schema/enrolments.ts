import { bigint, index, integer, numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { platforms } from './platforms.ts';
import { trainingOffers } from './training-offers.ts';
import { trainings } from './trainings.ts';
import { users } from './users.ts';

export type EnrolmentStatus = 'active' | 'completed' | 'unsubscribed';

/**
 * A learner's enrolment in a training on a platform (the spec's "suivi", the `courseTrackingId` of /learn/:id and the
 * "Training in user list" of §3). One row per learner and training: enrolling again re-activates it, so the tracking
 * chain and earned points stay on one row. Scores are out of 10 (spec §3 points rule, docs/decisions.md).
 */
export const enrolments = pgTable(
  'enrolments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account (contract) the learner enrolled under; null for an account-less enrolment. */
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id),
    trainingId: bigint('training_id', { mode: 'number' })
      .notNull()
      .references(() => trainings.id),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => trainingOffers.id),
    status: text('status').$type<EnrolmentStatus>().notNull().default('active'),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    initialScore: numeric('initial_score', { precision: 4, scale: 2, mode: 'number' }),
    finalScore: numeric('final_score', { precision: 4, scale: 2, mode: 'number' }),
    /** Points earned, fixed on completion (spec §3 rule). */
    points: integer('points'),
    /** Sum of the credited seconds of its tracking events (derived, kept for lists). */
    secondsSpent: integer('seconds_spent').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('enrolments_user_training_platform_uq').on(t.userId, t.trainingId, t.platformId),
    index('enrolments_user_status_idx').on(t.userId, t.status),
  ],
);

export type Enrolment = typeof enrolments.$inferSelect;
export type NewEnrolment = typeof enrolments.$inferInsert;
