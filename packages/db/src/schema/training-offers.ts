import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { platforms } from './platforms.ts';
import { trainings } from './trainings.ts';

/** A certification of the provider (spec §3 provider_certifications: shape not shown; decision). */
export interface ProviderCertification {
  name: string;
  logo?: string | null;
}

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

    // ── Remaining fields of the spec §3 Course (migration 0003_catalogue); type_to_display is derived ──
    /** Large provider logo (logo_small_provider is on the training). */
    logoProvider: text('logo_provider'),
    providerCertifications: jsonb('provider_certifications').$type<ProviderCertification[]>().notNull().default([]),
    providerId: text('provider_id'),
    /** false → the start button is replaced by the training's cant_start_message. */
    canStart: boolean('can_start').notNull().default(true),
    salesforceId: text('salesforce_id'),
    legalNotice: text('legal_notice'),
    videoUrl: text('video_url'),
    additionalInformation: text('additional_information'),
    /** The course is followed on another platform: the detail page links out to it. */
    externalPlatformUrl: text('external_platform_url'),
    /** Sessions can be organised on demand (minimum learners on the training). */
    sessionsOnDemand: boolean('sessions_on_demand').notNull().default(false),
    /** Spec liveModulehasNoF2f: the course has a live module but no face-to-face session planned. */
    liveModuleHasNoF2f: boolean('live_module_has_no_f2f').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('training_offers_platform_slug_uq').on(t.platformId, t.slug),
    index('training_offers_catalogue_idx').on(t.platformId, t.isPublished, t.publishedAt.desc()),
    index('training_offers_training_id_idx').on(t.trainingId),
    // Catalogue speed (migration 0008), published offers only, read alone by the search's matches (index-only: the
    // migration adds INCLUDE columns, which drizzle-kit cannot declare). The catalogue's pages and facets read
    // catalog_entries (0009).
    index('training_offers_offered_idx').on(t.platformId, t.trainingId).where(sql`${t.isPublished}`),
  ],
);

export type TrainingOffer = typeof trainingOffers.$inferSelect;
export type NewTrainingOffer = typeof trainingOffers.$inferInsert;
