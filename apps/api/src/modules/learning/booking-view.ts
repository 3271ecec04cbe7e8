import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Booking } from '@app/contracts/learning/booking-live';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { faceToFaces } from '@app/db/schema/face-to-faces';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { seatsAvailable } from '@app/domain/catalogue/face-to-face-sessions';
import { decideCancellation, onDemandState, sessionStart } from '@app/domain/learning/booking';
import type { Learner } from './enrolment-record.ts';
import { daysOfSessions } from './session-days.ts';

const hhmm = (time: string) => time.slice(0, 5);

/** How many are waiting before this booking (1 = next to be offered a seat). */
const queuePosition = sql<number>`(select count(*)::int from ${sessionBookings} w where w.session_id = ${sessionBookings.sessionId} and w.status = 'waiting'
  and (w.queued_at, w.id) <= (${sessionBookings.queuedAt}, ${sessionBookings.id}))`;

/** The minimum of seats a session of the enrolment's offer needs to take place: only for sessions on demand. */
export const onDemandMinimum = sql<number | null>`case when ${trainingOffers.sessionsOnDemand} then ${trainings.sessionOnDemandMinParticipants} end`;

/** The learner's bookings on this platform, as their pages show them, the latest session first. */
export async function learnerBookings(db: Db, learner: Learner, ...where: (SQL | undefined)[]): Promise<Booking[]> {
  const rows = await db
    .select({
      booking: sessionBookings,
      session: faceToFaceSessions,
      virtualClass: faceToFaces.virtualClass,
      onDemandMin: onDemandMinimum,
      queuePosition,
    })
    .from(sessionBookings)
    .innerJoin(enrolments, eq(enrolments.id, sessionBookings.enrolmentId))
    .innerJoin(trainingOffers, eq(trainingOffers.id, enrolments.offerId))
    .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
    .innerJoin(faceToFaceSessions, eq(faceToFaceSessions.id, sessionBookings.sessionId))
    .innerJoin(faceToFaces, eq(faceToFaces.id, faceToFaceSessions.faceToFaceId))
    .where(and(eq(sessionBookings.userId, learner.userId), eq(enrolments.platformId, learner.platformId), ...where))
    .orderBy(desc(faceToFaceSessions.startDate), desc(sessionBookings.id));
  const days = await daysOfSessions(db, rows.map(({ session }) => ({ sessionId: session.id, startDate: session.startDate, startTime: session.startTime, endTime: session.endTime })));
  return rows.map(({ booking, session, virtualClass, onDemandMin, queuePosition }) => {
    const start = sessionStart(session);
    const cancellation = booking.cancelledAt ? decideCancellation(start, booking.cancelledAt) : null;
    return {
      id: booking.id,
      status: booking.status,
      queuePosition: booking.status === 'waiting' ? Number(queuePosition) : null,
      offerExpiresAt: booking.status === 'offered' ? (booking.offerExpiresAt?.toISOString() ?? null) : null,
      lateCancellation: booking.status === 'cancelled' && cancellation?.allow === true && cancellation.late,
      session: {
        id: session.id,
        name: session.name,
        city: session.city,
        marketingCity: session.marketingCity,
        postalCode: session.postalCode,
        virtualClass,
        startDate: session.startDate,
        startTime: hhmm(session.startTime),
        endTime: hhmm(session.endTime),
        startsAt: start.toISOString(),
        days: (days.get(session.id) ?? []).map((d) => ({ date: d.date, startTime: hhmm(d.startTime), endTime: hhmm(d.endTime) })),
        maxParticipants: session.maxParticipants,
        currentParticipants: session.currentParticipants,
        seatsAvailable: seatsAvailable(session),
        missingForOnDemand: onDemandState(session.currentParticipants, onDemandMin === null ? null : Number(onDemandMin)).missing,
      },
    };
  });
}

/** The bookings of one enrolment (the `live` part of its current flow). */
export function enrolmentBookings(db: Db, learner: Learner, enrolmentId: number): Promise<Booking[]> {
  return learnerBookings(db, learner, eq(sessionBookings.enrolmentId, enrolmentId));
}

/** Some bookings by id, the learner's own only. */
export function bookingsById(db: Db, learner: Learner, ids: number[]): Promise<Booking[]> {
  return learnerBookings(db, learner, inArray(sessionBookings.id, ids.length ? ids : [0]));
}
