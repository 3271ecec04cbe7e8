import { and, eq, inArray } from 'drizzle-orm';
import { trainerLinkExpiry } from '@app/domain/learning/virtual-class';
import type { Db } from '../client.ts';
import { enrolments } from '../schema/enrolments.ts';
import { faceToFaceSessions } from '../schema/face-to-face-sessions.ts';
import { faceToFaces } from '../schema/face-to-faces.ts';
import { platforms } from '../schema/platforms.ts';
import { sessionBookings } from '../schema/session-bookings.ts';
import { trainingOffers } from '../schema/training-offers.ts';
import { users } from '../schema/users.ts';
import { virtualClasses } from '../schema/virtual-classes.ts';
import { hashToken } from '../tokens.ts';
import { VIRTUAL_CLASS_DEMO } from './data/virtual-class-demo.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The demo virtual class (VIRTUAL_CLASS_DEMO): its room on BigBlueButton, the trainer's link, and two learners
 * enrolled with a confirmed seat, so the trainer page has someone to mark. Guarded by the trainer's token.
 */
export async function seedVirtualClassDemo(tx: Tx): Promise<boolean> {
  const { platform, offerSlug, sessionDate, trainerName, trainerToken, learners } = VIRTUAL_CLASS_DEMO;
  const tokenHash = hashToken(trainerToken);
  const [done] = await tx.select({ id: virtualClasses.id }).from(virtualClasses).where(eq(virtualClasses.trainerTokenHash, tokenHash));
  if (done) return false;
  const [session] = await tx
    .select({ id: faceToFaceSessions.id, offerId: trainingOffers.id, trainingId: trainingOffers.trainingId, platformId: platforms.id, endTime: faceToFaceSessions.endTime })
    .from(faceToFaceSessions)
    .innerJoin(faceToFaces, eq(faceToFaces.id, faceToFaceSessions.faceToFaceId))
    .innerJoin(trainingOffers, eq(trainingOffers.trainingId, faceToFaces.trainingId))
    .innerJoin(platforms, eq(platforms.id, trainingOffers.platformId))
    .where(and(eq(platforms.codeName, platform), eq(trainingOffers.slug, offerSlug), eq(faceToFaceSessions.startDate, sessionDate)));
  if (!session) return false;
  await tx.insert(virtualClasses).values({
    sessionId: session.id,
    trainerName,
    trainerTokenHash: tokenHash,
    trainerTokenExpiresAt: trainerLinkExpiry([{ date: sessionDate, startTime: session.endTime, endTime: session.endTime }]),
  });
  const booked = await tx.select({ id: users.id }).from(users).where(and(eq(users.platformId, session.platformId), inArray(users.email, [...learners])));
  for (const user of booked) {
    const [enrolment] = await tx
      .insert(enrolments)
      .values({ platformId: session.platformId, userId: user.id, trainingId: session.trainingId, offerId: session.offerId })
      .returning({ id: enrolments.id });
    await tx.insert(sessionBookings).values({ sessionId: session.id, userId: user.id, enrolmentId: enrolment.id, status: 'confirmed', confirmedAt: new Date() });
  }
  return true;
}
