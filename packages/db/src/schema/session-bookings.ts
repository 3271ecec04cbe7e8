import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { enrolments } from './enrolments.ts';
import { faceToFaceSessions } from './face-to-face-sessions.ts';
import { users } from './users.ts';

/**
 * A learner's place in a face-to-face, virtual-class or webinar session: a confirmed seat, a place on the waiting
 * list, a seat offered to them from the waiting list until `offer_expires_at`, or a past one (cancelled, expired).
 * Confirmed and offered bookings hold a seat, counted in face_to_face_sessions.current_participants by the same
 * statement that changes them, so a seat is never sold twice. Rows are never deleted: a cancellation is a status.
 */
export type BookingStatus = 'confirmed' | 'waiting' | 'offered' | 'cancelled' | 'expired';

export const sessionBookings = pgTable(
  'session_bookings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => faceToFaceSessions.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enrolmentId: bigint('enrolment_id', { mode: 'number' })
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    status: text('status').$type<BookingStatus>().notNull(),
    /** First come, first served: the waiting list is ordered by this instant, then by id. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live booking per learner and session: booking twice is refused by the database itself.
    uniqueIndex('session_bookings_live_uq')
      .on(t.sessionId, t.userId)
      .where(sql`${t.status} in ('confirmed', 'waiting', 'offered')`),
    index('session_bookings_queue_idx').on(t.sessionId, t.status, t.queuedAt, t.id),
    index('session_bookings_user_idx').on(t.userId, t.status),
    index('session_bookings_enrolment_idx').on(t.enrolmentId),
  ],
);

export type SessionBooking = typeof sessionBookings.$inferSelect;
export type NewSessionBooking = typeof sessionBookings.$inferInsert;
