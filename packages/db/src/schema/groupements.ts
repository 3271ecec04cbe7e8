import type { Lang } from '@app/domain/platform/locales';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { platforms } from './platforms.ts';

/** A pharmacy group (groupement) partnering with a platform, listed at /groupements, per language. */
export const groupements = pgTable(
  'groupements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
    lang: text('lang').$type<Lang>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    logo: text('logo'),
    url: text('url'),
    order: integer('order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('groupements_platform_lang_idx').on(t.platformId, t.lang, t.order),
    check('groupements_lang_ck', sql`${t.lang} in ('fr', 'es')`),
  ],
);

export type Groupement = typeof groupements.$inferSelect;
export type NewGroupement = typeof groupements.$inferInsert;
