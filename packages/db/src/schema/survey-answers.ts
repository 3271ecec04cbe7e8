import type { Lang } from '@app/domain/platform/locales';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { platforms } from './platforms.ts';
import { users } from './users.ts';

export type SurveyKind = 'offer' | 'custom-training';

/** An answer to the offer survey (/offre) or the custom-training request (/formulaire/formulaire-sur-mesure). */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id),
    kind: text('kind').$type<SurveyKind>().notNull(),
    /** Shown to the person and quoted in the acknowledgement, e.g. `OFF-7KQ2M9XA`. */
    reference: text('reference').notNull().unique(),
    lang: text('lang').$type<Lang>().notNull(),
    email: text('email').notNull(),
    /** The validated fields; free-text fields stored as sanitised rich text. */
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('survey_answers_platform_kind_idx').on(t.platformId, t.kind, t.createdAt),
    check('survey_answers_kind_ck', sql`${t.kind} in ('offer', 'custom-training')`),
  ],
);

export type SurveyAnswer = typeof surveyAnswers.$inferSelect;
export type NewSurveyAnswer = typeof surveyAnswers.$inferInsert;
