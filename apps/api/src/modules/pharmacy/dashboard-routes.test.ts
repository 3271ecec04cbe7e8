import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAccountId } from '@app/contracts/identity/auth';
import { dashboard } from '@app/contracts/pharmacy/dashboard';
import { accounts } from '@app/db/schema/accounts';
import { carts } from '@app/db/schema/carts';
import { enrolments } from '@app/db/schema/enrolments';
import { memberships } from '@app/db/schema/memberships';
import { orders } from '@app/db/schema/orders';
import { platforms } from '@app/db/schema/platforms';
import { trackingEvents } from '@app/db/schema/tracking-events';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainingPlanActivities } from '@app/db/schema/training-plan-activities';
import { trainingPlanActivityUsers } from '@app/db/schema/training-plan-activity-users';
import { trainingPlans } from '@app/db/schema/training-plans';
import { trainings } from '@app/db/schema/trainings';
import { users } from '@app/db/schema/users';
import { todayInParis } from '@app/domain/identity/session-user';
import { historyPoints } from '@app/domain/learning/points';
import { DASHBOARD_DEMO } from '@app/db/seed/dashboard-demo';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';

let t: TestApp;
const db = () => t.db.db;
let demo: number;
let gare: number;
let emma: number;
let paul: number;
let picked: { id: number; offerId: number; name: string; points: number }[];

const idOf = async (email: string) => (await db().select({ id: users.id }).from(users).where(and(eq(users.platformId, demo), eq(users.email, email))))[0].id;
const accountOf = async (name: string) => (await db().select({ id: accounts.id }).from(accounts).where(and(eq(accounts.platformId, demo), eq(accounts.name, name))))[0].id;
const dayOffset = (days: number) => todayInParis(new Date(Date.now() + days * 86_400_000));

async function referentOf(accountId: number): Promise<Visitor> {
  const referent = await signedIn(t.app, 'referent@demo.test');
  expect((await referent.call(setAccountId, { body: { accountId, platform: 'demo' } })).statusCode).toBe(200);
  return referent;
}

/**
 * A known team in Pharmacie de la Gare: Emma (active learner) with, under the pharmacy's account, a training completed
 * in March 2025 and one in 2024, one in progress since June 2025 (and, under no account, one that never counts), tracked time in February and March 2025 (one event on 31 January at 23:30 UTC,
 * February in Paris), an overdue plan activity; Paul, a deactivated learner whose activity never counts; the
 * pharmacy's paid order of May 2025 beside a pending one.
 */
