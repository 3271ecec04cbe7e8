import { bigint, boolean, date, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sessionBookings } from './session-bookings.ts';

/**
 * Attendance of a booked learner on one day of a session (the session's start date, or one of its session dates):
 * `joinedAt` when the learner joined the virtual class from the platform, `present` as marked by the trainer.
 * Learning evidence (docs DATA.md): written with server timestamps, read by funders.
 */
export const sessionAttendances = pgTable(
  'session_attendances',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: bigint('booking_id', { mode: 'number' })
      .notNull()
      .references(() => sessionBookings.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    present: boolean('present'),
    markedBy: text('marked_by'),
    markedAt: timestamp('marked_at', { withTimezone: true }),
  },
  (t) => [unique('session_attendances_booking_date_uq').on(t.bookingId, t.date)],
);

export type SessionAttendance = typeof sessionAttendances.$inferSelect;
