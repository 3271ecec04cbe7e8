import { createHash, randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { and, asc, eq, gt, like, sql } from 'drizzle-orm';
import { CHAIN_GENESIS, chainInput } from '@app/domain/learning/tracking';
import type { Db } from '../client.ts';
import { accounts } from '../schema/accounts.ts';
import { carts } from '../schema/carts.ts';
import { enrolments } from '../schema/enrolments.ts';
import { memberships } from '../schema/memberships.ts';
import { orders } from '../schema/orders.ts';
import { platforms } from '../schema/platforms.ts';
import { trackingEvents } from '../schema/tracking-events.ts';
import { trainingOffers } from '../schema/training-offers.ts';
import { trainingPlanActivities } from '../schema/training-plan-activities.ts';
import { trainingPlanActivityUsers } from '../schema/training-plan-activity-users.ts';
import { trainingPlans } from '../schema/training-plans.ts';
import { trainings } from '../schema/trainings.ts';
import { users } from '../schema/users.ts';
import { DEMO_PASSWORD } from './data/accounts.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The pharmacy of referent@demo.test whose team the dashboard demo fills (issue 15 part 5), and its size. */
export const DASHBOARD_DEMO = { account: 'Pharmacie des Halles', learners: 50, emailPrefix: 'equipe.halles.', domain: 'demo.test' } as const;

const FIRST = ['Alice', 'Bruno', 'Claire', 'David', 'Élodie', 'Fabien', 'Gaëlle', 'Hervé', 'Inès', 'Julien', 'Karine', 'Louis', 'Mélanie', 'Nathan', 'Océane', 'Pierre', 'Quentin', 'Rose', 'Simon', 'Théo'];
const LAST = ['Arnaud', 'Barbier', 'Carpentier', 'Denis', 'Fleury', 'Gauthier', 'Hubert', 'Jacob', 'Lambert', 'Marchand', 'Noël', 'Perrin', 'Renard', 'Roussel', 'Vidal'];
/** Enrolments per learner, in the first offered trainings. */
const PER_LEARNER = 3;
const CHUNK = 4000;

/** A small deterministic generator: the same team on every seed. */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

async function chunked<T>(rows: T[], insert: (part: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A team of `count` learners in the account with a year of activity, inserted in bulk: each learner has
 * PER_LEARNER enrolments (completed this year with scores, in progress, or not started), the time credited by their
 * sessions as tracking events (one event per session, hashed into each learner's chain as the platform does, so the
 * chain verifies), the pharmacy's paid orders month by month, and a plan of the year whose activities are assigned
 * to the team: one finished last month (the learners who did not complete it are overdue), one half run today.
 */
export async function seedDashboardTeam(
  tx: Tx,
  opts: { accountId: number; platformId: number; managerId: number; count: number; emailPrefix: string; domain: string; now?: Date },
): Promise<void> {
  const now = opts.now ?? new Date();
  const year = now.getUTCFullYear();
  const yearStart = Date.UTC(year, 0, 1);
  const span = Math.max(now.getTime() - yearStart, 86_400_000);
  const random = rng(opts.count * 7919 + opts.accountId);
  const offered = await tx
    .select({ id: trainings.id, offerId: trainingOffers.id })
    .from(trainings)
    .innerJoin(trainingOffers, eq(trainingOffers.trainingId, trainings.id))
    .where(and(eq(trainingOffers.platformId, opts.platformId), eq(trainingOffers.isPublished, true), eq(trainings.lang, 'fr'), eq(trainings.isTest, false), gt(trainings.points, 0)))
    .orderBy(asc(trainings.id))
    .limit(PER_LEARNER + 3);
  if (offered.length < PER_LEARNER + 1) throw new Error('seedDashboardTeam: not enough offered trainings');

  const passwordHash = await hash(DEMO_PASSWORD);
  const people = await tx
    .insert(users)
    .values(
      Array.from({ length: opts.count }, (_, i) => ({
        platformId: opts.platformId,
        email: `${opts.emailPrefix}${i + 1}@${opts.domain}`,
        passwordHash,
        firstName: FIRST[i % FIRST.length],
        lastName: LAST[Math.floor(i / FIRST.length) % LAST.length] + (i >= FIRST.length * LAST.length ? ` ${Math.floor(i / (FIRST.length * LAST.length)) + 1}` : ''),
        function: 'Adjoint' as const,
        emailValidatedAt: now,
      })),
    )
    .returning({ id: users.id });
  await tx.insert(memberships).values(people.map((p) => ({ userId: p.id, accountId: opts.accountId, role: 'learner' as const })));

  const at = (share: number) => new Date(yearStart + Math.floor(share * span));
  const planned = offered.slice(0, 2);
  const enrolmentRows = people.flatMap((p, i) =>
    offered.slice(i % 2, (i % 2) + PER_LEARNER).map((t) => {
      const roll = random();
      const enrolledAt = at(random() * 0.5);
      const state = roll < 0.5 ? 'completed' : roll < 0.8 ? 'inProgress' : 'notStarted';
      // The plan's first activity (finished last month) is left undone by about a quarter of the team.
      const undone = planned.some((x) => x.id === t.id) && i % 4 === 0;
      const completedAt = state === 'completed' && !undone ? new Date(enrolledAt.getTime() + random() * (now.getTime() - enrolledAt.getTime())) : null;
      const started = completedAt !== null || state === 'inProgress' ? enrolledAt : null;
      return {
        platformId: opts.platformId,
        userId: p.id,
        accountId: opts.accountId,
        trainingId: t.id,
        offerId: t.offerId,
        status: completedAt ? ('completed' as const) : ('active' as const),
        enrolledAt,
        startedAt: started,
        completedAt,
        initialScore: completedAt ? Math.round(random() * 100) / 10 : null,
        finalScore: completedAt ? Math.round((5 + random() * 5) * 10) / 10 : null,
        points: null,
        secondsSpent: 0,
      };
    }),
  );
  const enrolled: { id: number; userId: number; startedAt: Date | null; completedAt: Date | null }[] = [];
  await chunked(enrolmentRows, async (part) => {
    enrolled.push(...(await tx.insert(enrolments).values(part).returning({ id: enrolments.id, userId: enrolments.userId, startedAt: enrolments.startedAt, completedAt: enrolments.completedAt })));
  });

  // Sessions of 10 to 40 minutes between the start and the completion (or today), chained per learner in time order.
  const sessions = enrolled.flatMap((e) => {
    if (!e.startedAt) return [];
    const end = (e.completedAt ?? now).getTime();
    return Array.from({ length: 2 + Math.floor(random() * 4) }, () => ({
      e,
      occurredAt: new Date(e.startedAt!.getTime() + random() * (end - e.startedAt!.getTime())),
      seconds: 600 + Math.floor(random() * 1800),
    }));
  });
  sessions.sort((a, b) => a.e.userId - b.e.userId || a.occurredAt.getTime() - b.occurredAt.getTime());
  const last = new Map<number, string>();
  const events = sessions.map(({ e, occurredAt, seconds: credited }) => {
    const prevHash = last.get(e.userId) ?? CHAIN_GENESIS;
    const fields = { userId: e.userId, enrolmentId: e.id, moduleId: null, kind: 'heartbeat', occurredAt: occurredAt.toISOString(), seconds: credited, payload: { seeded: true } };
    const hashed = createHash('sha256').update(chainInput(fields, prevHash)).digest('hex');
    last.set(e.userId, hashed);
    return { ...fields, occurredAt, prevHash, hash: hashed };
  });
  await chunked(events, (part) => tx.insert(trackingEvents).values(part));
  // The enrolments' totals (a derived column) from the events just inserted, in one statement.
  await tx.execute(sql`update enrolments e set seconds_spent = s.total
    from (select enrolment_id, sum(seconds)::int as total from tracking_events where user_id in (select user_id from memberships where account_id = ${opts.accountId}) group by enrolment_id) s
    where s.enrolment_id = e.id`);

  // The pharmacy's paid orders: one or two a month so far this year.
  const months = now.getUTCMonth() + 1;
  const paid = Array.from({ length: months * 2 }, (_, i) => new Date(Date.UTC(year, Math.floor(i / 2), 3 + (i % 2) * 12, 10))).filter((d) => d < now);
  const cartRows = await tx
    .insert(carts)
    .values(paid.map(() => ({ platformId: opts.platformId, lang: 'fr' as const, userId: opts.managerId, status: 'ordered' as const })))
    .returning({ id: carts.id });
  await tx.insert(orders).values(
    paid.map((paidAt, i) => {
      const total = 5000 + Math.floor(random() * 40) * 500;
      const vat = Math.round(total * 0.2);
      return {
        reference: `DASH-${opts.accountId}-${randomUUID().slice(0, 8)}`,
        platformId: opts.platformId,
        userId: opts.managerId,
        kind: 'cart' as const,
        cartId: cartRows[i].id,
        accountId: opts.accountId,
        idempotencyKey: randomUUID(),
        status: 'paid' as const,
        paymentMethod: 'card' as const,
        lang: 'fr' as const,
        country: 'FR' as const,
        grossHtCents: total,
        totalDiscountCents: 0,
        totalCents: total,
        vatCents: vat,
        totalWithVatCents: total + vat,
        createdAt: paidAt,
        paidAt,
      };
    }),
  );

  // The plan of the year: an activity finished last month, one half run today (both dates in Paris days).
  const [plan] = await tx
    .insert(trainingPlans)
    .values({ accountId: opts.accountId, name: `Plan ${year}`, startDate: `${year}-01-01`, endDate: `${year}-12-31`, createdBy: opts.managerId })
    .returning({ id: trainingPlans.id });
  const lastMonthEnd = new Date(Date.UTC(year, now.getUTCMonth(), 0));
  const finished = { start: day(new Date(Math.max(yearStart, lastMonthEnd.getTime() - 60 * 86_400_000))), finish: day(lastMonthEnd) };
  const running = { start: day(new Date(now.getTime() - 20 * 86_400_000)), finish: day(new Date(now.getTime() + 10 * 86_400_000)) };
  const activities = await tx
    .insert(trainingPlanActivities)
    .values([
      { planId: plan.id, trainingId: planned[0].id, startDate: finished.start < finished.finish ? finished.start : finished.finish, finishDate: finished.finish, createdBy: opts.managerId },
      { planId: plan.id, trainingId: offered[PER_LEARNER].id, startDate: running.start, finishDate: running.finish, createdBy: opts.managerId },
    ])
    .returning({ id: trainingPlanActivities.id });
  await chunked(
    // The first activity to everyone, the running one to every third learner.
    activities.flatMap((a, n) => people.filter((_, i) => n === 0 || i % 3 === 0).map((p) => ({ activityId: a.id, userId: p.id }))),
    (part) => tx.insert(trainingPlanActivityUsers).values(part),
  );
}

/** The demo step: fills the team of DASHBOARD_DEMO.account, guarded by its first learner. */
export async function seedDashboardDemo(tx: Tx): Promise<boolean> {
  const d = DASHBOARD_DEMO;
  const [demo] = await tx.select({ id: platforms.id }).from(platforms).where(eq(platforms.codeName, 'demo'));
  if (!demo) return false;
  const [marker] = await tx.select({ id: users.id }).from(users).where(and(eq(users.platformId, demo.id), like(users.email, `${d.emailPrefix}%`))).limit(1);
  if (marker) return false;
  const [account] = await tx.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.platformId, demo.id), eq(accounts.name, d.account)));
  const [manager] = await tx.select({ id: users.id }).from(users).where(and(eq(users.platformId, demo.id), eq(users.email, 'referent@demo.test')));
  if (!account || !manager) return false;
  await seedDashboardTeam(tx, { accountId: account.id, platformId: demo.id, managerId: manager.id, count: d.learners, emailPrefix: d.emailPrefix, domain: d.domain });
  return true;
}

