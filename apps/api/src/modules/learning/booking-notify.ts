import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import { notify } from '../../realtime/notify.ts';
import type { Promotion } from './booking-seats.ts';

/** The learner and the training of a booking, for a notification about it. */
export async function bookingSubject(db: Db | Tx, bookingId: number) {
  const [row] = await db
    .select({
      userId: enrolments.userId,
      platformId: enrolments.platformId,
      courseId: trainingOffers.id,
      slug: trainingOffers.slug,
      trainingType: trainings.type,
      trainingName: trainings.name,
    })
    .from(sessionBookings)
    .innerJoin(enrolments, eq(enrolments.id, sessionBookings.enrolmentId))
    .innerJoin(trainingOffers, eq(trainingOffers.id, enrolments.offerId))
    .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
    .where(eq(sessionBookings.id, bookingId));
  return row;
}

/** Tells the learner a seat was offered from the waiting list (after the commit: the event is raised at once). */
export async function notifySeatOffered(db: Db, broadcaster: Broadcaster, promotion: Promotion): Promise<void> {
  const { userId, platformId, ...about } = await bookingSubject(db, promotion.bookingId);
  await notify(db, { userId, platformId }, { kind: 'seatOffered', ...about, sessionId: promotion.sessionId, expiresAt: promotion.expiresAt.toISOString() }, broadcaster);
}
