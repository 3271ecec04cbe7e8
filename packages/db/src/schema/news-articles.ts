import type { Lang } from '@app/domain/platform/locales';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { platforms } from './platforms.ts';

/** A news article of a platform in one language; shown once published_at is past (null = draft). */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
    lang: text('lang').$type<Lang>().notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    bodyHtml: text('body_html').notNull(),
    illustration: text('illustration'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('news_articles_platform_lang_slug_uq').on(t.platformId, t.lang, t.slug),
    index('news_articles_platform_lang_published_idx').on(t.platformId, t.lang, t.publishedAt),
    check('news_articles_lang_ck', sql`${t.lang} in ('fr', 'es')`),
  ],
);

export type NewsArticle = typeof newsArticles.$inferSelect;
export type NewNewsArticle = typeof newsArticles.$inferInsert;
