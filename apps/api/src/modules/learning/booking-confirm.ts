import { and, eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { faceToFaces } from '@app/db/schema/face-to-faces';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { trainings } from '@app/db/schema/trainings';
import { AppError } from '../../errors/app-error.ts';
import { noEffects } from './booking-effects.ts';
import { expireOffer, lockSession } from './booking-seats.ts';
import { bookingsById } from './booking-view.ts';
import type { Learner } from './enrolment-record.ts';

/** One of the learner's bookings on this platform (404 for anyone else's), with its training. */
export async function ownBooking(db: Db, learner: Learner, bookingId: number) {
  const [row] = await db
    .select({ id: sessionBookings.id, sessionId: sessionBookings.sessionId, trainingId: faceToFaces.trainingId, trainingName: trainings.name })
    .from(sessionBookings)
    .innerJoin(enrolments, eq(enrolments.id, sessionBookings.enrolmentId))
    .innerJoin(faceToFaceSessions, eq(faceToFaceSessions.id, sessionBookings.sessionId))
    .innerJoin(faceToFaces, eq(faceToFaces.id, faceToFaceSessions.faceToFaceId))
    .innerJoin(trainings, eq(trainings.id, faceToFaces.trainingId))
    .where(and(eq(sessionBookings.id, bookingId), eq(sessionBookings.userId, learner.userId), eq(enrolments.platformId, learner.platformId)));
  if (!row) throw new AppError('NOT_FOUND', 'booking.notFound');
  return row;
}

/**
 * The learner promoted from the waiting list takes the seat held for them. Too late (the offer has expired, even if
 * its job has not run yet) the seat passes to the next person and the answer is 410; a booking not offered is 409.
 */
export async function confirmSeat(db: Db, learner: Learner, bookingId: number, now = new Date()) {
  const booking = await ownBooking(db, learner, bookingId);
  const effects = noEffects();
  effects.users.add(learner.userId);
  effects.trainings.add(booking.trainingId);
  const outcome = await db.transaction(async (tx) => {
    await lockSession(tx, booking.sessionId);
    const [current] = await tx.select().from(sessionBookings).where(eq(sessionBookings.id, bookingId));
    if (current.status !== 'offered') return 'notOffered' as const;
    if (current.offerExpiresAt && current.offerExpiresAt <= now) {
      const expired = await expireOffer(tx, bookingId, now);
      if (expired?.promoted) effects.promotions.push(expired.promoted);
      return 'expired' as const;
    }
    await tx.update(sessionBookings).set({ status: 'confirmed', confirmedAt: now, offerExpiresAt: null, updatedAt: now }).where(eq(sessionBookings.id, bookingId));
    effects.confirmed.push(bookingId);
    return 'confirmed' as const;
  });
  const [view] = await bookingsById(db, learner, [bookingId]);
  return { outcome, booking: view, effects };
}
