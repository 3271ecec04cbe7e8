import type { CreateTrainingPlanInput } from '@app/contracts/pharmacy/plans';
import type { Db } from '@app/db/client';
import { trainingPlans } from '@app/db/schema/training-plans';
import type { PharmacyCaller } from './pharmacy-caller.ts';

/** Spec §7 `createTrainingPlan`: a new plan of the pharmacy, from its first to its last day (the contract checks their order). */
export async function createTrainingPlan(db: Db, caller: PharmacyCaller, input: CreateTrainingPlanInput): Promise<{ Id: number }> {
  const [plan] = await db
    .insert(trainingPlans)
    .values({ accountId: caller.account.id, name: input.name, startDate: input.startDate, endDate: input.endDate, createdBy: caller.user.id })
    .returning({ Id: trainingPlans.id });
  return plan;
}
