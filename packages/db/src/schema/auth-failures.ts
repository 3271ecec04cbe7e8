import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type AuthFailureScope = 'login' | 'reset';

/**
 * Failed login / password-reset attempts, one row per failure and key, counted over a sliding window; the keys are
 * an address (`ip:1.2.3.4`), an account (`account:<platform code>:<email>`) or both (`account:…|ip:…`, the domain's
 * throttle.ts). Rows older than the window can be purged.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    scope: text('scope').$type<AuthFailureScope>().notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_failures_scope_key_at_idx').on(t.scope, t.key, t.at)],
);

export type AuthFailure = typeof authFailures.$inferSelect;
export type NewAuthFailure = typeof authFailures.$inferInsert;
