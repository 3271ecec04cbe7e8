import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCourse } from '@app/contracts/catalogue/course';
import * as enrolment from '@app/contracts/learning/enrolment';
import { getTrainingPlan, type TrainingPlanData } from '@app/contracts/profile/training-plan';
import { PLAN_MIN_MONTHS } from '@app/domain/profile/training-plan';
import { buildTestApp, createVisitor, dataOf, signedIn, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const planOf = async (email: string) => dataOf(await (await signedIn(t.app, email)).call(getTrainingPlan), getTrainingPlan);
const PARIS_ISO = /^\d{4}-\d{2}-\d{2}T00:00:00\+0[12]:00$/;
const fromPlan = (plan: TrainingPlanData) => plan.activities.filter((a) => a.source === 'plan');

describe('GET /api/user/trainingPlan (spec §3, §4; issue 13 part 5)', () => {
  it('answers the account’s current plan with the activities assigned to the learner, in Paris-zone dates', async () => {
    const plan = await planOf('lea.dubois@demo.test');
    expect(plan.Id).toEqual(expect.any(Number));
    expect(plan.name).toBe('Plan de formation de l’officine');
    for (const date of [plan.startDate, plan.endDate, plan.plannedEndDate, ...plan.activities.flatMap((a) => [a.startDate, a.finishDate])]) {
      expect(date).toMatch(PARIS_ISO);
    }
    expect(fromPlan(plan).map((a) => a.training.type)).toEqual(['formation', 'video', 'dpc', 'faceToFaceOnly']);
    for (const a of fromPlan(plan)) expect(a.training.slug).toEqual(expect.any(String));
    expect(plan.users).toEqual({ [Object.keys(plan.users)[0]]: plan.activities.map((a) => a.id) });
  });

  it('spans at least 12 months from its start, though the plan itself lasts ten', async () => {
    const plan = await planOf('lea.dubois@demo.test');
    expect(plan.months).toHaveLength(PLAN_MIN_MONTHS);
    expect(plan.plannedEndDate < plan.endDate).toBe(true);
    expect(plan.months[0]).toBe(plan.startDate.slice(0, 7));
    expect(plan.months.at(-1)).toBe(plan.endDate.slice(0, 7));
  });

  it('lays the activities out in rows: overlapping month spans never share a row', async () => {
    const { activities } = await planOf('lea.dubois@demo.test');
    const rows = new Set(activities.map((a) => a.row));
    expect(rows.size).toBeGreaterThan(1);
    for (const a of activities) {
      for (const b of activities) {
        if (a !== b && a.row === b.row) expect(a.toDate < b.fromDate || b.toDate < a.fromDate).toBe(true);
      }
    }
    // The seeded plan: months 0–2, 1–3, 2–6 and 3 of the plan, the first three overlapping, so on three rows (her own
    // enrolments share the layout, so which row each takes depends on them).
    const planned = fromPlan({ activities } as TrainingPlanData);
    expect(planned.map((a) => [a.fromDate, a.toDate])).toEqual([[0, 2], [1, 3], [2, 6], [3, 3]]);
    expect(new Set(planned.slice(0, 3).map((a) => a.row)).size).toBe(3);
  });

  it('lists the account’s earlier plans with the learner’s share of them', async () => {
    const { historyPlans } = await planOf('lea.dubois@demo.test');
    expect(historyPlans).toEqual([expect.objectContaining({ Id: expect.any(Number), name: 'Plan de formation précédent', activities: 1 })]);
  });

  it('shows a colleague of the same pharmacy the plan but none of the learner’s activities', async () => {
    const lea = await planOf('lea.dubois@demo.test');
    const colleague = await planOf('sarah.laurent@demo.test');
    expect(colleague.Id).toBe(lea.Id);
    expect(fromPlan(colleague)).toEqual([]);
    expect(colleague.historyPlans[0].activities).toBe(0);
  });

  it('shows a learner of another account none of it: their calendar year and their own enrolments', async () => {
    const lea = await planOf('lea.dubois@demo.test');
    const other = await planOf('adjoint@demo.test');
    expect(other.Id).toBeNull();
    expect(other.historyPlans).toEqual([]);
    expect(other.startDate.slice(5, 10)).toBe('01-01');
    expect(other.months).toHaveLength(12);
    const leaIds = new Set(lea.activities.map((a) => a.id));
    expect(other.activities.filter((a) => leaIds.has(a.id) || a.source === 'plan')).toEqual([]);
  });

  it('adds an enrolment of the learner to their plan, from its day', async () => {
    const learner = await signedIn(t.app, 'adjoint@demo.test');
    const { id: courseId } = dataOf(await createVisitor(t.app).call(getCourse, { params: { slug: 'accompagner-sevrage-tabagique' } }), getCourse);
    const { id } = dataOf(await learner.call(enrolment.subscribeFormation, { body: { id: courseId } }), enrolment.subscribeFormation);
    const plan = dataOf(await learner.call(getTrainingPlan), getTrainingPlan);
    const added = plan.activities.find((a) => a.id === `enrolment-${id}`);
    expect(added).toMatchObject({ source: 'enrolment', training: { slug: 'accompagner-sevrage-tabagique', type: 'formation' } });
    expect(added!.startDate).toMatch(PARIS_ISO);
  });

  it('needs a signed-in user', async () => {
    expect((await createVisitor(t.app).call(getTrainingPlan)).statusCode).toBe(401);
  });
});
