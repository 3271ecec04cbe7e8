import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { feedbackTokens } from './feedback-tokens.ts';

/** The answer given with a feedback token (one per token): a rating 1..5 and an optional comment (sanitised). */
export const feedbackAnswers = pgTable(
  'feedback_answers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenId: bigint('token_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => feedbackTokens.id),
    rating: integer('rating').notNull(),
    commentHtml: text('comment_html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('feedback_answers_rating_ck', sql`${t.rating} between 1 and 5`)],
);

export type FeedbackAnswer = typeof feedbackAnswers.$inferSelect;
