import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerEvaluationQuiz, getEvaluationQuizzes, giveQuizFeedback, type EvaluationQuiz } from '@app/contracts/learning/quiz';
import { getUser } from '@app/contracts/identity/auth';
import { quizFeedbacks, quizTrackings, quizzes } from '@app/db/schema/quizzes';
import { EVALUATION_QUESTIONNAIRE } from '@app/domain/learning/quiz-evaluation';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';
import { finishTraining, KNOWLEDGE_CHECK, type Finished } from './quiz-completion.fixture.ts';

let t: TestApp;
let learner: Visitor;
let finished: Finished;
beforeAll(async () => {
  t = await buildTestApp();
  finished = await finishTraining(t.db.db, 'pharmacien@demo.test', { knowledgeCheck: true });
  learner = await signedIn(t.app, 'pharmacien@demo.test');
});
afterAll(async () => t.close());

const quizzesOf = async (visitor: Visitor) => dataOf(await visitor.call(getEvaluationQuizzes), getEvaluationQuizzes);
/** Every question answered with its first choice, the knowledge checks with the given choices. */
const answersFor = (quiz: EvaluationQuiz, knowledge: number[]) => {
  const checks = quiz.questions.filter((q) => q.kind === 'knowledge');
  return Object.fromEntries(quiz.questions.map((q) => [q.id, q.kind === 'knowledge' ? knowledge[checks.indexOf(q)] : 0]));
};

describe('the evaluation quiz put on completion (issue "Learning I" part 6)', () => {
  it('is the current quiz: the standard questionnaire then the training’s knowledge checks, without their answers', async () => {
    const { current, quizzes: list } = await quizzesOf(learner);
    expect(list).toHaveLength(1);
    expect(current).toMatchObject({ hidden: false, source: finished.trainingName, courseTrackingId: finished.enrolmentId, tracking: null, feedbacks: [] });
    expect(current!.questions.map((q) => q.kind)).toEqual([...EVALUATION_QUESTIONNAIRE.fr.map((q) => q.kind), 'knowledge', 'knowledge']);
    expect(current!.questions.at(-2)!.text).toBe(KNOWLEDGE_CHECK[0].text);
    expect(JSON.stringify(current)).not.toContain('"answer"');
  });

  it('shows in the session user (spec §3 evaluationQuizzes)', async () => {
    const user = dataOf(await learner.call(getUser), getUser);
    expect(user.evaluationQuizzes.quizzes).toEqual([expect.objectContaining({ hidden: false, source: finished.trainingName })]);
  });

  it('needs a signed-in learner', async () => {
    const response = await createVisitor(t.app).call(getEvaluationQuizzes);
    expect(response.statusCode).toBe(401);
    failureOf(response, getEvaluationQuizzes);
  });
});

