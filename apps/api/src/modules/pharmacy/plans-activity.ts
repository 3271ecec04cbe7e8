import { and, eq, inArray } from 'drizzle-orm';
import type { CreateActivityInput } from '@app/contracts/pharmacy/plans';
import type { Db } from '@app/db/client';
import { offeredWhere } from '@app/db/offered';
import { memberships } from '@app/db/schema/memberships';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainingPlanActivities } from '@app/db/schema/training-plan-activities';
import { trainingPlanActivityUsers } from '@app/db/schema/training-plan-activity-users';
import { trainingPlans, type TrainingPlan } from '@app/db/schema/training-plans';
import { trainings } from '@app/db/schema/trainings';
import { parisDateOf } from '@app/domain/profile/training-plan';
import { AppError } from '../../errors/app-error.ts';
import { translate } from '../../i18n/messages.ts';
import type { PharmacyCaller } from './pharmacy-caller.ts';
import { planOfPharmacy } from './plans-list.ts';

const shown = (day: string) => day.split('-').reverse().join('/');

/**
 * The Paris days of an activity's Paris-zone ISO dates, refused beside the field (422) when the activity ends before
 * it starts or leaves the plan's own days (spec §3; issue 16 "Bad input").
 */
function activityDays(caller: PharmacyCaller, plan: TrainingPlan, dates: { startDate: string; endDate: string }) {
  const startDate = parisDateOf(dates.startDate);
  const finishDate = parisDateOf(dates.endDate);
  const errors: Record<string, string[]> = {};
  const outside = (day: string) => day < plan.startDate || day > plan.endDate;
  const outsideMessage = () => translate(caller.lang, 'pharmacy.plans.validation.outsidePlan', { start: shown(plan.startDate), end: shown(plan.endDate) });
  if (outside(startDate)) errors.startDate = [outsideMessage()];
  if (finishDate < startDate) errors.endDate = [translate(caller.lang, 'pharmacy.plans.validation.endBeforeStart')];
  else if (outside(finishDate)) errors.endDate = [outsideMessage()];
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', 'errors.validationFailed', { errors });
  return { startDate, finishDate };
}

/**
 * Spec §7 `createActivity`: a training the pharmacy sees (an offer of its catalogue) placed in one of its plans for
 * active members of its team (user ids). Another pharmacy's plan or learner, or a training it does not see, is a 404.
 */
export async function createActivity(db: Db, caller: PharmacyCaller, input: CreateActivityInput): Promise<{ id: number }> {
  const plan = await planOfPharmacy(db, caller, input.planId);
  const learnerIds = [...new Set(input.learnerIds)];
  const members = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.accountId, caller.account.id), eq(memberships.active, true), inArray(memberships.userId, learnerIds)));
  if (members.length !== learnerIds.length) throw new AppError('NOT_FOUND', 'pharmacy.plans.errors.learnerNotFound');
  const [offer] = await db
    .select({ trainingId: trainingOffers.trainingId })
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(offeredWhere({ platformId: caller.platformId, lang: caller.lang }, eq(trainingOffers.id, input.trainingId)));
  if (!offer) throw new AppError('NOT_FOUND', 'pharmacy.plans.errors.trainingNotFound');
  const days = activityDays(caller, plan, input);
  return db.transaction(async (tx) => {
    const [activity] = await tx
      .insert(trainingPlanActivities)
      .values({ planId: plan.id, trainingId: offer.trainingId, ...days, createdBy: caller.user.id })
      .returning({ id: trainingPlanActivities.id });
    await tx.insert(trainingPlanActivityUsers).values(learnerIds.map((userId) => ({ activityId: activity.id, userId })));
    return activity;
  });
}

/** Ours (docs/decisions.md "Collective plans"): moves an activity of one of the pharmacy's plans to new days inside it. */
export async function updateActivity(db: Db, caller: PharmacyCaller, activityId: number, dates: { startDate: string; endDate: string }): Promise<{ id: number; planId: number }> {
  const [found] = await db
    .select({ plan: trainingPlans })
    .from(trainingPlanActivities)
    .innerJoin(trainingPlans, eq(trainingPlans.id, trainingPlanActivities.planId))
    .where(and(eq(trainingPlanActivities.id, activityId), eq(trainingPlans.accountId, caller.account.id)));
  if (!found) throw new AppError('NOT_FOUND', 'pharmacy.plans.errors.activityNotFound');
  const days = activityDays(caller, found.plan, dates);
  await db.update(trainingPlanActivities).set(days).where(eq(trainingPlanActivities.id, activityId));
  return { id: activityId, planId: found.plan.id };
}
