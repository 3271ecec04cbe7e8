import { and, asc, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Attention } from '@app/contracts/admin/attention';
import type { Db } from '@app/db/client';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { faceToFaces } from '@app/db/schema/face-to-faces';
import { orders } from '@app/db/schema/orders';
import { quizFeedbacks } from '@app/db/schema/quizzes';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { users } from '@app/db/schema/users';
import { ALMOST_FULL_MIN_SEATS, ALMOST_FULL_SHARE, FEEDBACK_RECENT_DAYS, isAlmostFull } from '@app/domain/admin/attention';
import { todayInParis } from '@app/domain/identity/session-user';
import { centsToEuros } from '@app/domain/shop/prices';
import type { AdminCaller } from './admin-caller.ts';

/** The first this many of each list are shown; the counts are the whole. */
const SHOWN = 5;

/**
 * What needs the administrator's attention on their platform: the orders waiting for their cheque (oldest first),
 * the future sessions of the platform's trainings about to fill (soonest first, with how many wait), the quiz feedback
 * of the last FEEDBACK_RECENT_DAYS days.
 */
export async function readAttention(db: Db, caller: AdminCaller, now = new Date()): Promise<Attention> {
  const awaiting = and(eq(orders.platformId, caller.platformId), eq(orders.status, 'awaitingCheque'));
  const seatsLeft = sql<number>`${faceToFaceSessions.maxParticipants} - ${faceToFaceSessions.currentParticipants}`;
  const recent = and(eq(quizFeedbacks.platformId, caller.platformId), gte(quizFeedbacks.createdAt, new Date(now.getTime() - FEEDBACK_RECENT_DAYS * 86_400_000)));
  const [cheques, [{ cheques: chequeCount }], candidates, [feedback]] = await Promise.all([
    db
      .select({ reference: orders.reference, firstName: users.firstName, lastName: users.lastName, totalWithVatCents: orders.totalWithVatCents, createdAt: orders.createdAt })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(awaiting)
      .orderBy(asc(orders.createdAt))
      .limit(SHOWN),
    db.select({ cheques: count() }).from(orders).where(awaiting),
    // The sessions with few seats left (the index-friendly bound of the rule), the rule itself applied below.
    db
      .select({
        id: faceToFaceSessions.id,
        training: trainings.name,
        city: faceToFaceSessions.city,
        startDate: faceToFaceSessions.startDate,
        maxParticipants: faceToFaceSessions.maxParticipants,
        currentParticipants: faceToFaceSessions.currentParticipants,
        waiting: sql<number>`(select count(*)::int from ${sessionBookings} where ${sessionBookings.sessionId} = ${faceToFaceSessions.id} and ${sessionBookings.status} = 'waiting')`,
      })
      .from(faceToFaceSessions)
      .innerJoin(faceToFaces, eq(faceToFaces.id, faceToFaceSessions.faceToFaceId))
      .innerJoin(trainings, eq(trainings.id, faceToFaces.trainingId))
      .where(
        and(
          gte(faceToFaceSessions.startDate, todayInParis(now)),
          isNull(faceToFaceSessions.cancelledAt),
          sql`${seatsLeft} > 0 and ${seatsLeft} <= greatest(${ALMOST_FULL_MIN_SEATS}::int, ${faceToFaceSessions.maxParticipants} * ${ALMOST_FULL_SHARE}::numeric)`,
          sql`exists (select 1 from ${trainingOffers} where ${trainingOffers.trainingId} = ${trainings.id} and ${trainingOffers.platformId} = ${caller.platformId})`,
        ),
      )
      .orderBy(asc(faceToFaceSessions.startDate), asc(faceToFaceSessions.id)),
    db.select({ count: count(), average: sql<string | null>`avg(${quizFeedbacks.rating})` }).from(quizFeedbacks).where(recent),
  ]);
  const sessions = candidates.filter((s) => isAlmostFull(s.maxParticipants, s.currentParticipants));
  return {
    cheques: {
      count: chequeCount,
      items: cheques.map((c) => ({
        reference: c.reference,
        buyer: `${c.firstName} ${c.lastName}`.trim(),
        totalWithVat: centsToEuros(c.totalWithVatCents),
        createdAt: c.createdAt.toISOString(),
      })),
    },
    sessions: {
      count: sessions.length,
      items: sessions.slice(0, SHOWN).map(({ currentParticipants, ...s }) => ({ ...s, seatsLeft: s.maxParticipants - currentParticipants })),
    },
    feedback: { count: feedback.count, averageRating: feedback.average === null ? null : Math.round(Number(feedback.average) * 10) / 10 },
  };
}
