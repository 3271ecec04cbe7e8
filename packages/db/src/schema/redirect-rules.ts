import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { platforms } from './platforms.ts';

/** Server-side redirects of a platform: to a local path (to_path) or to an external URL (to_url). */
export const redirectRules = pgTable(
  'redirect_rules',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path'),
    toUrl: text('to_url'),
    statusCode: integer('status_code').notNull().default(301),
  },
  (t) => [
    unique('redirect_rules_platform_from_path_uq').on(t.platformId, t.fromPath),
    check('redirect_rules_one_target_ck', sql`(${t.toPath} is null) <> (${t.toUrl} is null)`),
  ],
);

export type RedirectRule = typeof redirectRules.$inferSelect;
export type NewRedirectRule = typeof redirectRules.$inferInsert;
