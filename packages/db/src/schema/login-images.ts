import type { Lang } from '@app/domain/platform/locales';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { platforms } from './platforms.ts';

/** The image of the login screen (spec §3 Login image: illustration, bgColor, isFullBg, lang default fr). */
export const loginImages = pgTable(
  'login_images',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
    lang: text('lang').$type<Lang>().notNull().default('fr'),
    illustration: text('illustration').notNull(),
    bgColor: text('bg_color'),
    isFullBg: boolean('is_full_bg').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('login_images_platform_lang_uq').on(t.platformId, t.lang),
    check('login_images_lang_ck', sql`${t.lang} in ('fr', 'es')`),
  ],
);

export type LoginImage = typeof loginImages.$inferSelect;
export type NewLoginImage = typeof loginImages.$inferInsert;
