import { and, eq, inArray } from 'drizzle-orm';
import type { BodyOf } from '@app/contracts/contract';
import type { markSessionAttendance } from '@app/contracts/admin/face-to-face';
import type { Db } from '@app/db/client';
import { sessionAttendances } from '@app/db/schema/session-attendances';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { parisInstant } from '@app/domain/platform/paris-time';
import { AppError } from '../../errors/app-error.ts';
import { completeLiveModules } from '../learning/attendance-progress.ts';
import type { AdminCaller } from './admin-caller.ts';
import { recordAudit } from './audit-record.ts';
import { sessionParticipants } from './face-to-face-participants.ts';
import { platformSession, sessionSubject } from './face-to-face-sessions.ts';
import { fieldError } from './face-to-face-session-write.ts';

/**
 * An administrator marks the seated learners present or absent on a day of the session that has begun: the same
 * records the trainer writes (one per booking and day, who marked it and when; marking again replaces the mark), and
 * present completes the learner's live part, as it does from the trainer's room.
 */
export async function markAttendance(db: Db, caller: AdminCaller, id: number, input: BodyOf<typeof markSessionAttendance>, now = new Date()) {
  const present = await db.transaction(async (tx) => {
    const session = await platformSession(tx, caller, id);
    if (session.cancelledAt) throw new AppError('CONFLICT', 'admin.faceToFace.cancelled');
    const day = session.days.find((d) => d.date === input.date);
    if (!day) throw fieldError(caller.lang, 'date', 'admin.faceToFace.validation.notADay');
    if (parisInstant(day.date, day.startTime).getTime() > now.getTime()) throw fieldError(caller.lang, 'date', 'admin.faceToFace.validation.notBegun');
    const bookingIds = [...new Set(input.marks.map((m) => m.bookingId))];
    const seated = await tx
      .select({ id: sessionBookings.id })
      .from(sessionBookings)
      .where(and(eq(sessionBookings.sessionId, id), eq(sessionBookings.status, 'confirmed'), inArray(sessionBookings.id, bookingIds)));
    if (seated.length !== bookingIds.length) throw fieldError(caller.lang, 'marks', 'admin.faceToFace.validation.booking');
    const people = await sessionParticipants(tx, session);
    const dayIndex = session.days.indexOf(day);
    const state = (mark: (bookingId: number) => boolean | null) =>
      Object.fromEntries(people.filter((p) => bookingIds.includes(p.bookingId)).map((p) => [`${p.name} (#${p.bookingId})`, mark(p.bookingId)]));
    const before = state((bookingId) => people.find((p) => p.bookingId === bookingId)!.attendance[dayIndex].present);
    const marked = { markedBy: `admin:${caller.name}`, markedAt: now };
    for (const mark of input.marks) {
      await tx
        .insert(sessionAttendances)
        .values({ bookingId: mark.bookingId, date: input.date, present: mark.present, ...marked })
        .onConflictDoUpdate({ target: [sessionAttendances.bookingId, sessionAttendances.date], set: { present: mark.present, ...marked } });
    }
    const after = state((bookingId) => input.marks.findLast((m) => m.bookingId === bookingId)!.present);
    await recordAudit(tx, caller, { action: 'faceToFace.session.attendance', subject: `${sessionSubject(session)} ${input.date}`, before, after });
    return input.marks.filter((m) => m.present).map((m) => m.bookingId);
  });
  for (const bookingId of new Set(present)) await completeLiveModules(db, bookingId, { date: input.date }, now);
  const session = await platformSession(db, caller, id);
  return { session, participants: await sessionParticipants(db, session) };
}
