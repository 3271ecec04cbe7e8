import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** 'team-mail': a pharmacy manager's e-mails to their learners (issue 15 part 2), counted per sender. */
export type FormScope = 'survey' | 'contact' | 'team-mail';

/**
 * One row per accepted public form submission (surveys, contact), counted over a sliding window to throttle spam
 * per IP (`ip:1.2.3.4`); rows older than the window are swept.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    scope: text('scope').$type<FormScope>().notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_submissions_scope_key_at_idx').on(t.scope, t.key, t.at)],
);
