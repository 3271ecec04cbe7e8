import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { enrolments } from '../schema/enrolments.ts';
import { faceToFaceSessions } from '../schema/face-to-face-sessions.ts';
import { faceToFaces } from '../schema/face-to-faces.ts';
import { memberships } from '../schema/memberships.ts';
import { sessionBookings } from '../schema/session-bookings.ts';
import { trainingOffers } from '../schema/training-offers.ts';
import { trainings } from '../schema/trainings.ts';
import { users } from '../schema/users.ts';
import { DEMO_LIVE_SESSIONS, type DemoSession } from './data/booking-demo.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertSession(tx: Tx, faceToFaceId: number, name: string, s: DemoSession) {
  const [row] = await tx
    .insert(faceToFaceSessions)
    .values({
      faceToFaceId,
      name: `${name} – ${s.marketingCity} – ${s.date}`,
      city: null,
      marketingCity: s.marketingCity,
      postalCode: null,
      startDate: s.date,
      startTime: s.start,
      endTime: s.end,
      maxParticipants: s.max,
      currentParticipants: s.current,
    })
    .returning({ id: faceToFaceSessions.id });
  return row.id;
}

/** A demo learner's enrolment in a training on the demo platform, under their account. */
async function demoEnrolment(tx: Tx, email: string, trainingId: number) {
  const [user] = await tx
    .select({ id: users.id, platformId: users.platformId, accountId: memberships.accountId })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  const [offer] = await tx
    .select({ id: trainingOffers.id })
    .from(trainingOffers)
    .where(and(eq(trainingOffers.platformId, user.platformId), eq(trainingOffers.trainingId, trainingId)));
  // The learner may be enrolled already (the demo virtual class of step 10 books two of them on another session).
  await tx
    .insert(enrolments)
    .values({ platformId: user.platformId, userId: user.id, accountId: user.accountId, trainingId, offerId: offer.id })
    .onConflictDoNothing();
  const [enrolment] = await tx
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.userId, user.id), eq(enrolments.trainingId, trainingId), eq(enrolments.platformId, user.platformId)));
  return { userId: user.id, enrolmentId: enrolment.id };
}

/**
 * Step 12, the live sessions (issue 12): the webinars' sessions (they had none), a virtual class's session with one
 * seat left (the browser test books it) and one full with its waiting list, booked by demo learners whose seats
 * the session's count includes. Guarded by the bookings of that full session.
 */
export async function seedLiveSessions(tx: Tx): Promise<boolean> {
  const { webinars, virtualClass } = DEMO_LIVE_SESSIONS;
  const [done] = await tx
    .select({ id: sessionBookings.id })
    .from(sessionBookings)
    .innerJoin(faceToFaceSessions, eq(faceToFaceSessions.id, sessionBookings.sessionId))
    .where(eq(faceToFaceSessions.startDate, virtualClass.full.date))
    .limit(1);
  if (done) return false;
  const bare = await tx
    .select({ id: trainings.id, name: trainings.name })
    .from(trainings)
    .leftJoin(faceToFaces, eq(faceToFaces.trainingId, trainings.id))
    .where(and(eq(trainings.type, 'webinar'), isNull(faceToFaces.id)));
  for (const [i, training] of bare.entries()) {
    const [f2f] = await tx.insert(faceToFaces).values({ trainingId: training.id, name: training.name, virtualClass: true }).returning({ id: faceToFaces.id });
    for (const s of webinars[i % webinars.length]) await insertSession(tx, f2f.id, training.name, s);
  }
  const [target] = await tx
    .select({ faceToFaceId: faceToFaces.id, trainingId: faceToFaces.trainingId, name: faceToFaces.name })
    .from(faceToFaces)
    .innerJoin(trainings, eq(trainings.id, faceToFaces.trainingId))
    .innerJoin(trainingOffers, eq(trainingOffers.trainingId, trainings.id))
    .where(inArray(trainingOffers.slug, [virtualClass.slug]))
    .limit(1);
  if (!target) return bare.length > 0;
  await insertSession(tx, target.faceToFaceId, target.name, virtualClass.lastSeat);
  const fullId = await insertSession(tx, target.faceToFaceId, target.name, { ...virtualClass.full, current: virtualClass.full.booked.length });
  for (const [i, email] of [...virtualClass.full.booked, ...virtualClass.full.waiting].entries()) {
    const { userId, enrolmentId } = await demoEnrolment(tx, email, target.trainingId);
    const confirmed = i < virtualClass.full.booked.length;
    await tx.insert(sessionBookings).values({
      sessionId: fullId,
      userId,
      enrolmentId,
      status: confirmed ? 'confirmed' : 'waiting',
      confirmedAt: confirmed ? sql`now()` : null,
      // Arrival order: a second apart, so the waiting list reads as its seed lists it.
      queuedAt: sql`now() - make_interval(secs => ${60 - i})`,
    });
  }
  return true;
}
