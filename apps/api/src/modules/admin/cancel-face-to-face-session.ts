import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { hasStarted } from '@app/domain/admin/face-to-face';
import { sessionStart } from '@app/domain/learning/booking';
import { AppError } from '../../errors/app-error.ts';
import { notify } from '../../realtime/notify.ts';
import { noEffects, type BookingEffects } from '../learning/booking-effects.ts';
import { bookingSubject } from '../learning/booking-notify.ts';
import type { AdminCaller } from './admin-caller.ts';
import { recordAudit } from './audit-record.ts';
import { auditedSession, platformSession, sessionSubject } from './face-to-face-sessions.ts';

/**
 * Cancels a session not yet started (409 once it has, or when it is cancelled already): it is no longer offered, every
 * live booking (seated, offered a seat, waiting) is cancelled and its seat given back, and each learner gets a
 * notification in the same transaction (its live event once the answer is sent). The bookings returned get their
 * e-mail after the commit; the effects refresh the learners' and the training's open pages.
 */
export async function cancelFaceToFaceSession(db: Db, caller: AdminCaller, id: number, now = new Date()): Promise<{ bookingIds: number[]; effects: BookingEffects }> {
  const effects = noEffects();
  const bookingIds = await db.transaction(async (tx) => {
    const before = await platformSession(tx, caller, id, { lock: true });
    if (before.cancelledAt) throw new AppError('CONFLICT', 'admin.faceToFace.cancelled');
    if (hasStarted(before, now)) throw new AppError('CONFLICT', 'admin.faceToFace.started');
    const live = await tx
      .select({ id: sessionBookings.id, userId: sessionBookings.userId, status: sessionBookings.status, platformId: enrolments.platformId })
      .from(sessionBookings)
      .innerJoin(enrolments, eq(enrolments.id, sessionBookings.enrolmentId))
      .where(and(eq(sessionBookings.sessionId, id), inArray(sessionBookings.status, ['confirmed', 'offered', 'waiting'])))
      .for('update', { of: sessionBookings });
    const held = live.filter((b) => b.status !== 'waiting').length;
    if (live.length) {
      await tx.update(sessionBookings).set({ status: 'cancelled', cancelledAt: now, updatedAt: now }).where(inArray(sessionBookings.id, live.map((b) => b.id)));
    }
    await tx
      .update(faceToFaceSessions)
      .set({ cancelledAt: now, currentParticipants: sql`${faceToFaceSessions.currentParticipants} - ${held}` })
      .where(eq(faceToFaceSessions.id, id));
    const startDate = sessionStart(before).toISOString();
    for (const booking of live) {
      const { userId: _, platformId: __, ...about } = await bookingSubject(tx, booking.id);
      await notify(tx, { userId: booking.userId, platformId: booking.platformId }, { kind: 'sessionCancelled', ...about, sessionId: id, sessionName: before.name, startDate });
      effects.users.add(booking.userId);
    }
    const after = await platformSession(tx, caller, id);
    await recordAudit(tx, caller, {
      action: 'faceToFace.session.cancel',
      subject: sessionSubject(after),
      before: { ...auditedSession(before), bookings: live.length },
      after: { ...auditedSession(after), bookings: 0 },
    });
    effects.trainings.add(before.trainingId);
    return live.map((b) => b.id);
  });
  return { bookingIds, effects };
}
