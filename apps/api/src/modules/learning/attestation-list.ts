import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { attestations, type Attestation } from '@app/db/schema/attestations';
import { dpcStepRecords } from '@app/db/schema/dpc-step-records';
import { enrolments } from '@app/db/schema/enrolments';
import { attestationFileName } from '@app/domain/learning/attestation';
import { todayInParis } from '@app/domain/identity/session-user';
import type { AttestationItem } from '@app/contracts/learning/attestation';
import { AppError } from '../../errors/app-error.ts';
import type { Learner } from './enrolment-record.ts';

/** The attestation as the learner's list shows it: what was fixed at issue, and the enrolment it is for. */
export function itemOf(attestation: Attestation, trainingId: number, dpcProgramme: boolean): AttestationItem {
  const { snapshot } = attestation;
  return {
    courseTrackingId: attestation.enrolmentId,
    code: attestation.code,
    training: { id: trainingId, name: snapshot.trainingName, type: snapshot.trainingType },
    startedAt: snapshot.startedAt,
    completedAt: snapshot.completedAt,
    issuedAt: attestation.issuedAt.toISOString(),
    secondsSpent: attestation.secondsSpent,
    points: attestation.points,
    fileName: attestationFileName(attestation.lang, snapshot.trainingName, todayInParis(new Date(snapshot.completedAt))),
    dpcProgramme,
  };
}

/** The enrolment was followed as a DPC programme: it has the records of its steps. */
export const followedAsProgramme = sql<boolean>`exists (select 1 from ${dpcStepRecords} where ${dpcStepRecords.enrolmentId} = ${attestations.enrolmentId})`.mapWith(Boolean);

const scoped = (learner: Learner) => and(eq(attestations.userId, learner.userId), eq(attestations.platformId, learner.platformId));

/** The learner's attestations on this platform, the latest first. */
export async function listAttestations(db: Db, learner: Learner): Promise<AttestationItem[]> {
  const rows = await db
    .select({ attestation: attestations, trainingId: enrolments.trainingId, dpcProgramme: followedAsProgramme })
    .from(attestations)
    .innerJoin(enrolments, eq(enrolments.id, attestations.enrolmentId))
    .where(scoped(learner))
    .orderBy(desc(attestations.issuedAt), desc(attestations.id));
  return rows.map((r) => itemOf(r.attestation, r.trainingId, r.dpcProgramme));
}

/** The attestation of one of the learner's enrolments, or 404 (another learner's, or not completed). */
export async function findAttestation(db: Db, learner: Learner, courseTrackingId: number): Promise<{ attestation: Attestation; item: AttestationItem }> {
  const [row] = await db
    .select({ attestation: attestations, trainingId: enrolments.trainingId, dpcProgramme: followedAsProgramme })
    .from(attestations)
    .innerJoin(enrolments, eq(enrolments.id, attestations.enrolmentId))
    .where(and(scoped(learner), eq(attestations.enrolmentId, courseTrackingId)));
  if (!row) throw new AppError('NOT_FOUND', 'attestation.notFound');
  return { attestation: row.attestation, item: itemOf(row.attestation, row.trainingId, row.dpcProgramme) };
}
