import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ATTESTATION_CODE_LENGTH, attestationCode } from '@app/domain/learning/attestation';
import type { Db } from './client.ts';
import { attestations } from './schema/attestations.ts';
import { enrolments } from './schema/enrolments.ts';
import { platforms } from './schema/platforms.ts';
import { trainings } from './schema/trainings.ts';
import { users } from './schema/users.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Issues the attestation of a completed enrolment, in the completion's transaction: what it states (learner, training,
 * dates, time really spent, points, platform) is fixed now, in the training's language, with a random code for the
 * public check. Once per enrolment (append-only): a later completion or a rename changes nothing already issued.
 * Shared by the API's completion of an enrolment and the demo seed's finished training.
 */
export async function issueAttestation(tx: Tx, enrolmentId: number): Promise<boolean> {
  const [row] = await tx
    .select({
      enrolment: enrolments,
      training: { name: trainings.name, type: trainings.type, lang: trainings.lang },
      learner: { firstName: users.firstName, lastName: users.lastName },
      platformName: platforms.name,
    })
    .from(enrolments)
    .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
    .innerJoin(users, eq(users.id, enrolments.userId))
    .innerJoin(platforms, eq(platforms.id, enrolments.platformId))
    .where(eq(enrolments.id, enrolmentId));
  const completedAt = row?.enrolment.completedAt;
  if (!row || row.enrolment.status !== 'completed' || !completedAt) return false;
  const { enrolment, training, learner } = row;
  const issued = await tx
    .insert(attestations)
    .values({
      enrolmentId,
      userId: enrolment.userId,
      platformId: enrolment.platformId,
      code: attestationCode(randomBytes(ATTESTATION_CODE_LENGTH)),
      lang: training.lang,
      secondsSpent: enrolment.secondsSpent,
      points: enrolment.points,
      snapshot: {
        learnerName: `${learner.firstName} ${learner.lastName}`.trim(),
        trainingName: training.name,
        trainingType: training.type,
        platformName: row.platformName,
        startedAt: enrolment.startedAt?.toISOString() ?? null,
        completedAt: completedAt.toISOString(),
        secondsSpent: enrolment.secondsSpent,
        points: enrolment.points,
      },
      issuedAt: completedAt,
    })
    .onConflictDoNothing({ target: attestations.enrolmentId })
    .returning({ id: attestations.id });
  return issued.length > 0;
}
