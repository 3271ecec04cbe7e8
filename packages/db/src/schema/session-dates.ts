import { bigint, date, pgTable, time, unique } from 'drizzle-orm/pg-core';
import { faceToFaceSessions } from './face-to-face-sessions.ts';

/** The days of a multi-date face-to-face session (spec §3 sessionDates). */
export const sessionDates = pgTable(
  'session_dates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => faceToFaceSessions.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [unique('session_dates_session_date_uq').on(t.sessionId, t.date)],
);

export type SessionDate = typeof sessionDates.$inferSelect;
export type NewSessionDate = typeof sessionDates.$inferInsert;
