import type { Contract } from '@app/contracts/contract';
import { answerEvaluationQuiz, getEvaluationQuizzes, giveQuizFeedback } from '@app/contracts/learning/quiz';
import { dataOf, signedIn, type TestApp } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';
import { finishTraining } from './quiz-completion.fixture.ts';

/** A learner who has just finished a training, and their current quiz answered with the first choice of each question. */
async function answered(t: TestApp) {
  await finishTraining(t.db.db, 'chloe.simon@demo.test');
  const learner = await signedIn(t.app, 'chloe.simon@demo.test');
  const { current } = dataOf(await learner.call(getEvaluationQuizzes), getEvaluationQuizzes);
  const answers = Object.fromEntries(current!.questions.map((q) => [q.id, 0]));
  return { learner, quizId: current!.id, response: await learner.call(answerEvaluationQuiz, { body: { quizId: current!.id, answers } }) };
}

sweepContracts('evaluation quiz', contractsIn(import.meta.glob(['/packages/contracts/src/learning/quiz.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [getEvaluationQuizzes, async (t) => (await signedIn(t.app, 'pharmacien@demo.test')).call(getEvaluationQuizzes)],
  [answerEvaluationQuiz, async (t) => (await answered(t)).response],
  [giveQuizFeedback, async (t) => {
    const { learner, quizId } = await answered(t);
    return learner.call(giveQuizFeedback, { body: { quizId, rating: 4, comment: 'Utile' } });
  }],
]));
