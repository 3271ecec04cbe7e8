import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { platforms } from './platforms.ts';
import { trainingOffers } from './training-offers.ts';
import { users } from './users.ts';

/**
 * A learner's question to the trainers and advisors of a training, asked from its page, and its answer once given
 * (spec §7 `getQuestionsAnswers`; answering is the back-office's). Not shown in the spec: docs/decisions.md.
 */
export const trainingQuestions = pgTable(
  'training_questions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id),
    /** The course (the training as this platform offers it) whose page the question was asked from. */
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => trainingOffers.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: bigint('answered_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('training_questions_user_idx').on(t.userId, t.askedAt)],
);

export type TrainingQuestion = typeof trainingQuestions.$inferSelect;
