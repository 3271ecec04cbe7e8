import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { faceToFaces } from '@app/db/schema/face-to-faces';
import { trainings } from '@app/db/schema/trainings';
import { virtualClasses } from '@app/db/schema/virtual-classes';
import { hashToken } from '@app/db/tokens';
import { trainerLinkExpiry } from '@app/domain/learning/virtual-class';
import { AppError } from '../../errors/app-error.ts';
import { daysOfSessions } from './session-days.ts';
import { sessionColumns } from './virtual-class-session.ts';

/**
 * Issues the trainer's link of a virtual session (`/trainer/virtualClass/<token>`): 256 random bits, only their hash
 * kept, valid until 30 days after the session's last date. Issuing again replaces the previous link, which stops
 * working. The external link, when given, makes the session's room that address instead of BigBlueButton.
 */
export async function issueTrainerLink(db: Db, sessionId: number, trainerName: string, externalUrl?: string): Promise<string> {
  const [session] = await db
    .select({ sessionId: faceToFaceSessions.id, startDate: faceToFaceSessions.startDate, startTime: faceToFaceSessions.startTime, endTime: faceToFaceSessions.endTime })
    .from(faceToFaceSessions)
    .innerJoin(faceToFaces, eq(faceToFaces.id, faceToFaceSessions.faceToFaceId))
    .where(and(eq(faceToFaceSessions.id, sessionId), eq(faceToFaces.virtualClass, true)));
  if (!session) throw new Error(`No virtual session ${sessionId}`);
  const token = randomBytes(32).toString('base64url');
  const days = (await daysOfSessions(db, [session])).get(sessionId) ?? [];
  const link = { trainerName, trainerTokenHash: hashToken(token), trainerTokenExpiresAt: trainerLinkExpiry(days), updatedAt: new Date(), ...(externalUrl ? { externalUrl } : {}) };
  await db.insert(virtualClasses).values({ sessionId, ...link }).onConflictDoUpdate({ target: virtualClasses.sessionId, set: link });
  return token;
}

/** The session a trainer's token opens, with its training and room; an unknown or expired token is a 404. */
export async function trainerRoom(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select({ ...sessionColumns, trainerName: virtualClasses.trainerName, roomId: virtualClasses.id })
    .from(virtualClasses)
    .innerJoin(faceToFaceSessions, eq(faceToFaceSessions.id, virtualClasses.sessionId))
    .innerJoin(faceToFaces, eq(faceToFaces.id, faceToFaceSessions.faceToFaceId))
    .innerJoin(trainings, eq(trainings.id, faceToFaces.trainingId))
    .where(and(eq(virtualClasses.trainerTokenHash, hashToken(token)), gt(virtualClasses.trainerTokenExpiresAt, now)));
  if (!row) throw new AppError('NOT_FOUND', 'virtualClass.errors.trainerLink');
  const days = (await daysOfSessions(db, [row])).get(row.sessionId) ?? [];
  return { ...row, days };
}
