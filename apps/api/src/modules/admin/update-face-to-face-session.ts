import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AdminSession } from '@app/contracts/admin/face-to-face';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { capacityAllowed } from '@app/domain/admin/face-to-face';
import { sessionStart } from '@app/domain/learning/booking';
import { AppError } from '../../errors/app-error.ts';
import { notify } from '../../realtime/notify.ts';
import { noEffects, type BookingEffects } from '../learning/booking-effects.ts';
import { bookingSubject } from '../learning/booking-notify.ts';
import { releaseSeat } from '../learning/booking-seats.ts';
import type { AdminCaller } from './admin-caller.ts';
import { recordAudit } from './audit-record.ts';
import { auditedSession, platformSession, sessionSubject } from './face-to-face-sessions.ts';
import { checkedTrainers, faceToFacePart, fieldError, sessionColumns, writeDaysAndTrainers, type SessionInput } from './face-to-face-session-write.ts';

/**
 * Changes a session of the platform, its row locked as the bookings lock it: never fewer seats than those held (422
 * beside maxParticipants), never a cancelled session (409). Seats added while learners wait are offered to them in
 * turn, as a freed seat is; the offers' e-mails, notifications and expiry jobs are the effects returned. A session
 * moved (its dates or its place changed) is announced to everyone booked on it or waiting: a notification in this
 * transaction, the e-mails (the bookings returned) after it, and the seated learners' reminders set for the new dates.
 */
export async function updateFaceToFaceSession(
  db: Db,
  caller: AdminCaller,
  id: number,
  input: SessionInput,
  now = new Date(),
): Promise<{ session: AdminSession; effects: BookingEffects; movedBookingIds: number[] }> {
  const effects = noEffects();
  const movedBookingIds: number[] = [];
  const session = await db.transaction(async (tx) => {
    const before = await platformSession(tx, caller, id, { lock: true });
    if (before.cancelledAt) throw new AppError('CONFLICT', 'admin.faceToFace.cancelled');
    if (!capacityAllowed(input.maxParticipants, before.seatsTaken)) {
      throw fieldError(caller.lang, 'maxParticipants', 'admin.faceToFace.validation.belowBooked', { count: String(before.seatsTaken) });
    }
    const trainerIds = await checkedTrainers(tx, caller.lang, input.trainerIds);
    const { schedule, columns } = sessionColumns(input);
    const faceToFaceId = await faceToFacePart(tx, { id: before.trainingId, name: before.training }, input.virtualClass);
    await tx.update(faceToFaceSessions).set({ faceToFaceId, ...columns }).where(eq(faceToFaceSessions.id, id));
    await writeDaysAndTrainers(tx, id, schedule, trainerIds);
    // Each new seat goes to the first person waiting (held for them until the offer's expiry), else stays free.
    const start = sessionStart(columns);
    for (let free = input.maxParticipants - before.seatsTaken; free > 0 && before.waiting > effects.promotions.length; free--) {
      await tx.update(faceToFaceSessions).set({ currentParticipants: sql`${faceToFaceSessions.currentParticipants} + 1` }).where(eq(faceToFaceSessions.id, id));
      const promoted = await releaseSeat(tx, id, start, now);
      if (!promoted) break;
      effects.promotions.push(promoted);
    }
    const after = await platformSession(tx, caller, id);
    if (moved(before, after)) {
      const live = await tx
        .select({ id: sessionBookings.id, userId: sessionBookings.userId, status: sessionBookings.status, platformId: enrolments.platformId })
        .from(sessionBookings)
        .innerJoin(enrolments, eq(enrolments.id, sessionBookings.enrolmentId))
        .where(and(eq(sessionBookings.sessionId, id), inArray(sessionBookings.status, ['confirmed', 'offered', 'waiting'])));
      const startDate = sessionStart(after).toISOString();
      for (const booking of live) {
        const { userId: _, platformId: __, ...about } = await bookingSubject(tx, booking.id);
        await notify(tx, { userId: booking.userId, platformId: booking.platformId }, { kind: 'sessionChanged', ...about, sessionId: id, sessionName: after.name, startDate });
        effects.users.add(booking.userId);
        if (booking.status === 'confirmed') effects.confirmed.push(booking.id);
        movedBookingIds.push(booking.id);
      }
    }
    await recordAudit(tx, caller, { action: 'faceToFace.session.update', subject: sessionSubject(after), before: auditedSession(before), after: auditedSession(after) });
    return after;
  });
  effects.trainings.add(session.trainingId);
  return { session, effects, movedBookingIds };
}

/** Whether a change moves the session for those booked: other dates or times, another place, online instead of in a room. */
function moved(before: AdminSession, after: AdminSession): boolean {
  const { dates: d1, city: c1, marketingCity: m1, postalCode: p1, virtualClass: v1 } = auditedSession(before);
  const { dates: d2, city: c2, marketingCity: m2, postalCode: p2, virtualClass: v2 } = auditedSession(after);
  return JSON.stringify([d1, c1, m1, p1, v1]) !== JSON.stringify([d2, c2, m2, p2, v2]);
}
