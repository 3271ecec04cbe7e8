import type { Lang } from '@app/domain/platform/locales';
import { sql } from 'drizzle-orm';
import { bigint, check, date, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { platforms } from './platforms.ts';

/** Display options of a custom page (spec §3 "plus options": shape not shown; decision). */
export interface CustomPageOptions {
  /** Hide the default layout's header and footer. */
  noLayout?: boolean;
  /** Hero banner image above the title. */
  banner?: string | null;
  /** A call to action under the body. */
  cta?: { label: string; href: string } | null;
  /** Ask robots not to index the page. */
  noIndex?: boolean;
}

/**
 * A custom page at /pages/:slug (spec §3 Custom page): visible only between start_date and end_date (Paris days,
 * inclusive; null = open on that side).
 */
export const customPages = pgTable(
  'custom_pages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
    lang: text('lang').$type<Lang>().notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    startDate: date('start_date'),
    endDate: date('end_date'),
    options: jsonb('options').$type<CustomPageOptions>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('custom_pages_platform_lang_slug_uq').on(t.platformId, t.lang, t.slug),
    check('custom_pages_lang_ck', sql`${t.lang} in ('fr', 'es')`),
    check('custom_pages_window_ck', sql`${t.startDate} is null or ${t.endDate} is null or ${t.startDate} <= ${t.endDate}`),
  ],
);

export type CustomPage = typeof customPages.$inferSelect;
export type NewCustomPage = typeof customPages.$inferInsert;
