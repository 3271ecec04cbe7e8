import { bigint, index, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { platforms } from './platforms.ts';
import { users } from './users.ts';

/**
 * A notification of a user (spec §3 Notification: id, readedDate; null means unread). What it says lives in
 * `payload`, whose shape the profile issue defines; the session user lists them.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id),
    readedDate: timestamp('readed_date', { withTimezone: true }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

export type Notification = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
