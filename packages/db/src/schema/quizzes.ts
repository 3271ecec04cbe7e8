import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { EvaluationQuestion } from '@app/domain/learning/quiz-evaluation';
import { enrolments } from './enrolments.ts';
import { platforms } from './platforms.ts';
import { users } from './users.ts';

/**
 * An evaluation quiz (poll) put to a user (spec §3 Quiz: id, hidden, source). It is hidden once answered; the
 * current quiz is the first not hidden (spec §4).
 */
export const quizzes = pgTable(
  'quizzes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id),
    hidden: boolean('hidden').notNull().default(false),
    source: text('source'),
    /** The enrolment whose completion put the quiz (null for a quiz put otherwise, e.g. by the back-office). */
    enrolmentId: bigint('enrolment_id', { mode: 'number' }).references(() => enrolments.id, { onDelete: 'cascade' }),
    /** The questions as put to the learner (a copy: editing the training later does not change an answered quiz). */
    questions: jsonb('questions').$type<EvaluationQuestion[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quizzes_user_idx').on(t.userId, t.id)],
);

/** A user's answers to a quiz (spec §3 Quiz tracking: id, quizId, answers, startDate, score, notAnswered). */
export const quizTrackings = pgTable(
  'quiz_trackings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    quizId: bigint('quiz_id', { mode: 'number' })
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<unknown[]>().notNull().default([]),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    score: integer('score'),
    notAnswered: boolean('not_answered').notNull().default(false),
  },
  (t) => [index('quiz_trackings_user_idx').on(t.userId, t.quizId)],
);

/**
 * A learner's feedback after an evaluation quiz: a rating (1–5) and a comment on the whole quiz (question null) or on
 * one question (its id). The back-office's quiz-feedback table reads it.
 */
export const quizFeedbacks = pgTable(
  'quiz_feedbacks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    quizTrackingId: bigint('quiz_tracking_id', { mode: 'number' })
      .notNull()
      .references(() => quizTrackings.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id),
    questionId: text('question_id'),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quiz_feedbacks_platform_idx').on(t.platformId, t.createdAt)],
);

export type Quiz = typeof quizzes.$inferSelect;
export type QuizTracking = typeof quizTrackings.$inferSelect;
