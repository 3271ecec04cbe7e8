/** Tests of evaluation quizzes and attestations: a learner who has just finished a training, through recordProgress. */
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { moduleContents, type ContentQuestion } from '@app/db/schema/module-contents';
import { trainingModules } from '@app/db/schema/training-modules';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { users } from '@app/db/schema/users';
import type { Lang } from '@app/domain/platform/locales';
import { loadEnrolment } from './enrolment-record.ts';
import { recordProgress } from './progress.ts';

export const KNOWLEDGE_CHECK: ContentQuestion[] = [
  { id: 'q1', text: 'Quelle est la température de conservation d’un vaccin ?', choices: ['Entre 2 et 8 °C', 'Entre 10 et 15 °C', 'À température ambiante'], answer: 0 },
  { id: 'q2', text: 'Un rappel est-il nécessaire ?', choices: ['Non', 'Oui'], answer: 1 },
];

export interface Finished {
  userId: number;
  platformId: number;
  enrolmentId: number;
  trainingName: string;
}

/**
 * Enrols the user in a training of their platform in `lang` they are not enrolled in yet (with a knowledge check as
 * its first module when asked), then completes its modules one by one, `secondsEach` each.
 */
export async function finishTraining(db: Db, email: string, { lang = 'fr', knowledgeCheck = false, secondsEach = 1800 }: { lang?: Lang; knowledgeCheck?: boolean; secondsEach?: number } = {}): Promise<Finished> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const taken = (await db.select({ id: enrolments.trainingId }).from(enrolments).where(eq(enrolments.userId, user.id))).map((e) => e.id);
  const [offer] = await db
    .selectDistinct({ offerId: trainingOffers.id, trainingId: trainings.id, name: trainings.name })
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .innerJoin(trainingModules, eq(trainingModules.trainingId, trainings.id))
    .where(and(eq(trainingOffers.platformId, user.platformId), eq(trainings.lang, lang), eq(trainings.type, 'formation'), taken.length ? notInArray(trainings.id, taken) : undefined))
    .orderBy(trainings.id)
    .limit(1);
  const modules = await db.select().from(trainingModules).where(eq(trainingModules.trainingId, offer.trainingId)).orderBy(asc(trainingModules.position));
  // The demo's own quiz modules leave: the training's knowledge checks are the fixture's alone, or none.
  await db.delete(moduleContents).where(and(eq(moduleContents.kind, 'quiz'), inArray(moduleContents.moduleId, modules.map((m) => m.id))));
  if (knowledgeCheck) {
    await db
      .insert(moduleContents)
      .values({ moduleId: modules[0].id, kind: 'quiz', questions: KNOWLEDGE_CHECK })
      .onConflictDoUpdate({ target: moduleContents.moduleId, set: { kind: 'quiz', questions: KNOWLEDGE_CHECK } });
  }
  const [enrolment] = await db
    .insert(enrolments)
    .values({ platformId: user.platformId, userId: user.id, trainingId: offer.trainingId, offerId: offer.offerId })
    .returning();
  const learner = { userId: user.id, platformId: user.platformId };
  for (const m of modules) {
    const record = await loadEnrolment(db, learner, enrolment.id);
    await recordProgress(db, record, m.id, { kind: 'complete', seconds: secondsEach, set: { score: 8 }, complete: true });
  }
  return { ...learner, enrolmentId: enrolment.id, trainingName: offer.name };
}
