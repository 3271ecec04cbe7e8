import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, time, timestamp } from 'drizzle-orm/pg-core';
import { faceToFaces } from './face-to-faces.ts';

/**
 * Spec §3 face-to-face session. Dates are local (Europe/Paris) dates and times, not instants.
 * Seats available = max_participants - current_participants. A multi-date session lists its days in session_dates.
 */
export const faceToFaceSessions = pgTable(
  'face_to_face_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    faceToFaceId: bigint('face_to_face_id', { mode: 'number' })
      .notNull()
      .references(() => faceToFaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    city: text('city'),
    marketingCity: text('marketing_city'),
    postalCode: text('postal_code'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    maxParticipants: integer('max_participants').notNull(),
    currentParticipants: integer('current_participants').notNull().default(0),
    multiDates: boolean('multi_dates').notNull().default(false),
    /**
     * Set when the platform's administrator cancels the session (issue 17 part 4): it is no longer offered nor
     * bookable, its bookings are cancelled; the row stays for the bookings' and the audit log's history.
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('face_to_face_sessions_face_to_face_id_idx').on(t.faceToFaceId, t.startDate),
    check(
      'face_to_face_sessions_participants_ck',
      sql`${t.currentParticipants} >= 0 and ${t.currentParticipants} <= ${t.maxParticipants}`,
    ),
  ],
);

export type FaceToFaceSession = typeof faceToFaceSessions.$inferSelect;
export type NewFaceToFaceSession = typeof faceToFaceSessions.$inferInsert;
