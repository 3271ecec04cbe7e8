import type { Lang } from '@app/domain/platform/locales';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { platforms } from './platforms.ts';

/** A billboard of the home page (spec §3 Billboards: order, visibility), per platform and language. */
export const billboards = pgTable(
  'billboards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
    lang: text('lang').$type<Lang>().notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    illustration: text('illustration'),
    order: integer('order').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('billboards_platform_lang_idx').on(t.platformId, t.lang, t.order),
    check('billboards_lang_ck', sql`${t.lang} in ('fr', 'es')`),
  ],
);

export type Billboard = typeof billboards.$inferSelect;
export type NewBillboard = typeof billboards.$inferInsert;
