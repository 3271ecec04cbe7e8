import { bigint, index, pgTable, timestamp, unique } from 'drizzle-orm/pg-core';
import { trainingOffers } from './training-offers.ts';
import { users } from './users.ts';

/**
 * A training a user keeps for later (spec §7 "User" bookmarks; issue 13 part 7). The training is the offer a
 * catalogue card shows (its `id`, the course id enrolment uses too), so a bookmark belongs to one platform and
 * language like the card it was made on. Once per user and offer.
 */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => trainingOffers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('bookmarks_user_offer_unique').on(t.userId, t.offerId), index('bookmarks_offer_idx').on(t.offerId)],
);

export type Bookmark = typeof bookmarks.$inferSelect;
