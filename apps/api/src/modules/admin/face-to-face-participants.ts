import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminSession, SessionParticipant } from '@app/contracts/admin/face-to-face';
import type { Db, Tx } from '@app/db/client';
import { sessionAttendances } from '@app/db/schema/session-attendances';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { users } from '@app/db/schema/users';

const LIVE = ['confirmed', 'offered', 'waiting'] as const;

/**
 * The learners of a session: seated first, then those offered a seat, then the waiting list in its order; each with
 * their attendance on every day of the session (what the trainer or an administrator marked).
 */
export async function sessionParticipants(db: Db | Tx, session: AdminSession): Promise<SessionParticipant[]> {
  const rows = await db
    .select({ bookingId: sessionBookings.id, status: sessionBookings.status, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(sessionBookings)
    .innerJoin(users, eq(users.id, sessionBookings.userId))
    .where(and(eq(sessionBookings.sessionId, session.id), inArray(sessionBookings.status, [...LIVE])))
    .orderBy(sql`array_position(array['confirmed','offered','waiting'], ${sessionBookings.status})`, asc(sessionBookings.queuedAt), asc(sessionBookings.id));
  const marks = rows.length
    ? await db
        .select({ bookingId: sessionAttendances.bookingId, date: sessionAttendances.date, present: sessionAttendances.present })
        .from(sessionAttendances)
        .where(inArray(sessionAttendances.bookingId, rows.map((r) => r.bookingId)))
    : [];
  return rows.map((r) => ({
    bookingId: r.bookingId,
    name: `${r.firstName} ${r.lastName}`.trim() || r.email,
    email: r.email,
    status: r.status as SessionParticipant['status'],
    attendance: session.days.map(({ date }) => ({ date, present: marks.find((m) => m.bookingId === r.bookingId && m.date === date)?.present ?? null })),
  }));
}