describe('answering', () => {
  it('refuses missing, out-of-range and unknown answers field by field (422), in the learner’s language', async () => {
    const { current } = await quizzesOf(learner);
    const { satisfaction: _s, ...rest } = answersFor(current!, [0, 1]);
    const response = await learner.call(answerEvaluationQuiz, { body: { quizId: current!.id, answers: { ...rest, relevance: 9, nope: 0 } } });
    expect(response.statusCode).toBe(422);
    const { data } = failureOf(response, answerEvaluationQuiz) as { data: { errors: Record<string, string[]> } };
    expect(data.errors).toEqual({
      'answers.satisfaction': ['Choisissez une option.'],
      'answers.relevance': ['Choisissez une option.'],
      'answers.nope': ['Cette question ne fait pas partie du questionnaire.'],
    });
  });

  it('refuses a choice that is not a whole number through the contract (422)', async () => {
    const { current } = await quizzesOf(learner);
    const response = await learner.call(answerEvaluationQuiz, { body: { quizId: current!.id, answers: { satisfaction: 'a' as unknown as number } } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys((failureOf(response, answerEvaluationQuiz).data as { errors: object }).errors)).toEqual(['answers.satisfaction']);
  });

  it('answers another learner’s quiz with 404', async () => {
    const { current } = await quizzesOf(learner);
    const other = await signedIn(t.app, 'adjoint@demo.test');
    const response = await other.call(answerEvaluationQuiz, { body: { quizId: current!.id, answers: answersFor(current!, [0, 1]) } });
    expect(response.statusCode).toBe(404);
    failureOf(response, answerEvaluationQuiz);
    // Nothing kept for that quiz (the demo has other learners' answered quizzes).
    expect(await t.db.db.select().from(quizTrackings).where(eq(quizTrackings.quizId, current!.id))).toHaveLength(0);
  });

  it('keeps the answers and the score, hides the quiz, and the next quiz becomes current', async () => {
    const second = await finishTraining(t.db.db, 'pharmacien@demo.test');
    const { current } = await quizzesOf(learner);
    const answered = dataOf(await learner.call(answerEvaluationQuiz, { body: { quizId: current!.id, answers: answersFor(current!, [0, 0]) } }), answerEvaluationQuiz);
    expect(answered.quiz).toMatchObject({ id: current!.id, hidden: true, tracking: { score: 50, correct: 1, total: 2 } });
    const [tracking] = await t.db.db.select().from(quizTrackings).where(eq(quizTrackings.quizId, current!.id));
    expect(tracking).toMatchObject({ score: 50, notAnswered: false });
    expect(tracking.answers).toContainEqual({ questionId: current!.questions.at(-1)!.id, choice: 0, correct: false });
    const after = await quizzesOf(learner);
    expect(after.current).toMatchObject({ courseTrackingId: second.enrolmentId, hidden: false, tracking: null });
    expect(after.quizzes.map((q) => q.hidden)).toEqual([true, false]);
    const user = dataOf(await learner.call(getUser), getUser);
    expect(user.evaluationQuizzes.quizTrackings).toEqual([expect.objectContaining({ quizId: current!.id, score: 50 })]);
  });

  it('refuses to answer a hidden quiz again (409)', async () => {
    const [hidden] = (await quizzesOf(learner)).quizzes;
    const response = await learner.call(answerEvaluationQuiz, { body: { quizId: hidden.id, answers: answersFor(hidden, [0, 1]) } });
    expect(response.statusCode).toBe(409);
    expect(failureOf(response, answerEvaluationQuiz).message).toBe('Vous avez déjà répondu à ce questionnaire.');
  });

  it('scores a quiz without knowledge checks as null', async () => {
    const { current } = await quizzesOf(learner);
    const answered = dataOf(await learner.call(answerEvaluationQuiz, { body: { quizId: current!.id, answers: answersFor(current!, []) } }), answerEvaluationQuiz);
    expect(answered.quiz.tracking).toMatchObject({ score: null, correct: 0, total: 0 });
  });
});

describe('feedback after a quiz', () => {
  it('is refused before the quiz is answered (409)', async () => {
    const third = await finishTraining(t.db.db, 'pharmacien@demo.test');
    const [quiz] = await t.db.db.select().from(quizzes).where(eq(quizzes.enrolmentId, third.enrolmentId));
    const response = await learner.call(giveQuizFeedback, { body: { quizId: quiz.id, rating: 4 } });
    expect(response.statusCode).toBe(409);
    expect(failureOf(response, giveQuizFeedback).message).toBe('Répondez d’abord au questionnaire.');
  });

  it('keeps a rating and a comment on the quiz and on one question, once each', async () => {
    const [first] = (await quizzesOf(learner)).quizzes;
    const onQuiz = dataOf(await learner.call(giveQuizFeedback, { body: { quizId: first.id, rating: 5, comment: '  Très clair  ' } }), giveQuizFeedback);
    expect(onQuiz.quiz.feedbacks).toEqual([{ questionId: null, rating: 5, comment: 'Très clair' }]);
    const questionId = first.questions.at(-1)!.id;
    const onQuestion = dataOf(await learner.call(giveQuizFeedback, { body: { quizId: first.id, questionId, rating: 2 } }), giveQuizFeedback);
    expect(onQuestion.quiz.feedbacks).toEqual([
      { questionId: null, rating: 5, comment: 'Très clair' },
      { questionId, rating: 2, comment: null },
    ]);
    const again = await learner.call(giveQuizFeedback, { body: { quizId: first.id, rating: 1 } });
    expect(again.statusCode).toBe(409);
    failureOf(again, giveQuizFeedback);
    const rows = await t.db.db.select().from(quizFeedbacks).where(eq(quizFeedbacks.userId, finished.userId));
    expect(rows.map((r) => [r.questionId, r.rating, r.platformId])).toEqual([[null, 5, finished.platformId], [questionId, 2, finished.platformId]]);
  });

  it('refuses a rating outside 1–5, a long comment and an unknown question, by field (422)', async () => {
    const [first] = (await quizzesOf(learner)).quizzes;
    const response = await learner.call(giveQuizFeedback, { body: { quizId: first.id, rating: 6, comment: 'x'.repeat(2001) } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys((failureOf(response, giveQuizFeedback).data as { errors: object }).errors).sort()).toEqual(['comment', 'rating']);
    const unknown = await learner.call(giveQuizFeedback, { body: { quizId: first.id, questionId: 'nope', rating: 3 } });
    expect(unknown.statusCode).toBe(422);
    expect((failureOf(unknown, giveQuizFeedback).data as { errors: object }).errors).toEqual({ questionId: ['Cette question ne fait pas partie du questionnaire.'] });
  });

  it('answers 404 for another learner’s quiz', async () => {
    const [first] = (await quizzesOf(learner)).quizzes;
    const other = await signedIn(t.app, 'adjoint@demo.test');
    const response = await other.call(giveQuizFeedback, { body: { quizId: first.id, rating: 3 } });
    expect(response.statusCode).toBe(404);
    failureOf(response, giveQuizFeedback);
  });
});
