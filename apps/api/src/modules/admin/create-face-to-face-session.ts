import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminSession, createSessionBody } from '@app/contracts/admin/face-to-face';
import type { Db } from '@app/db/client';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import type { AdminCaller } from './admin-caller.ts';
import { recordAudit } from './audit-record.ts';
import { auditedSession, platformSession, sessionSubject } from './face-to-face-sessions.ts';
import { checkedTrainers, faceToFacePart, fieldError, sessionColumns, writeDaysAndTrainers } from './face-to-face-session-write.ts';

/** Training types with a face-to-face part (spec §3 hasFaceToFace). */
export const TYPES_WITH_SESSIONS = ['mixt', 'faceToFaceOnly', 'virtualClass'] as const;

/**
 * Creates a session of a training the platform offers (one with a face-to-face part), in its face-to-face part or its
 * virtual class, with its days and trainers; recorded in the audit log in the same transaction.
 */
export async function createFaceToFaceSession(db: Db, caller: AdminCaller, input: z.output<typeof createSessionBody>): Promise<AdminSession> {
  return db.transaction(async (tx) => {
    const [training] = await tx
      .select({ id: trainings.id, name: trainings.name })
      .from(trainings)
      .innerJoin(trainingOffers, and(eq(trainingOffers.trainingId, trainings.id), eq(trainingOffers.platformId, caller.platformId)))
      .where(and(eq(trainings.id, input.trainingId), inArray(trainings.type, [...TYPES_WITH_SESSIONS])))
      .limit(1);
    if (!training) throw fieldError(caller.lang, 'trainingId', 'admin.faceToFace.validation.training');
    const trainerIds = await checkedTrainers(tx, caller.lang, input.trainerIds);
    const { schedule, columns } = sessionColumns(input);
    const faceToFaceId = await faceToFacePart(tx, training, input.virtualClass);
    const [{ id }] = await tx.insert(faceToFaceSessions).values({ faceToFaceId, ...columns }).returning({ id: faceToFaceSessions.id });
    await writeDaysAndTrainers(tx, id, schedule, trainerIds);
    const created = await platformSession(tx, caller, id);
    await recordAudit(tx, caller, { action: 'faceToFace.session.create', subject: sessionSubject(created), before: null, after: auditedSession(created) });
    return created;
  });
}
