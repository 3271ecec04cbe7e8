import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { CreatePlanActivitiesInput } from '@app/contracts/compliance/plan';
import type { Db } from '@app/db/client';
import { offeredWhere } from '@app/db/offered';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainingPlanActivities } from '@app/db/schema/training-plan-activities';
import { trainingPlans } from '@app/db/schema/training-plans';
import { trainings } from '@app/db/schema/trainings';
import { parisIsoDate } from '@app/domain/profile/training-plan';
import { AppError } from '../../errors/app-error.ts';
import { translate } from '../../i18n/messages.ts';
import type { PharmacyCaller } from '../pharmacy/pharmacy-caller.ts';
import { createActivity } from '../pharmacy/plans-activity.ts';
import { createTrainingPlan } from '../pharmacy/plans-create.ts';
import './plan-messages.ts';

/** The same plan (name and days) sent again within this long is the same request again: a double click, a retry. */
const SAME_REQUEST_MS = 10 * 60_000;

/**
 * Turns the chosen plan into a collective plan (issue 19 part 4): the plan, then one activity per training over the
 * plan's days for the learners it was proposed to, in one transaction, through the collective plans' own use cases
 * (their rules: learners of the team, or 404; days inside the plan). An offer the platform does not offer is refused
 * first (422). A per-account lock, then a look for the same plan made moments ago, keep a double submit to one plan.
 */
export async function createPlanActivities(db: Db, caller: PharmacyCaller, input: CreatePlanActivitiesInput, now = new Date()): Promise<{ Id: number; activities: number; created: boolean }> {
  const learnersOf = new Map<number, number[]>();
  for (const { learnerId, offerIds } of input.learners) {
    for (const offerId of new Set(offerIds)) learnersOf.set(offerId, [...(learnersOf.get(offerId) ?? []), learnerId]);
  }
  const offered = await db
    .select({ id: trainingOffers.id })
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(offeredWhere({ platformId: caller.platformId, lang: caller.lang }, inArray(trainingOffers.id, [...learnersOf.keys()])));
  if (offered.length !== learnersOf.size) {
    throw new AppError('VALIDATION_FAILED', 'errors.validationFailed', { errors: { learners: [translate(caller.lang, 'compliance.plan.validation.offerNotOffered')] } });
  }

  const { name, startDate, endDate } = input;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`compliance-plan:${caller.account.id}`}, 0))`);
    const [same] = await tx
      .select({ Id: trainingPlans.id, activities: count(trainingPlanActivities.id) })
      .from(trainingPlans)
      .leftJoin(trainingPlanActivities, eq(trainingPlanActivities.planId, trainingPlans.id))
      .where(
        and(
          eq(trainingPlans.accountId, caller.account.id),
          eq(trainingPlans.name, name),
          eq(trainingPlans.startDate, startDate),
          eq(trainingPlans.endDate, endDate),
          gt(trainingPlans.createdAt, new Date(now.getTime() - SAME_REQUEST_MS)),
        ),
      )
      .groupBy(trainingPlans.id);
    if (same) return { ...same, created: false };

    const { Id } = await createTrainingPlan(tx, caller, { name, startDate, endDate });
    for (const [offerId, learnerIds] of learnersOf) {
      await createActivity(tx, caller, { planId: Id, trainingId: offerId, startDate: parisIsoDate(startDate), endDate: parisIsoDate(endDate), learnerIds });
    }
    return { Id, activities: learnersOf.size, created: true };
  });
}
