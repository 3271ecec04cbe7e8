import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@app/contracts/contract-path';
import { listQuizFeedbacks, quizFeedbackOptions, searchQuizFeedbacks } from '@app/contracts/admin/quiz-feedbacks';
import { auditEntries } from '@app/db/schema/audit-entries';
import { platforms } from '@app/db/schema/platforms';
import { quizFeedbacks } from '@app/db/schema/quizzes';
import { QUIZ_FEEDBACK_PAGE_SIZE } from '@app/domain/admin/quiz-feedback';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';

let t: TestApp;
let admin: Visitor;
let demoFeedback: (typeof quizFeedbacks.$inferSelect)[];

const search = (visitor: Visitor, page: number, body: object = {}) => visitor.call(searchQuizFeedbacks, { params: { id: page }, body: body as never });
const mean = (ratings: number[]) => Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, 'admin@demo.test');
  const [demo] = await t.db.db.select({ id: platforms.id }).from(platforms).where(eq(platforms.codeName, 'demo'));
  demoFeedback = await t.db.db.select().from(quizFeedbacks).where(eq(quizFeedbacks.platformId, demo.id));
});
afterAll(() => t.close());

describe('who reads the quiz feedback', () => {
  it('answers 401 to a guest, 403 to a learner and a referent, on every call', async () => {
    const calls = (visitor: Visitor) => [visitor.call(listQuizFeedbacks), search(visitor, 1), visitor.call(quizFeedbackOptions, { params: { a: 'training', b: '*' } })];
    for (const answer of await Promise.all(calls(createVisitor(t.app)))) expect(answer.statusCode).toBe(401);
    for (const email of ['pharmacien@demo.test', 'referent@demo.test']) {
      for (const answer of await Promise.all(calls(await signedIn(t.app, email)))) {
        expect(answer.statusCode).toBe(403);
        failureOf(answer, listQuizFeedbacks);
      }
    }
  });

  it('gives the administrator of another platform theirs only, and takes their session for a guest here', async () => {
    const elsewhere = await signedIn(t.app, 'admin@cofares.test', 'cofares.localhost', 'cofares');
    const theirs = dataOf(await elsewhere.call(listQuizFeedbacks), listQuizFeedbacks);
    expect(theirs.total).toBeGreaterThan(0);
    const demoIds = new Set(demoFeedback.map((f) => f.id));
    expect(theirs.items.some((f) => demoIds.has(f.id))).toBe(false);
    // A demo learner asked for by id there: nothing.
    expect(dataOf(await search(elsewhere, 1, { filter: { learnerId: demoFeedback[0].userId } }), searchQuizFeedbacks).total).toBe(0);
    const options = dataOf(await elsewhere.call(quizFeedbackOptions, { params: { a: 'learner', b: '*' } }), quizFeedbackOptions);
    expect(options.some((o) => demoFeedback.some((f) => f.userId === o.id))).toBe(false);
    // Their session brought to this platform's host: a guest's.
    expect((await elsewhere.request({ method: 'GET', url: `${API_PREFIX}${listQuizFeedbacks.path}`, headers: { host: 'demo.localhost' } })).statusCode).toBe(401);
  });
});

