import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { trainingOffers } from '../schema/training-offers.ts';
import { trainingQuestions } from '../schema/training-questions.ts';
import { users } from '../schema/users.ts';
import { seedFinishedTraining } from './attestation-demo.ts';
import { HISTORY_LEARNER, HISTORY_QUESTIONS, HISTORY_TRAININGS, QUESTIONS_ANSWERER } from './data/history-demo.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A learner with a history (issue 13 parts 4 and 6): two finished trainings with their scores and attestations, and
 * questions asked from their pages, two answered by the back-office. Guarded by the learner's questions.
 */
export async function seedHistoryDemo(tx: Tx): Promise<boolean> {
  const [learner] = await tx.select({ id: users.id, platformId: users.platformId }).from(users).where(eq(users.email, HISTORY_LEARNER));
  const [answerer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, QUESTIONS_ANSWERER));
  if (!learner || !answerer) return false;
  const [asked] = await tx.select({ id: trainingQuestions.id }).from(trainingQuestions).where(eq(trainingQuestions.userId, learner.id)).limit(1);
  if (asked) return false;
  for (const finished of HISTORY_TRAININGS) await seedFinishedTraining(tx, finished);
  const offers = await tx
    .select({ id: trainingOffers.id, slug: trainingOffers.slug })
    .from(trainingOffers)
    .where(and(eq(trainingOffers.platformId, learner.platformId), inArray(trainingOffers.slug, HISTORY_QUESTIONS.map((q) => q.offerSlug))));
  const offerOf = new Map(offers.map((o) => [o.slug, o.id]));
  await tx.insert(trainingQuestions).values(
    HISTORY_QUESTIONS.map((q) => ({
      userId: learner.id,
      platformId: learner.platformId,
      offerId: offerOf.get(q.offerSlug)!,
      text: q.text,
      askedAt: q.askedAt,
      answer: q.answer ?? null,
      answeredAt: q.answeredAt ?? null,
      answeredBy: q.answer ? answerer.id : null,
    })),
  );
  return true;
}
