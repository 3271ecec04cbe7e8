import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { trainings } from './trainings.ts';

/**
 * Ratings and reviews of a training (spec §3 Training ratings, reviews). A training is per language, so its reviews
 * are in that language. The offer's `rating` stays the published average (it may count ratings without a review).
 */
export const trainingReviews = pgTable(
  'training_reviews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    trainingId: bigint('training_id', { mode: 'number' })
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    /** As displayed ("Camille M."); no link to a user so a review survives the account. */
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('training_reviews_training_id_idx').on(t.trainingId, t.createdAt.desc()),
    check('training_reviews_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);

export type TrainingReview = typeof trainingReviews.$inferSelect;
export type NewTrainingReview = typeof trainingReviews.$inferInsert;