describe('the quiz feedback table', () => {
  it('opens on the newest page of this platform’s feedback with the mean of all of it, and pages through the rest', async () => {
    expect(demoFeedback.length).toBeGreaterThan(QUIZ_FEEDBACK_PAGE_SIZE);
    const first = dataOf(await admin.call(listQuizFeedbacks), listQuizFeedbacks);
    expect(first).toMatchObject({ total: demoFeedback.length, page: 1, perPage: QUIZ_FEEDBACK_PAGE_SIZE, average: mean(demoFeedback.map((f) => f.rating)) });
    expect(first.items).toHaveLength(QUIZ_FEEDBACK_PAGE_SIZE);
    const times = first.items.map((f) => f.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.items.every((f) => f.learner.name !== '' && f.training !== null)).toBe(true);
    const second = dataOf(await search(admin, 2), searchQuizFeedbacks);
    expect(second.items).toHaveLength(demoFeedback.length - QUIZ_FEEDBACK_PAGE_SIZE);
    expect(new Set([...first.items, ...second.items].map((f) => f.id)).size).toBe(demoFeedback.length);
    expect(second.items[0].createdAt <= first.items.at(-1)!.createdAt).toBe(true);
    expect(dataOf(await search(admin, 9), searchQuizFeedbacks)).toMatchObject({ items: [], total: demoFeedback.length });
  });

  it('names the question a feedback is about, the whole quiz otherwise', async () => {
    const all = [...dataOf(await search(admin, 1), searchQuizFeedbacks).items, ...dataOf(await search(admin, 2), searchQuizFeedbacks).items];
    const onQuestion = demoFeedback.find((f) => f.questionId !== null)!;
    expect(all.find((f) => f.id === onQuestion.id)!.question).toMatch(/\S/);
    expect(all.find((f) => f.id === onQuestion.id)!.question).not.toBe(onQuestion.questionId);
    expect(all.find((f) => f.id === demoFeedback.find((g) => g.questionId === null)!.id)!.question).toBeNull();
  });

  it('filters by rating, learner, training, Paris days and text, together, the mean following', async () => {
    const low = dataOf(await search(admin, 1, { filter: { rating: 2 } }), searchQuizFeedbacks);
    expect(low.total).toBe(demoFeedback.filter((f) => f.rating === 2).length);
    expect(low.total).toBeGreaterThan(0);
    expect(low.average).toBe(2);
    const learner = demoFeedback[0].userId;
    const ofLearner = dataOf(await search(admin, 1, { filter: { learnerId: learner } }), searchQuizFeedbacks);
    expect(ofLearner.total).toBe(demoFeedback.filter((f) => f.userId === learner).length);
    const trainings = dataOf(await admin.call(quizFeedbackOptions, { params: { a: 'training', b: '*' } }), quizFeedbackOptions);
    expect(trainings.length).toBeGreaterThan(1);
    const counts = await Promise.all(trainings.map(async (o) => dataOf(await search(admin, 1, { filter: { trainingId: o.id } }), searchQuizFeedbacks).total));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(demoFeedback.length);
    expect(counts.every((c) => c > 0 && c < demoFeedback.length)).toBe(true);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const todays = demoFeedback.filter((f) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(f.createdAt) === today).length;
    expect(dataOf(await search(admin, 1, { filter: { from: today, to: today } }), searchQuizFeedbacks).total).toBe(todays);
    expect(dataOf(await search(admin, 1, { filter: { to: '2020-01-01' } }), searchQuizFeedbacks).total).toBe(0);
    const text = dataOf(await search(admin, 1, { filterValue: '  POSOLOGIES ' }), searchQuizFeedbacks);
    expect(text.total).toBe(demoFeedback.filter((f) => f.comment?.includes('posologies')).length);
    expect(text.total).toBeGreaterThan(0);
    // A pattern character is searched as itself.
    expect(dataOf(await search(admin, 1, { filterValue: '%' }), searchQuizFeedbacks).total).toBe(0);
    const both = dataOf(await search(admin, 1, { filter: { rating: 5, learnerId: learner }, filterValue: 'zzz-nothing' }), searchQuizFeedbacks);
    expect(both).toMatchObject({ total: 0, average: null, items: [] });
    // Blank filters are no filters (a form sent with its fields empty).
    const blank = { filter: { trainingId: '', learnerId: '', rating: '', from: '', to: '' }, filterValue: '' };
    expect(dataOf(await search(admin, 1, blank), searchQuizFeedbacks).total).toBe(demoFeedback.length);
  });

  it('lists the trainings and learners that have feedback here, narrowed by the text of {b}', async () => {
    const learners = dataOf(await admin.call(quizFeedbackOptions, { params: { a: 'learner', b: '*' } }), quizFeedbackOptions);
    expect(learners.map((l) => l.id).sort()).toEqual([...new Set(demoFeedback.map((f) => f.userId))].sort());
    expect(learners.map((l) => l.label)).toEqual([...learners.map((l) => l.label)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const some = learners[0].label.slice(0, 3).toUpperCase();
    const narrowed = dataOf(await admin.call(quizFeedbackOptions, { params: { a: 'learner', b: some } }), quizFeedbackOptions);
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.every((l) => l.label.toUpperCase().includes(some))).toBe(true);
    expect(dataOf(await admin.call(quizFeedbackOptions, { params: { a: 'training', b: 'zzz-nothing' } }), quizFeedbackOptions)).toEqual([]);
    const unknown = await admin.request({ method: 'GET', url: '/back/api/admin/quizFeedbacks/select/password/x' });
    expect(unknown.statusCode).toBe(422);
  });

  it('refuses a bad page, rating, day, an unknown filter and a period ending before it starts, beside their field', async () => {
    const fieldsOf = async (url: string, payload: object) => {
      const answer = await admin.request({ method: 'POST', url, payload });
      expect(answer.statusCode).toBe(422);
      return Object.keys((failureOf(answer, searchQuizFeedbacks).data as { errors: Record<string, string[]> }).errors).sort();
    };
    expect(await fieldsOf('/back/api/admin/quizFeedbacks/0', {})).toEqual(['id']);
    expect(await fieldsOf('/back/api/admin/quizFeedbacks/1', { filter: { rating: 6, from: 'yesterday', userPassword: 'x' }, filterValue: 3 })).toEqual(
      expect.arrayContaining(['filter.from', 'filter.rating', 'filterValue']),
    );
    const period = await search(admin, 1, { filter: { from: '2026-05-02', to: '2026-05-01' } });
    expect(period.statusCode).toBe(422);
    expect(failureOf(period, searchQuizFeedbacks).data).toEqual({ errors: { 'filter.to': ['La fin de la période ne peut pas précéder son début.'] } });
  });

  it('records nothing in the audit log: reading changes nothing', async () => {
    await admin.call(listQuizFeedbacks);
    await search(admin, 2, { filter: { rating: 4 } });
    expect(await t.db.db.select().from(auditEntries)).toEqual([]);
  });
});
