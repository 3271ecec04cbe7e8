import { MODULE_TYPE } from '@app/domain/catalogue/training-types';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { moduleContents } from '../schema/module-contents.ts';
import { trainingModules } from '../schema/training-modules.ts';
import { trainingOffers } from '../schema/training-offers.ts';
import { trainings } from '../schema/trainings.ts';
import { QUIZ_MODULE_QUESTIONS } from './data/quizmod-questions.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Seed step: the questions of the demo quiz modules (knowledge checks), stored as their content. Its marker is a quiz
 * content row; a training without questions in QUIZ_MODULE_QUESTIONS (the acceptance test training) keeps none.
 */
export async function seedQuizModuleContents(tx: Tx): Promise<boolean> {
  const marker = await tx.select({ id: moduleContents.moduleId }).from(moduleContents).where(eq(moduleContents.kind, 'quiz')).limit(1);
  if (marker.length > 0) return false;
  const modules = await tx
    .selectDistinct({ id: trainingModules.id, lang: trainings.lang, slug: trainingOffers.slug })
    .from(trainingModules)
    .innerJoin(trainings, eq(trainings.id, trainingModules.trainingId))
    .innerJoin(trainingOffers, eq(trainingOffers.trainingId, trainings.id))
    .where(eq(trainingModules.typeCode, MODULE_TYPE.quiz));
  const rows = modules.flatMap((m) => {
    const questions = QUIZ_MODULE_QUESTIONS[`${m.lang}:${m.slug}`];
    return questions ? [{ moduleId: m.id, kind: 'quiz' as const, questions }] : [];
  });
  if (rows.length === 0) return false;
  await tx.insert(moduleContents).values(rows);
  return true;
}
