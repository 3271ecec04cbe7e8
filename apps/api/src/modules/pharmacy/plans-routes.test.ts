import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAccountId } from '@app/contracts/identity/auth';
import * as plans from '@app/contracts/pharmacy/plans';
import { listAssignableTrainings } from '@app/contracts/pharmacy/team';
import { getTrainingPlan } from '@app/contracts/profile/training-plan';
import { accounts } from '@app/db/schema/accounts';
import { trainingPlans } from '@app/db/schema/training-plans';
import { users } from '@app/db/schema/users';
import { PLAN_MIN_MONTHS, parisIsoDate } from '@app/domain/profile/training-plan';
import { EVENT_NAMES, accountChannel } from '@app/domain/realtime/realtime-channels';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';

let t: TestApp;
let owner: Visitor;
let centre: number;
let current: plans.PlanSummary;
let offerId: number;
let lea: number;
const db = () => t.db.db;

const accountId = async (name: string) => (await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name)))[0].id;
const userId = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
const errorsOf = (res: Awaited<ReturnType<Visitor['call']>>, contract: Parameters<typeof failureOf>[1]) =>
  (failureOf(res, contract).data as { errors: Record<string, string[]> }).errors;
/** A day `n` days after a local day. */
const dayAfter = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedIn(t.app, 'titulaire@demo.test');
  centre = await accountId('Pharmacie du Centre');
  lea = await userId('lea.dubois@demo.test');
  current = dataOf(await owner.call(plans.listTrainingPlans), plans.listTrainingPlans).plans[0];
  offerId = dataOf(await owner.call(listAssignableTrainings), listAssignableTrainings)[0].id;
});
afterAll(() => t.close());

const activityBody = (over: Partial<plans.CreateActivityInput> = {}): plans.CreateActivityInput => ({
  planId: current.Id,
  trainingId: offerId,
  startDate: parisIsoDate(current.startDate),
  endDate: parisIsoDate(dayAfter(current.startDate, 20)),
  learnerIds: [lea],
  ...over,
});

describe('the list of plans', () => {
  it('answers the current plan first and the ended ones as historyPlans', async () => {
    const list = dataOf(await owner.call(plans.listTrainingPlans), plans.listTrainingPlans);
    expect(list.plans[0]).toMatchObject({ name: 'Plan de formation de l’officine', activities: 4 });
    expect(list.historyPlans).toEqual([expect.objectContaining({ name: 'Plan de formation précédent', activities: 1 })]);
  });
});

describe('one plan', () => {
  it('answers its span of at least 12 months, its activities in rows, and each learner’s activities', async () => {
    const plan = dataOf(await owner.call(plans.getPlanCollectif, { params: { id: current.Id } }), plans.getPlanCollectif);
    expect(plan.months).toHaveLength(PLAN_MIN_MONTHS);
    expect(plan.plannedEndDate < plan.endDate).toBe(true);
    expect(plan.startDate).toMatch(/^\d{4}-\d{2}-01T00:00:00\+0[12]:00$/);
    expect(plan.activities.map((a) => [a.fromDate, a.toDate])).toEqual([[0, 2], [1, 3], [2, 6], [3, 3]]);
    expect(new Set(plan.activities.slice(0, 3).map((a) => a.row)).size).toBe(3);
    expect(plan.users[String(lea)].map((a) => a.id).sort()).toEqual(plan.activities.map((a) => a.id).sort());
    expect(plan.learners.some((l) => l.id === lea && l.firstName === 'Léa')).toBe(true);
  });

  it('is a 404 for another pharmacy, also for a referent of two after switching', async () => {
    expect((await owner.call(plans.getPlanCollectif, { params: { id: 999_999 } })).statusCode).toBe(404);
    const referent = await signedIn(t.app, 'referent@demo.test');
    expect((await referent.call(setAccountId, { body: { accountId: await accountId('Pharmacie des Halles'), platform: 'demo' } })).statusCode).toBe(200);
    const res = await referent.call(plans.getPlanCollectif, { params: { id: current.Id } });
    expect(res.statusCode).toBe(404);
    expect(failureOf(res, plans.getPlanCollectif).message).toContain('plan');
  });
});

