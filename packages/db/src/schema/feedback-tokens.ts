import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { platforms } from './platforms.ts';
import { trainings } from './trainings.ts';
import { users } from './users.ts';

/**
 * A feedback link sent by e-mail after a training (/feedback/:token): the sha256 hex of the raw token is stored;
 * it works once (used_at) until expires_at.
 */
export const feedbackTokens = pgTable(
  'feedback_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    trainingId: bigint('training_id', { mode: 'number' })
      .notNull()
      .references(() => trainings.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_tokens_training_idx').on(t.trainingId)],
);

export type FeedbackToken = typeof feedbackTokens.$inferSelect;
export type NewFeedbackToken = typeof feedbackTokens.$inferInsert;