beforeAll(async () => {
  t = await buildTestApp();
  demo = (await db().select({ id: platforms.id }).from(platforms).where(eq(platforms.codeName, 'demo')))[0].id;
  gare = await accountOf('Pharmacie de la Gare');
  emma = await idOf('emma.mercier@demo.test');
  paul = await idOf('paul.andre@demo.test');
  const taken = (await db().select({ id: enrolments.trainingId }).from(enrolments).where(inArray(enrolments.userId, [emma, paul]))).map((r) => r.id);
  picked = await db()
    .select({ id: trainings.id, offerId: trainingOffers.id, name: trainings.name, points: trainings.points })
    .from(trainings)
    .innerJoin(trainingOffers, eq(trainingOffers.trainingId, trainings.id))
    .where(and(eq(trainingOffers.platformId, demo), eq(trainings.lang, 'fr'), taken.length ? notInArray(trainings.id, taken) : undefined))
    .orderBy(asc(trainings.id))
    .limit(5);
  const enrol = (userId: number, i: number, values: Partial<typeof enrolments.$inferInsert>) =>
    ({ platformId: demo, userId, accountId: gare, trainingId: picked[i].id, offerId: picked[i].offerId, enrolledAt: new Date('2024-01-10T09:00:00Z'), ...values });
  const rows = await db()
    .insert(enrolments)
    .values([
      enrol(emma, 0, { status: 'completed', startedAt: new Date('2025-02-01T09:00:00Z'), completedAt: new Date('2025-03-15T10:00:00Z'), initialScore: 7.5, finalScore: 8.4 }),
      enrol(emma, 1, { status: 'active', startedAt: new Date('2025-06-01T09:00:00Z') }),
      enrol(emma, 2, { status: 'completed', startedAt: new Date('2024-03-01T09:00:00Z'), completedAt: new Date('2024-04-01T09:00:00Z'), initialScore: 5, finalScore: 6 }),
      // Under no pharmacy's account (her own purchase): not the pharmacy's figures.
      enrol(emma, 4, { accountId: null, status: 'completed', startedAt: new Date('2025-02-01T09:00:00Z'), completedAt: new Date('2025-03-15T10:00:00Z'), finalScore: 9 }),
      enrol(paul, 0, { status: 'completed', startedAt: new Date('2025-02-01T09:00:00Z'), completedAt: new Date('2025-03-15T10:00:00Z'), finalScore: 9 }),
    ])
    .returning({ id: enrolments.id });
  const event = (userId: number, enrolmentId: number, occurredAt: string, seconds: number) => ({ userId, enrolmentId, kind: 'heartbeat', occurredAt: new Date(occurredAt), seconds, prevHash: 'test', hash: 'test' });
  await db().insert(trackingEvents).values([
    event(emma, rows[0].id, '2025-01-31T23:30:00Z', 100),
    event(emma, rows[0].id, '2025-03-10T10:00:00Z', 200),
    event(emma, rows[1].id, '2024-12-31T22:59:00Z', 50),
    event(emma, rows[3].id, '2025-03-10T10:00:00Z', 400),
    event(paul, rows[4].id, '2025-03-10T10:00:00Z', 999),
  ]);
  await db().insert(memberships).values({ userId: paul, accountId: gare, role: 'learner', active: false, deactivatedAt: new Date() });
  const referent = await idOf('referent@demo.test');
  const [cartA, cartB] = await db().insert(carts).values([{ platformId: demo, lang: 'fr', userId: referent, status: 'ordered' }, { platformId: demo, lang: 'fr', userId: referent }]).returning({ id: carts.id });
  const order = (cartId: string, status: 'paid' | 'pending', cents: number) => ({
    reference: `TEST-DASH-${cartId.slice(0, 8)}`, platformId: demo, userId: referent, cartId, accountId: gare, idempotencyKey: cartId, status, lang: 'fr' as const, country: 'FR' as const,
    grossHtCents: cents, totalDiscountCents: 0, totalCents: cents, vatCents: 0, totalWithVatCents: cents, paidAt: status === 'paid' ? new Date('2025-05-10T10:00:00Z') : null,
  });
  await db().insert(orders).values([order(cartA.id, 'paid', 12_000), order(cartB.id, 'pending', 5_000)]);
  const [plan] = await db().insert(trainingPlans).values({ accountId: gare, name: 'Plan test', startDate: dayOffset(-60), endDate: dayOffset(60) }).returning({ id: trainingPlans.id });
  const activities = await db()
    .insert(trainingPlanActivities)
    .values([
      { planId: plan.id, trainingId: picked[3].id, startDate: dayOffset(-40), finishDate: dayOffset(-10) },
      { planId: plan.id, trainingId: picked[0].id, startDate: dayOffset(-40), finishDate: dayOffset(-10) },
    ])
    .returning({ id: trainingPlanActivities.id });
  await db().insert(trainingPlanActivityUsers).values(activities.flatMap((a) => [{ activityId: a.id, userId: emma }, { activityId: a.id, userId: paul }]));
});
afterAll(() => t.close());

