import type { Locale } from '@app/domain/platform/locales';
import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { platforms } from './platforms.ts';

/** Host name → platform and locale (HOSTS.md). Unknown hosts fall back to the demo platform in the API. */
export const platformDomains = pgTable(
  'platform_domains',
  {
    host: text('host').primaryKey(),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id),
    locale: text('locale').$type<Locale>().notNull(),
  },
  (t) => [index('platform_domains_platform_id_idx').on(t.platformId)],
);

export type PlatformDomain = typeof platformDomains.$inferSelect;
export type NewPlatformDomain = typeof platformDomains.$inferInsert;
