import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCourse } from '@app/contracts/catalogue/course';
import * as enrolment from '@app/contracts/learning/enrolment';
import * as flow from '@app/contracts/learning/flow';
import * as quizmod from '@app/contracts/learning/quizmod';
import { trackingEvents } from '@app/db/schema/tracking-events';
import { QUIZ_MODULE_QUESTIONS } from '@app/db/seed/data/quizmod-questions';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';

const QUIZ = 'quiz-diabete-type-2';
const RIGHT = Object.fromEntries(QUIZ_MODULE_QUESTIONS[`fr:${QUIZ}`].map((q) => [q.id, q.answer]));
/** Two of five wrong: 6 out of 10, under the pass mark. */
const TWO_WRONG = { ...RIGHT, q1: 0, q2: 0 };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const courseId = async (slug: string, host = 'demo.localhost') => dataOf(await createVisitor(t.app, host).call(getCourse, { params: { slug } }), getCourse).id;
async function enrol(learner: Visitor, type: 'quiz' | 'formation', slug: string, host?: string) {
  const id = await courseId(slug, host);
  const enrolled = type === 'quiz' ? await learner.call(enrolment.subscribeType, { params: { type }, body: { id } }) : await learner.call(enrolment.subscribeFormation, { body: { id } });
  const courseTrackingId = dataOf(enrolled, enrolment.subscribeType).id;
  const { modules } = dataOf(await learner.call(flow.formationCurrentFlow, { params: { id: courseTrackingId } }), flow.formationCurrentFlow);
  return { id: courseTrackingId, modules };
}
const answer = (learner: Visitor, id: number, moduleId: number, answers: Record<string, number>) => learner.call(quizmod.answerQuizModule, { params: { id }, body: { moduleId, answers } });

describe('a quiz training', () => {
  let learner: Visitor;
  let id: number;
  let moduleId: number;
  beforeAll(async () => {
    learner = await signedIn(t.app, 'pharmacien@demo.test');
    const enrolled = await enrol(learner, 'quiz', QUIZ);
    [id, moduleId] = [enrolled.id, enrolled.modules[0].id];
    expect(enrolled.modules[0]).toMatchObject({ contentKind: 'quiz', typeCode: 7 });
  });

  it('gives the module’s questions without their answers or explanations, and the pass mark', async () => {
    const quiz = dataOf(await learner.call(quizmod.getQuizModule, { params: { id }, query: { moduleId } }), quizmod.getQuizModule);
    expect(quiz).toMatchObject({ moduleId, status: 'notStarted', score: null, passScore: 7 });
    expect(quiz.questions).toHaveLength(5);
    expect(Object.keys(quiz.questions[0]).sort()).toEqual(['choices', 'id', 'text']);
  });

  it('refuses answers by field in the learner’s language: a question left out, a choice it does not offer, a question it does not ask', async () => {
    const { q3: _q3, ...withoutQ3 } = RIGHT;
    const response = await answer(learner, id, moduleId, { ...withoutQ3, q4: 9, q9: 0 });
    expect(response.statusCode).toBe(422);
    expect(failureOf(response, quizmod.answerQuizModule).data).toEqual({
      errors: {
        'answers.q3': ['Choisissez une option.'],
        'answers.q4': ['Choisissez une option.'],
        'answers.q9': ['Cette question ne fait pas partie du questionnaire.'],
      },
    });
    const bad = await learner.request({ method: 'GET', url: `/back/api/user/formation/module/questions/${id}?moduleId=abc` });
    expect(failureOf(bad, quizmod.getQuizModule).data).toEqual({ errors: { moduleId: ['Indiquez un module de la formation.'] } });
  });

  it('keeps a failed attempt’s score with the module open, shows each answer with its explanation, and lets the learner try again', async () => {
    const failed = dataOf(await answer(learner, id, moduleId, TWO_WRONG), quizmod.answerQuizModule);
    expect(failed).toMatchObject({ moduleId, status: 'inProgress', score: 6, passed: false, trainingCompleted: false });
    expect(failed.results[0]).toEqual({ questionId: 'q1', correct: false, answer: RIGHT.q1, explanation: QUIZ_MODULE_QUESTIONS[`fr:${QUIZ}`][0].explanation });
    expect(failed.results.filter((r) => r.correct)).toHaveLength(3);
    expect(dataOf(await learner.call(quizmod.getQuizModule, { params: { id }, query: { moduleId } }), quizmod.getQuizModule)).toMatchObject({ status: 'inProgress', score: 6 });

    const passed = dataOf(await answer(learner, id, moduleId, { ...RIGHT, q1: 0 }), quizmod.answerQuizModule);
    expect(passed).toMatchObject({ status: 'completed', score: 8, passed: true, trainingCompleted: true });
    const events = await t.db.db.select().from(trackingEvents).where(and(eq(trackingEvents.enrolmentId, id), eq(trackingEvents.kind, 'quiz')));
    expect(events.map((e) => e.payload)).toEqual([{ answers: TWO_WRONG, score: 6 }, { answers: { ...RIGHT, q1: 0 }, score: 8 }]);
  });

  it('completes the training with its points (the score plus the training’s), and a later try changes nothing kept', async () => {
    const done = dataOf(await learner.call(flow.formationCurrentFlow, { params: { id } }), flow.formationCurrentFlow);
    expect(done).toMatchObject({ status: 'completed', progress: 100, points: 8 + 5 });
    expect(done.modules[0]).toMatchObject({ status: 'completed', score: 8 });
    const again = dataOf(await answer(learner, id, moduleId, TWO_WRONG), quizmod.answerQuizModule);
    expect(again).toMatchObject({ status: 'completed', score: 6, passed: false, trainingCompleted: false });
    expect(dataOf(await learner.call(quizmod.getQuizModule, { params: { id }, query: { moduleId } }), quizmod.getQuizModule)).toMatchObject({ status: 'completed', score: 8 });
  });

  it('answers 404 to another learner and to a visitor 401', async () => {
    const other = await signedIn(t.app, 'titulaire@demo.test');
    expect((await other.call(quizmod.getQuizModule, { params: { id }, query: { moduleId } })).statusCode).toBe(404);
    expect((await answer(other, id, moduleId, RIGHT)).statusCode).toBe(404);
    expect((await createVisitor(t.app).call(quizmod.getQuizModule, { params: { id }, query: { moduleId } })).statusCode).toBe(401);
  });
});

