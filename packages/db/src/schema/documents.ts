import type { Lang } from '@app/domain/platform/locales';
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { platforms } from './platforms.ts';

/**
 * A document served at /docs/:path (a tree of any depth): `path` is its full path, segments joined by '/'
 * (e.g. `guides/officine/stocks`); its children are the documents whose path extends it by one segment.
 */
export const documents = pgTable(
  'documents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
    lang: text('lang').$type<Lang>().notNull(),
    path: text('path').notNull(),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    order: integer('order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('documents_platform_lang_path_uq').on(t.platformId, t.lang, t.path),
    check('documents_lang_ck', sql`${t.lang} in ('fr', 'es')`),
    check('documents_path_ck', sql`${t.path} ~ '^[a-z0-9-]+(/[a-z0-9-]+)*$'`),
  ],
);

export type Document = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;
