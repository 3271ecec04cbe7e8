import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Server-side session rows; the id is the sha256 hex of the cookie value (the raw value is never stored). */
export const httpSessions = pgTable(
  'http_sessions',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('http_sessions_user_id_idx').on(t.userId), index('http_sessions_expires_at_idx').on(t.expiresAt)],
);

export type HttpSession = typeof httpSessions.$inferSelect;
export type NewHttpSession = typeof httpSessions.$inferInsert;