describe('creating a plan', () => {
  it('creates it, raises the training-plan event, and lists it', async () => {
    const publish = vi.spyOn(t.app.realtime.broadcaster, 'publish');
    const res = await owner.call(plans.createTrainingPlan, { body: { name: 'Plan 2030', startDate: '2030-01-01', endDate: '2030-06-30' } });
    const { Id } = dataOf(res, plans.createTrainingPlan);
    expect(publish.mock.calls.filter(([, event]) => event === EVENT_NAMES.trainingPlans)).toEqual([[[accountChannel(centre)], EVENT_NAMES.trainingPlans, { planId: Id }, undefined]]);
    publish.mockRestore();
    const list = dataOf(await owner.call(plans.listTrainingPlans), plans.listTrainingPlans);
    expect(list.plans.map((p) => p.Id)).toEqual([current.Id, Id]);
    const [row] = await db().select().from(trainingPlans).where(eq(trainingPlans.id, Id));
    expect(row).toMatchObject({ accountId: centre, startDate: '2030-01-01', endDate: '2030-06-30' });
  });

  it('refuses an end before the start and a missing name beside their fields, in the user’s language', async () => {
    const res = await owner.call(plans.createTrainingPlan, { body: { name: ' ', startDate: '2030-05-01', endDate: '2030-04-30' } });
    expect(res.statusCode).toBe(422);
    const errors = errorsOf(res, plans.createTrainingPlan);
    expect(Object.keys(errors).sort()).toEqual(['endDate', 'name']);
    expect(errors.endDate[0]).toContain('date de fin');
    const spanish = await signedIn(t.app, 'titular@cofares.test', 'cofares.localhost', 'cofares');
    const es = await spanish.call(plans.createTrainingPlan, { body: { name: 'Plan', startDate: '2030-05-01', endDate: 'mañana' } });
    expect(errorsOf(es, plans.createTrainingPlan).endDate[0]).toBe('Introduzca una fecha válida.');
  });
});

