import { and, asc, eq } from 'drizzle-orm';
import { evaluationQuestions } from '@app/domain/learning/quiz-evaluation';
import { issueAttestation } from '../attestation-issue.ts';
import type { Db } from '../client.ts';
import { enrolments } from '../schema/enrolments.ts';
import { moduleProgress } from '../schema/module-progress.ts';
import { quizzes } from '../schema/quizzes.ts';
import { trainingModules } from '../schema/training-modules.ts';
import { trainingOffers } from '../schema/training-offers.ts';
import { trainings } from '../schema/trainings.ts';
import { users } from '../schema/users.ts';
import { FINISHED_TRAINING, type FinishedTraining } from './data/finished-training.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A demo learner who has finished an e-learning training (FINISHED_TRAINING): the completed enrolment with its
 * modules, its attestation, and the evaluation quiz waiting for an answer — what a learner sees right after the last
 * module. Guarded by that enrolment.
 */
export async function seedFinishedTraining(tx: Tx, finished: FinishedTraining = FINISHED_TRAINING): Promise<boolean> {
  const { email, offerSlug, startedAt, completedAt, secondsPerModule, initialScore = null, finalScore = null } = finished;
  const [user] = await tx.select({ id: users.id, platformId: users.platformId }).from(users).where(eq(users.email, email));
  if (!user) return false;
  const [offer] = await tx
    .select({ id: trainingOffers.id, trainingId: trainings.id, name: trainings.name, lang: trainings.lang, points: trainings.points })
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(and(eq(trainingOffers.platformId, user.platformId), eq(trainingOffers.slug, offerSlug)));
  const [done] = await tx.select({ id: enrolments.id }).from(enrolments).where(and(eq(enrolments.userId, user.id), eq(enrolments.trainingId, offer.trainingId)));
  if (done) return false;
  const modules = await tx.select({ id: trainingModules.id }).from(trainingModules).where(eq(trainingModules.trainingId, offer.trainingId)).orderBy(asc(trainingModules.position));
  const [enrolment] = await tx
    .insert(enrolments)
    .values({
      platformId: user.platformId,
      userId: user.id,
      trainingId: offer.trainingId,
      offerId: offer.id,
      status: 'completed',
      enrolledAt: startedAt,
      startedAt,
      completedAt,
      points: offer.points,
      initialScore,
      finalScore,
      secondsSpent: secondsPerModule * modules.length,
      updatedAt: completedAt,
    })
    .returning({ id: enrolments.id });
  if (modules.length > 0) {
    await tx.insert(moduleProgress).values(
      modules.map((m) => ({ enrolmentId: enrolment.id, moduleId: m.id, status: 'completed' as const, startedAt, completedAt, secondsSpent: secondsPerModule, updatedAt: completedAt })),
    );
  }
  await tx.insert(quizzes).values({ userId: user.id, platformId: user.platformId, enrolmentId: enrolment.id, source: offer.name, questions: evaluationQuestions(offer.lang, []), createdAt: completedAt });
  await issueAttestation(tx, enrolment.id);
  return true;
}
