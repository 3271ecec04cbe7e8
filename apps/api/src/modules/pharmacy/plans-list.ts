import { and, count, desc, eq } from 'drizzle-orm';
import type { PlanSummary, TrainingPlans } from '@app/contracts/pharmacy/plans';
import type { Db } from '@app/db/client';
import { trainingPlanActivities } from '@app/db/schema/training-plan-activities';
import { trainingPlans, type TrainingPlan } from '@app/db/schema/training-plans';
import { todayInParis } from '@app/domain/identity/session-user';
import { currentAndHistory } from '@app/domain/profile/training-plan';
import { AppError } from '../../errors/app-error.ts';
import type { PharmacyCaller } from './pharmacy-caller.ts';
import './plans-messages.ts';

/** One plan of the caller's pharmacy; another pharmacy's is not found. */
export async function planOfPharmacy(db: Db, caller: PharmacyCaller, planId: number): Promise<TrainingPlan> {
  const [plan] = await db.select().from(trainingPlans).where(and(eq(trainingPlans.id, planId), eq(trainingPlans.accountId, caller.account.id)));
  if (!plan) throw new AppError('NOT_FOUND', 'pharmacy.plans.errors.planNotFound');
  return plan;
}

/** Spec §7 `trainingPlans` (§3 historyPlans): the pharmacy's plans, the current one first, and the ended ones apart. */
export async function listTrainingPlans(db: Db, caller: PharmacyCaller, now = new Date()): Promise<TrainingPlans> {
  const rows = await db
    .select({ plan: trainingPlans, activities: count(trainingPlanActivities.id) })
    .from(trainingPlans)
    .leftJoin(trainingPlanActivities, eq(trainingPlanActivities.planId, trainingPlans.id))
    .where(eq(trainingPlans.accountId, caller.account.id))
    .groupBy(trainingPlans.id)
    .orderBy(desc(trainingPlans.startDate));
  const counts = new Map(rows.map((r) => [r.plan.id, r.activities]));
  const summary = (p: TrainingPlan): PlanSummary => ({ Id: p.id, name: p.name, startDate: p.startDate, endDate: p.endDate, activities: counts.get(p.id) ?? 0 });
  const { current, upcoming, ended } = currentAndHistory(rows.map((r) => r.plan), todayInParis(now));
  return { plans: [...(current ? [current] : []), ...upcoming].map(summary), historyPlans: ended.map(summary) };
}
