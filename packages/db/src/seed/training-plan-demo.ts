import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accounts } from '../schema/accounts.ts';
import { platforms } from '../schema/platforms.ts';
import { trainingOffers } from '../schema/training-offers.ts';
import { trainingPlanActivities } from '../schema/training-plan-activities.ts';
import { trainingPlanActivityUsers } from '../schema/training-plan-activity-users.ts';
import { trainingPlans } from '../schema/training-plans.ts';
import { type TrainingTypeCode, trainings } from '../schema/trainings.ts';
import { users } from '../schema/users.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The pharmacy, its referent-made plans and the learner they are assigned to (issue 13 part 5). */
export const DEMO_TRAINING_PLAN = {
  account: 'Pharmacie du Centre',
  learner: 'lea.dubois@demo.test',
  owner: 'titulaire@demo.test',
  /** The current plan: from two months before the seed's month, ten months long (displayed over twelve, spec §9). */
  current: { name: 'Plan de formation de l’officine', fromMonth: -2, months: 10 },
  /** The plan of the year before (the learner's historyPlans). */
  earlier: { name: 'Plan de formation précédent', fromMonth: -14, months: 12 },
  /** Activities of the current plan, by training type, in months from the plan's start: overlapping spans. */
  activities: [
    { type: 'formation', from: 0, to: 2 },
    { type: 'video', from: 1, to: 3 },
    { type: 'faceToFaceOnly', from: 3, to: 3 },
    { type: 'dpc', from: 2, to: 6 },
  ] satisfies Array<{ type: TrainingTypeCode; from: number; to: number }>,
} as const;

/** `YYYY-MM-DD` of the first (or last) day of the month `offset` months from the month of `now` (UTC calendar). */
function monthDay(now: Date, offset: number, last = false): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset + (last ? 1 : 0), last ? 0 : 1));
  return d.toISOString().slice(0, 10);
}

/**
 * Step 13, the training plans of Pharmacie du Centre (issue 13 part 5): a current plan of ten months with four
 * activities on overlapping months assigned to one of its learners, and the year before's plan with one. Dates follow
 * the day of seeding. Guarded by any plan of that account.
 */
export async function seedTrainingPlans(tx: Tx, now = new Date()): Promise<boolean> {
  const d = DEMO_TRAINING_PLAN;
  const [demo] = await tx.select({ id: platforms.id }).from(platforms).where(eq(platforms.codeName, 'demo'));
  if (!demo) return false;
  const [account] = await tx.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.platformId, demo.id), eq(accounts.name, d.account)));
  if (!account) return false;
  const [marker] = await tx.select({ id: trainingPlans.id }).from(trainingPlans).where(eq(trainingPlans.accountId, account.id)).limit(1);
  if (marker) return false;
  const people = await tx.select({ id: users.id, email: users.email }).from(users).where(and(eq(users.platformId, demo.id), inArray(users.email, [d.learner, d.owner])));
  const learner = people.find((p) => p.email === d.learner);
  const owner = people.find((p) => p.email === d.owner);
  if (!learner || !owner) return false;
  const offered = await tx
    .select({ id: trainings.id, type: trainings.type })
    .from(trainings)
    .innerJoin(trainingOffers, eq(trainingOffers.trainingId, trainings.id))
    .where(and(eq(trainingOffers.platformId, demo.id), eq(trainingOffers.isPublished, true), eq(trainings.lang, 'fr'), eq(trainings.isTest, false)))
    .orderBy(asc(trainings.id));
  const trainingOf = (type: TrainingTypeCode) => {
    const found = offered.find((t) => t.type === type);
    if (!found) throw new Error(`seedTrainingPlans: no offered ${type} training`);
    return found.id;
  };

  const plan = async (p: { name: string; fromMonth: number; months: number }) => {
    const [row] = await tx
      .insert(trainingPlans)
      .values({ accountId: account.id, name: p.name, startDate: monthDay(now, p.fromMonth), endDate: monthDay(now, p.fromMonth + p.months - 1, true), createdBy: owner.id })
      .returning({ id: trainingPlans.id });
    return row.id;
  };
  const assign = async (planId: number, fromMonth: number, a: { type: TrainingTypeCode; from: number; to: number }) => {
    const [activity] = await tx
      .insert(trainingPlanActivities)
      .values({ planId, trainingId: trainingOf(a.type), startDate: monthDay(now, fromMonth + a.from), finishDate: monthDay(now, fromMonth + a.to, true), createdBy: owner.id })
      .returning({ id: trainingPlanActivities.id });
    await tx.insert(trainingPlanActivityUsers).values({ activityId: activity.id, userId: learner.id });
  };

  const earlierId = await plan(d.earlier);
  await assign(earlierId, d.earlier.fromMonth, { type: 'pdf', from: 1, to: 4 });
  const currentId = await plan(d.current);
  for (const a of d.activities) await assign(currentId, d.current.fromMonth, a);
  return true;
}
