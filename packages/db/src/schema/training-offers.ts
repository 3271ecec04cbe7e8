import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { platforms } from './platforms.ts';
import { trainings } from './trainings.ts';

/**
 * The catalogue Course (spec §3): a training offered on one platform. Its language is the training's lang.
 * Money in integer cents (EUR); VAT rate in basis points (2000 = 20 %).
 */
export const trainingOffers = pgTable(
  'training_offers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    trainingId: bigint('training_id', { mode: 'number' })
      .notNull()
      .references(() => trainings.id),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id),
    slug: text('slug').notNull(),
    priceHtCents: integer('price_ht_cents').notNull().default(0),
    currency: text('currency').notNull().default('EUR'),
    vatRateBp: integer('vat_rate_bp').notNull().default(0),
    fundings: text('fundings').array().notNull().default(sql`'{}'::text[]`),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    illustration: text('illustration'),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('training_offers_platform_slug_uq').on(t.platformId, t.slug),
    index('training_offers_catalogue_idx').on(t.platformId, t.isPublished, t.publishedAt.desc()),
    index('training_offers_training_id_idx').on(t.trainingId),
  ],
);

export type TrainingOffer = typeof trainingOffers.$inferSelect;
export type NewTrainingOffer = typeof trainingOffers.$inferInsert;