describe('adding and moving an activity', () => {
  it('adds it for a learner, raises the event, and the learner sees it in their current plan', async () => {
    const publish = vi.spyOn(t.app.realtime.broadcaster, 'publish');
    const { id } = dataOf(await owner.call(plans.createActivity, { body: activityBody() }), plans.createActivity);
    expect(publish.mock.calls.filter(([, event]) => event === EVENT_NAMES.trainingPlans)).toEqual([[[accountChannel(centre)], EVENT_NAMES.trainingPlans, { planId: current.Id }, undefined]]);
    publish.mockRestore();
    const plan = dataOf(await owner.call(plans.getPlanCollectif, { params: { id: current.Id } }), plans.getPlanCollectif);
    expect(plan.activities.find((a) => a.id === id)).toMatchObject({ startDate: parisIsoDate(current.startDate), fromDate: 0 });
    expect(plan.users[String(lea)].some((a) => a.id === id)).toBe(true);
    const learner = await signedIn(t.app, 'lea.dubois@demo.test');
    const theirs = dataOf(await learner.call(getTrainingPlan), getTrainingPlan);
    expect(theirs.activities.some((a) => a.id === `plan-${id}`)).toBe(true);
  });

  it('moves it inside the plan (Paris-zone dates read as Paris days) and raises the event', async () => {
    const { id } = dataOf(await owner.call(plans.createActivity, { body: activityBody() }), plans.createActivity);
    const publish = vi.spyOn(t.app.realtime.broadcaster, 'publish');
    const start = dayAfter(current.startDate, 31);
    // 23:00 UTC the day before is midnight in Paris in winter, 01:00 in summer: both the Paris day `start`.
    const utcEve = new Date(Date.parse(parisIsoDate(start))).toISOString();
    const res = await owner.call(plans.updateActivity, { params: { id }, body: { startDate: utcEve, endDate: parisIsoDate(dayAfter(start, 5)) } });
    expect(dataOf(res, plans.updateActivity)).toEqual({ id });
    expect(publish.mock.calls.filter(([, event]) => event === EVENT_NAMES.trainingPlans)).toHaveLength(1);
    publish.mockRestore();
    const plan = dataOf(await owner.call(plans.getPlanCollectif, { params: { id: current.Id } }), plans.getPlanCollectif);
    expect(plan.activities.find((a) => a.id === id)).toMatchObject({ startDate: parisIsoDate(start), finishDate: parisIsoDate(dayAfter(start, 5)) });
  });

  it('refuses dates outside the plan or an end before the start beside the field', async () => {
    const before = await owner.call(plans.createActivity, { body: activityBody({ startDate: parisIsoDate(dayAfter(current.startDate, -1)) }) });
    expect(Object.keys(errorsOf(before, plans.createActivity))).toEqual(['startDate']);
    expect(errorsOf(before, plans.createActivity).startDate[0]).toContain('comprise dans le plan');
    const after = await owner.call(plans.createActivity, { body: activityBody({ endDate: parisIsoDate(dayAfter(current.endDate, 1)) }) });
    expect(Object.keys(errorsOf(after, plans.createActivity))).toEqual(['endDate']);
    const reversed = await owner.call(plans.createActivity, { body: activityBody({ startDate: parisIsoDate(dayAfter(current.startDate, 10)), endDate: parisIsoDate(dayAfter(current.startDate, 9)) }) });
    expect(errorsOf(reversed, plans.createActivity).endDate[0]).toContain('postérieure');
    const notIso = await owner.call(plans.createActivity, { body: activityBody({ startDate: '2026-13-45' }) });
    expect(Object.keys(errorsOf(notIso, plans.createActivity))).toEqual(['startDate']);
    const noLearner = await owner.call(plans.createActivity, { body: activityBody({ learnerIds: [] }) });
    expect(Object.keys(errorsOf(noLearner, plans.createActivity))).toEqual(['learnerIds']);
    const { id } = dataOf(await owner.call(plans.createActivity, { body: activityBody() }), plans.createActivity);
    const moved = await owner.call(plans.updateActivity, { params: { id }, body: { startDate: parisIsoDate(dayAfter(current.endDate, 1)), endDate: parisIsoDate(dayAfter(current.endDate, 2)) } });
    expect(Object.keys(errorsOf(moved, plans.updateActivity)).sort()).toEqual(['endDate', 'startDate']);
  });

  it('is a 404 for another pharmacy’s plan, learner or activity, and for a training it does not see', async () => {
    const paul = await userId('paul.andre@demo.test');
    const [halles] = await db().select({ id: trainingPlans.id }).from(trainingPlans).where(and(eq(trainingPlans.accountId, await accountId('Pharmacie des Halles'))));
    const foreignPlan = halles?.id ?? 999_999;
    expect((await owner.call(plans.createActivity, { body: activityBody({ planId: foreignPlan }) })).statusCode).toBe(404);
    expect((await owner.call(plans.createActivity, { body: activityBody({ learnerIds: [lea, paul] }) })).statusCode).toBe(404);
    expect((await owner.call(plans.createActivity, { body: activityBody({ trainingId: 999_999 }) })).statusCode).toBe(404);
    const { id } = dataOf(await owner.call(plans.createActivity, { body: activityBody() }), plans.createActivity);
    const referent = await signedIn(t.app, 'referent@demo.test');
    expect((await referent.call(setAccountId, { body: { accountId: await accountId('Pharmacie des Halles'), platform: 'demo' } })).statusCode).toBe(200);
    const dates = { startDate: activityBody().startDate, endDate: activityBody().endDate };
    expect((await referent.call(plans.updateActivity, { params: { id }, body: dates })).statusCode).toBe(404);
  });
});

describe('who may call', () => {
  it('answers 401 to a guest and 403 to a learner on every call', async () => {
    const guest = createVisitor(t.app);
    await guest.csrf();
    const learner = await signedIn(t.app, 'lea.dubois@demo.test');
    const calls = [
      [plans.listTrainingPlans, {}],
      [plans.getPlanCollectif, { params: { id: current.Id } }],
      [plans.createTrainingPlan, { body: { name: 'P', startDate: '2030-01-01', endDate: '2030-02-01' } }],
      [plans.createActivity, { body: activityBody() }],
      [plans.updateActivity, { params: { id: 1 }, body: { startDate: activityBody().startDate, endDate: activityBody().endDate } }],
    ] as const;
    for (const [contract, input] of calls) {
      expect((await guest.call(contract, input as never)).statusCode).toBe(401);
      expect((await learner.call(contract, input as never)).statusCode).toBe(403);
    }
  });
});