describe('a quiz module inside a training', () => {
  it('is locked (409) until the modules before it are completed, and a module that is not a quiz is a 404', async () => {
    const learner = await signedIn(t.app, 'pharmacien@demo.test');
    const { id, modules } = await enrol(learner, 'formation', 'nutrition-infantile-laits-diversification');
    const last = modules[2];
    expect(last.contentKind).toBe('quiz');
    const locked = await learner.call(quizmod.getQuizModule, { params: { id }, query: { moduleId: last.id } });
    expect(locked.statusCode).toBe(409);
    expect(failureOf(locked, quizmod.getQuizModule).message).toBe('Terminez d’abord les modules précédents.');
    expect((await answer(learner, id, last.id, {})).statusCode).toBe(409);
    const notQuiz = await learner.call(quizmod.getQuizModule, { params: { id }, query: { moduleId: modules[0].id } });
    expect(failureOf(notQuiz, quizmod.getQuizModule)).toMatchObject({ message: 'Ce module n’est pas un quiz.' });
    expect(notQuiz.statusCode).toBe(404);
  });
});

describe('a Spanish quiz', () => {
  it('asks its questions in Spanish and refuses a missing answer in Spanish', async () => {
    const learner = await signedIn(t.app, 'farmaceutico@cofares.test', 'cofares.localhost', 'cofares');
    const { id, modules } = await enrol(learner, 'quiz', 'test-interacciones-anticoagulantes', 'cofares.localhost');
    const quiz = dataOf(await learner.call(quizmod.getQuizModule, { params: { id }, query: { moduleId: modules[0].id } }), quizmod.getQuizModule);
    expect(quiz.questions[0].text).toBe('¿Qué anticoagulante oral necesita controles periódicos del INR?');
    const response = await answer(learner, id, modules[0].id, { q1: 1 });
    expect(failureOf(response, quizmod.answerQuizModule).data).toMatchObject({ errors: { 'answers.q2': ['Elija una opción.'] } });
  });
});
