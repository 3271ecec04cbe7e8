import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getCompliance } from '@app/contracts/compliance/compliance';
import { createPlanActivities, getTeamCompliancePlan, type CreatePlanActivitiesInput, type TeamPlan } from '@app/contracts/compliance/plan';
import * as plans from '@app/contracts/pharmacy/plans';
import { accounts } from '@app/db/schema/accounts';
import { enrolments } from '@app/db/schema/enrolments';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainingPlanActivityUsers } from '@app/db/schema/training-plan-activity-users';
import { trainingPlanActivities } from '@app/db/schema/training-plan-activities';
import { trainingPlans } from '@app/db/schema/training-plans';
import { users } from '@app/db/schema/users';
import { EVENT_NAMES, accountChannel } from '@app/domain/realtime/realtime-channels';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';

let t: TestApp;
let owner: Visitor;
let proposed: TeamPlan;
const db = () => t.db.db;

const accountId = async (name: string) => (await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name)))[0].id;
const userId = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
const plansOf = async (account: number) => (await db().select({ n: count() }).from(trainingPlans).where(eq(trainingPlans.accountId, account)))[0].n;
const errorsOf = (res: Awaited<ReturnType<Visitor['call']>>) => (failureOf(res, createPlanActivities).data as { errors: Record<string, string[]> }).errors;
/** The plan as the owner would send it back. */
const chosen = (plan: TeamPlan): CreatePlanActivitiesInput['learners'] =>
  plan.learners.filter((l) => l.trainings.length > 0).map((l) => ({ learnerId: l.id, offerIds: l.trainings.map((x) => x.offerId) }));
const body = (over: Partial<CreatePlanActivitiesInput> = {}): CreatePlanActivitiesInput => ({ name: 'Plan de conformité', startDate: '2027-01-01', endDate: '2027-12-31', learners: chosen(proposed), ...over });

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedIn(t.app, 'titulaire@demo.test');
  proposed = dataOf(await owner.call(getTeamCompliancePlan), getTeamCompliancePlan);
});
afterAll(() => t.close());

describe('who may call', () => {
  it('answers 401 to a guest and 403 to a learner', async () => {
    const guest = createVisitor(t.app);
    await guest.csrf();
    const learner = await signedIn(t.app, 'lea.dubois@demo.test');
    for (const visitor of [guest, learner]) {
      const status = visitor === guest ? 401 : 403;
      expect((await visitor.call(getTeamCompliancePlan)).statusCode).toBe(status);
      expect((await visitor.call(createPlanActivities, { body: body() })).statusCode).toBe(status);
    }
  });
});

describe('the proposed plan', () => {
  it('proposes funded DPC programmes to the French team and names the gaps no training of the catalogue closes', async () => {
    expect(proposed.teamSize).toBeGreaterThan(1);
    expect(proposed.learners.length).toBeGreaterThan(0);
    const trainings = proposed.learners.flatMap((l) => l.trainings);
    expect(trainings.length).toBeGreaterThan(0);
    // The demo's programmes are DPC ones, which the ANDPC pays for any pharmacist.
    expect(trainings.every((x) => x.funder === 'DPC' && x.funded === x.priceHT)).toBe(true);
    expect(proposed.cost).toBe(0);
    const andpc = trainings.reduce((sum, x) => sum + x.funded, 0);
    expect(proposed.funded).toEqual([{ funder: 'DPC', amount: expect.closeTo(andpc, 2) }]);
    // The demo catalogue has nothing for the certification's patients' and own-health blocks.
    expect(proposed.learners.every((l) => l.unresolved.includes('certification'))).toBe(true);
    expect(proposed.dueBy).toMatch(/^\d{4}-12-31$/);
  });

  it('closes every gap it can: once the proposed trainings are done, nothing more is proposed and the DPC is met', async () => {
    const done = chosen(proposed);
    const offers = await db().select().from(trainingOffers).where(inArray(trainingOffers.id, done.flatMap((l) => l.offerIds)));
    const users_ = await db().select({ id: users.id, platformId: users.platformId, email: users.email }).from(users).where(inArray(users.id, done.map((l) => l.learnerId)));
    const at = new Date();
    for (const { learnerId, offerIds } of done) {
      const platformId = users_.find((u) => u.id === learnerId)!.platformId;
      for (const offer of offers.filter((o) => offerIds.includes(o.id))) {
        await db().insert(enrolments).values({ platformId, userId: learnerId, trainingId: offer.trainingId, offerId: offer.id, status: 'completed', enrolledAt: at, startedAt: at, completedAt: at, updatedAt: at });
      }
    }
    const again = dataOf(await owner.call(getTeamCompliancePlan), getTeamCompliancePlan);
    expect(again.learners.flatMap((l) => l.trainings)).toEqual([]);
    expect(again.learners.map((l) => [l.id, l.unresolved])).toEqual(proposed.learners.map((l) => [l.id, l.unresolved]));
    const learner = await signedIn(t.app, users_[0].email);
    const card = dataOf(await learner.call(getCompliance), getCompliance);
    expect(card.obligations.find((o) => o.obligation === 'dpc')?.status).toBe('met');
    await db().delete(enrolments).where(and(eq(enrolments.completedAt, at), inArray(enrolments.userId, done.map((l) => l.learnerId))));
  });

  it('proposes nothing on the Spanish platform, where no obligation applies', async () => {
    const spanish = await signedIn(t.app, 'titular@cofares.test', 'cofares.localhost', 'cofares');
    const plan = dataOf(await spanish.call(getTeamCompliancePlan), getTeamCompliancePlan);
    expect(plan).toMatchObject({ learners: [], cost: 0, funded: [], dueBy: null });
  });
});

