import { bigint, boolean, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TrainingLang, TrainingTypeCode } from './trainings.ts';
import { trainingOffers } from './training-offers.ts';

/**
 * One row per offer a visitor may see (published, training offerable), with the columns the catalogue filters,
 * counts and sorts on: a new filter set's facets are one narrow scan, without joining the trainings. Written only
 * by the triggers of migration 0009_catalogue_facets, on every change of an offer or a training.
 */
export const catalogEntries = pgTable(
  'catalog_entries',
  {
    offerId: bigint('offer_id', { mode: 'number' })
      .primaryKey()
      .references(() => trainingOffers.id, { onDelete: 'cascade' }),
    trainingId: bigint('training_id', { mode: 'number' }).notNull(),
    platformId: bigint('platform_id', { mode: 'number' }).notNull(),
    lang: text('lang').$type<TrainingLang>().notNull(),
    type: text('type').$type<TrainingTypeCode>().notNull(),
    availableFunctions: text('available_functions').array().notNull(),
    fundings: text('fundings').array().notNull(),
    /** training_offers.tags as an array: cheaper to group by than jsonb. */
    tags: text('tags').array().notNull(),
    totalDurationMinutes: integer('total_duration_minutes').notNull(),
    /** No price, or a training free everywhere. */
    free: boolean('free').notNull(),
    priceHtCents: integer('price_ht_cents').notNull(),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** lower(trainings.name): the name sort. */
    nameKey: text('name_key').notNull(),
  },
  (t) => [
    // The facets read every row of a platform and language; a page walks one of the sorts and stops after its rows,
    // checking the filters on the index alone (migration 0034 adds the filtered columns as INCLUDE columns).
    index('catalog_entries_scope_idx').on(t.platformId, t.lang),
    index('catalog_entries_newest_idx').on(t.platformId, t.lang, t.publishedAt.desc().nullsLast(), t.offerId.desc().nullsFirst()),
    index('catalog_entries_name_idx').on(t.platformId, t.lang, t.nameKey, t.offerId),
    index('catalog_entries_price_idx').on(t.platformId, t.lang, t.priceHtCents, t.offerId),
    index('catalog_entries_rating_idx').on(t.platformId, t.lang, t.rating.desc().nullsLast(), t.offerId.desc().nullsFirst()),
    index('catalog_entries_training_id_idx').on(t.trainingId),
  ],
);

export type CatalogEntry = typeof catalogEntries.$inferSelect;
