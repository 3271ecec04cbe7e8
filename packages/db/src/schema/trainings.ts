import type { Lang } from '@app/domain/locales';
import type { TrainingType } from '@app/domain/training-types';
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Spec §1 training types (type-only import: drizzle-kit never loads the domain package at generate time). */
export type TrainingTypeCode = TrainingType;
export type TrainingLang = Lang;

/**
 * The training record (spec §3 "Training (detailed record)"): what is taught, in one language.
 * How it is sold on a platform (slug, price, fundings, published flag) lives in training_offers.
 */
export const trainings = pgTable(
  'trainings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    lang: text('lang').$type<TrainingLang>().notNull(),
    type: text('type').$type<TrainingTypeCode>().notNull(),
    isVirtual: boolean('is_virtual').notNull().default(false),
    name: text('name').notNull(),
    shortName: text('short_name'),
    description: text('description').notNull().default(''),
    totalDurationMinutes: integer('total_duration_minutes').notNull().default(0),
    elearningMinutes: integer('elearning_minutes'),
    faceToFaceMinutes: integer('face_to_face_minutes'),
    points: integer('points').notNull().default(0),
    credits: integer('credits'),
    isDpcProgram: boolean('is_dpc_program').notNull().default(false),
    courseIdDpc: text('course_id_dpc'),
    providerName: text('provider_name').notNull(),
    /** CatalogCourse.logo_small_provider. */
    logoSmallProvider: text('logo_small_provider'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trainings_lang_type_idx').on(t.lang, t.type)],
);

export type Training = typeof trainings.$inferSelect;
export type NewTraining = typeof trainings.$inferInsert;