/** The bench's pharmacy group (issue 15: the dashboard and the learners list of 2,000 learners answer with p95 ≤ 200 ms). */
export const DASHBOARD_BENCH = {
  platform: 'mfo',
  account: 'Groupement de pharmacies (bench)',
  owner: 'titulaire.groupement@mfo.test',
  emailPrefix: 'groupement.',
  domain: 'bench.test',
} as const;

/** Adds the bench's pharmacy group with `learners` learners and their year (`npm run seed:bench`), guarded by its owner. */
export async function seedDashboardBench(db: Db, learners = 2000): Promise<boolean> {
  const b = DASHBOARD_BENCH;
  return db.transaction(async (tx) => {
    const [platform] = await tx.select({ id: platforms.id }).from(platforms).where(eq(platforms.codeName, b.platform));
    if (!platform) throw new Error(`seedDashboardBench: platform ${b.platform} is missing (seed the demo data first)`);
    const [marker] = await tx.select({ id: users.id }).from(users).where(and(eq(users.platformId, platform.id), eq(users.email, b.owner)));
    if (marker) return false;
    const [account] = await tx
      .insert(accounts)
      .values({ platformId: platform.id, name: b.account, kind: 'establishment', contractValidDate: `${new Date().getUTCFullYear() + 2}-12-31`, appId: 'BENCH-GROUP-0001', canAccessTrainingPlan: true })
      .returning({ id: accounts.id });
    const [owner] = await tx
      .insert(users)
      .values({ platformId: platform.id, email: b.owner, passwordHash: await hash(DEMO_PASSWORD), firstName: 'Gilles', lastName: 'Groupement', function: 'Pharmacien', emailValidatedAt: new Date() })
      .returning({ id: users.id });
    await tx.insert(memberships).values({ userId: owner.id, accountId: account.id, role: 'owner' });
    await seedDashboardTeam(tx, { accountId: account.id, platformId: platform.id, managerId: owner.id, count: learners, emailPrefix: b.emailPrefix, domain: b.domain });
    return true;
  });
}
