import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { sessionBookings, type BookingStatus } from '@app/db/schema/session-bookings';
import { decideCancellation } from '@app/domain/learning/booking';
import type { Lang } from '@app/domain/platform/locales';
import { AppError } from '../../errors/app-error.ts';
import { bookableCourse } from './booking-book.ts';
import { noEffects, type BookingEffects } from './booking-effects.ts';
import { lockSession, releaseSeat } from './booking-seats.ts';
import { bookingsById } from './booking-view.ts';
import { leaveInTx } from './enrol.ts';
import type { LearnerContract } from './learner.ts';
import { listedTraining } from './listed-training.ts';
import type { Tx } from './tracking-chain.ts';

const LIVE: BookingStatus[] = ['confirmed', 'waiting', 'offered'];

/**
 * Cancels an enrolment's live bookings of sessions not started, in the caller's transaction: the sessions named (each
 * must be booked: 404; started: 409), or every one still to come when none is named. A seat freed goes to the first
 * person waiting (its promotion added to the effects). Answers the bookings cancelled.
 */
export async function cancelLiveBookingsInTx(tx: Tx, enrolmentId: number, sessionIds: readonly number[] | undefined, effects: BookingEffects, now: Date): Promise<number[]> {
  const live = await tx
    .select({ id: sessionBookings.id, sessionId: sessionBookings.sessionId })
    .from(sessionBookings)
    .where(and(eq(sessionBookings.enrolmentId, enrolmentId), inArray(sessionBookings.status, LIVE), sessionIds ? inArray(sessionBookings.sessionId, [...sessionIds]) : undefined));
  if (sessionIds && live.length !== sessionIds.length) throw new AppError('NOT_FOUND', 'booking.notFound');
  const ids: number[] = [];
  for (const booking of live.sort((a, b) => a.sessionId - b.sessionId)) {
    const start = await lockSession(tx, booking.sessionId);
    if (!decideCancellation(start, now).allow) {
      if (sessionIds) throw new AppError('CONFLICT', 'booking.started');
      continue;
    }
    // Read again under the session's lock: an offer may have expired or been confirmed meanwhile.
    const [before] = await tx.select({ status: sessionBookings.status }).from(sessionBookings).where(eq(sessionBookings.id, booking.id));
    if (!LIVE.includes(before.status)) continue;
    await tx.update(sessionBookings).set({ status: 'cancelled', cancelledAt: now, updatedAt: now }).where(eq(sessionBookings.id, booking.id));
    ids.push(booking.id);
    if (before.status !== 'waiting') {
      const promoted = await releaseSeat(tx, booking.sessionId, start, now);
      if (promoted) effects.promotions.push(promoted);
    }
  }
  return ids;
}

/**
 * Cancels the learner's bookings of a course: the sessions named (each must be booked and not started: 404, 409), or,
 * when none is named, every booking of a session still to come and the enrolment itself. A seat freed goes to the
 * first person waiting, in the same transaction.
 */
export async function cancelBookings(db: Db, learner: LearnerContract, lang: Lang, courseId: number, sessionIds: readonly number[] | undefined, now = new Date()) {
  const course = await bookableCourse(db, learner, lang, courseId, 'any');
  const [enrolment] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.userId, learner.userId), eq(enrolments.trainingId, course.trainingId), eq(enrolments.platformId, learner.platformId)));
  if (!enrolment) throw new AppError('NOT_FOUND', 'errors.notEnrolled');
  const effects = noEffects();
  const cancelled = await db.transaction(async (tx) => {
    const ids = await cancelLiveBookingsInTx(tx, enrolment.id, sessionIds, effects, now);
    if (!sessionIds) await leaveInTx(tx, learner, course);
    return ids;
  });
  effects.users.add(learner.userId);
  effects.trainings.add(course.trainingId);
  return { training: await listedTraining(db, learner, enrolment.id), bookings: await bookingsById(db, learner, cancelled), effects };
}