describe('turning the plan into activities', () => {
  it('creates the plan and one activity per training for its learners, once on a double submit, and raises the plans event once', async () => {
    const centre = await accountId('Pharmacie du Centre');
    const before = await plansOf(centre);
    const publish = vi.spyOn(t.app.realtime.broadcaster, 'publish');
    const sent = body({ name: 'Plan de conformité 2027' });
    const [first, second] = await Promise.all([owner.call(createPlanActivities, { body: sent }), owner.call(createPlanActivities, { body: sent })]);
    const answers = [dataOf(first, createPlanActivities), dataOf(second, createPlanActivities)];
    expect(answers[0].Id).toBe(answers[1].Id);
    expect(answers.map((a) => a.created).sort()).toEqual([false, true]);
    expect(publish.mock.calls.filter(([, event]) => event === EVENT_NAMES.trainingPlans)).toEqual([[[accountChannel(centre)], EVENT_NAMES.trainingPlans, { planId: answers[0].Id }, undefined]]);
    publish.mockRestore();
    expect(await plansOf(centre)).toBe(before + 1);

    const offerIds = new Set(sent.learners.flatMap((l) => l.offerIds));
    expect(answers[0].activities).toBe(offerIds.size);
    const plan = dataOf(await owner.call(plans.getPlanCollectif, { params: { id: answers[0].Id } }), plans.getPlanCollectif);
    expect(plan.activities).toHaveLength(offerIds.size);
    for (const { learnerId, offerIds: theirs } of sent.learners) expect(plan.users[String(learnerId)]).toHaveLength(theirs.length);
    const assigned = await db()
      .select({ n: count() })
      .from(trainingPlanActivityUsers)
      .innerJoin(trainingPlanActivities, eq(trainingPlanActivities.id, trainingPlanActivityUsers.activityId))
      .where(eq(trainingPlanActivities.planId, answers[0].Id));
    expect(assigned[0].n).toBe(sent.learners.reduce((sum, l) => sum + l.offerIds.length, 0));

    const later = await owner.call(createPlanActivities, { body: sent });
    expect(dataOf(later, createPlanActivities)).toEqual({ Id: answers[0].Id, activities: offerIds.size, created: false });
  });

  it('is a 404 for another pharmacy’s learner, and creates nothing', async () => {
    const centre = await accountId('Pharmacie du Centre');
    const before = await plansOf(centre);
    const [first] = chosen(proposed);
    const res = await owner.call(createPlanActivities, { body: body({ name: 'Plan étranger', learners: [first, { learnerId: await userId('paul.andre@demo.test'), offerIds: first.offerIds }] }) });
    expect(res.statusCode).toBe(404);
    expect(failureOf(res, createPlanActivities).message).toContain('équipe');
    expect(await plansOf(centre)).toBe(before);
  });

  it('refuses an offer the platform does not offer, an end before the start and an empty plan beside their fields', async () => {
    const [first] = chosen(proposed);
    const unknown = await owner.call(createPlanActivities, { body: body({ learners: [{ learnerId: first.learnerId, offerIds: [999_999] }] }) });
    expect(unknown.statusCode).toBe(422);
    expect(errorsOf(unknown).learners[0]).toContain('n’est plus proposée');
    const reversed = await owner.call(createPlanActivities, { body: body({ name: ' ', startDate: '2027-05-01', endDate: '2027-04-30' }) });
    expect(Object.keys(errorsOf(reversed)).sort()).toEqual(['endDate', 'name']);
    expect(errorsOf(reversed).endDate[0]).toContain('date de fin');
    const empty = await owner.call(createPlanActivities, { body: body({ learners: [] }) });
    expect(errorsOf(empty).learners[0]).toBe('Le plan ne propose aucune formation à planifier.');
  });
});
