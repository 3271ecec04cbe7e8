import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { attestations } from '@app/db/schema/attestations';
import { enrolments } from '@app/db/schema/enrolments';
import { platforms } from '@app/db/schema/platforms';
import { trainings } from '@app/db/schema/trainings';
import { users } from '@app/db/schema/users';
import { ATTESTATION_CODE_LENGTH, attestationCode } from '@app/domain/learning/attestation';
import type { Tx } from './tracking-chain.ts';

/**
 * Issues the attestation of a completed enrolment, in the completion's transaction: what it states (learner, training,
 * dates, time really spent, points, platform) is fixed now, in the training's language, with a random code for the
 * public check. Once per enrolment (append-only): a later completion or a rename changes nothing already issued.
 */
export async function issueAttestation(tx: Tx, enrolmentId: number): Promise<void> {
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
  if (!row || row.enrolment.status !== 'completed' || !completedAt) return;
  const { enrolment, training, learner } = row;
  await tx
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
    .onConflictDoNothing({ target: attestations.enrolmentId });
}