describe('dashboard', () => {
  it('gives the year’s figures of the active learners, by learner and by Paris month', async () => {
    const referent = await referentOf(gare);
    const data = dataOf(await referent.call(dashboard, { query: { year: 2025 } }), dashboard);
    const points = historyPoints({ formations: [{ initialScore: 7.5, finalScore: 8.4 }], points: picked[0].points });
    expect(data.year).toBe(2025);
    expect(data.learners).toEqual([{ id: emma, firstName: 'Emma', lastName: 'Mercier', completed: 1, inProgress: 1, notStarted: 0, seconds: 300, points }]);
    expect(data.totals).toEqual({ learners: 1, completed: 1, inProgress: 1, notStarted: 0, seconds: 300, points, spend: 120 });
    expect(data.months.find((m) => m.month === 2)).toEqual({ month: 2, completed: 0, seconds: 100, points: 0, spend: 0 });
    expect(data.months.find((m) => m.month === 3)).toEqual({ month: 3, completed: 1, seconds: 200, points, spend: 0 });
    expect(data.months.find((m) => m.month === 5)?.spend).toBe(120);
    expect(data.months).toHaveLength(12);
  });

  it('filters by year: 2024 counts that year’s completion and the training then not started', async () => {
    const referent = await referentOf(gare);
    const data = dataOf(await referent.call(dashboard, { query: { year: 2024 } }), dashboard);
    expect(data.totals).toMatchObject({ completed: 1, inProgress: 0, notStarted: 2, seconds: 50, spend: 0 });
    expect(data.months.find((m) => m.month === 4)?.completed).toBe(1);
    expect(data.months.find((m) => m.month === 12)?.seconds).toBe(50);
  });

  it('shows this year by default and the learners behind their plan today', async () => {
    const referent = await referentOf(gare);
    const data = dataOf(await referent.call(dashboard), dashboard);
    expect(data.year).toBe(Number(todayInParis(new Date()).slice(0, 4)));
    expect(data.years[0]).toBe(data.year);
    // The completed training is not behind; the other activity is overdue since the day after its finish; Paul left.
    expect(data.behindTotal).toBe(1);
    expect(data.behind).toEqual([
      { id: emma, firstName: 'Emma', lastName: 'Mercier', activities: [expect.objectContaining({ training: picked[3].name, reason: 'overdue', since: dayOffset(-9), finishDate: dayOffset(-10) })] },
    ]);
  });

  it('answers each pharmacy with its own team only', async () => {
    const halles = dataOf(await (await referentOf(await accountOf(DASHBOARD_DEMO.account))).call(dashboard), dashboard);
    expect(halles.totals.learners).toBe(DASHBOARD_DEMO.learners + 1);
    expect(halles.learners.map((l) => l.id)).not.toContain(emma);
    const owner = await signedIn(t.app, 'titulaire@demo.test');
    const centre = dataOf(await owner.call(dashboard, { query: { year: 2025 } }), dashboard);
    expect(centre.learners.map((l) => l.id)).not.toContain(emma);
    // Its spend is its own paid orders of that year (the demo invoices), nobody else's.
    const paid = await db()
      .select({ cents: orders.totalWithVatCents, paidAt: orders.paidAt })
      .from(orders)
      .where(and(eq(orders.accountId, await accountOf('Pharmacie du Centre')), eq(orders.status, 'paid')));
    const cents = paid.filter((o) => todayInParis(o.paidAt!).startsWith('2025')).reduce((sum, o) => sum + o.cents, 0);
    expect(cents).toBeGreaterThan(0);
    expect(centre.totals.spend).toBe(cents / 100);
  });

  it('refuses a learner (403) and a guest (401), and a year that is not one (422)', async () => {
    const learner = await signedIn(t.app, 'lea.dubois@demo.test');
    expect((await learner.call(dashboard)).statusCode).toBe(403);
    expect(failureOf(await learner.call(dashboard), dashboard).message).toMatch(/titulaire/);
    expect((await createVisitor(t.app).call(dashboard)).statusCode).toBe(401);
    const referent = await referentOf(gare);
    const bad = await referent.request({ method: 'GET', url: '/back/api/user/referent/dashboard?year=abc' });
    expect(bad.statusCode).toBe(422);
    expect((await referent.request({ method: 'GET', url: '/back/api/user/referent/dashboard?year=1999' })).statusCode).toBe(422);
  });
});
