import type { Lang } from '@app/domain/platform/locales';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { platforms } from './platforms.ts';

/** `general` is the FAQ page (/faq); `bonificacion` the Spanish funding FAQ (/bonificacion). */
export type FaqKind = 'general' | 'bonificacion';

/** A FAQ section of a platform in one language (spec §3 FAQ sections: id, order, visibility). */
export const faqSections = pgTable(
  'faq_sections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
    lang: text('lang').$type<Lang>().notNull(),
    kind: text('kind').$type<FaqKind>().notNull().default('general'),
    title: text('title').notNull(),
    order: integer('order').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('faq_sections_platform_lang_kind_idx').on(t.platformId, t.lang, t.kind, t.order),
    check('faq_sections_lang_ck', sql`${t.lang} in ('fr', 'es')`),
    check('faq_sections_kind_ck', sql`${t.kind} in ('general', 'bonificacion')`),
  ],
);

export type FaqSection = typeof faqSections.$inferSelect;
export type NewFaqSection = typeof faqSections.$inferInsert;
