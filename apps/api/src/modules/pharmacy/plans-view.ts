import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PlanCollectif } from '@app/contracts/pharmacy/plans';
import type { Db } from '@app/db/client';
import { memberships } from '@app/db/schema/memberships';
import { trainingPlanActivities } from '@app/db/schema/training-plan-activities';
import { trainingPlanActivityUsers } from '@app/db/schema/training-plan-activity-users';
import { trainings } from '@app/db/schema/trainings';
import { users } from '@app/db/schema/users';
import { displayedSpan, layoutRows, parisIsoDate } from '@app/domain/profile/training-plan';
import type { PharmacyCaller } from './pharmacy-caller.ts';
import { planOfPharmacy } from './plans-list.ts';

/**
 * Spec §7 `getPlanCollectif/{id}` (§3, §4): one plan of the pharmacy over its displayed span (at least 12 months),
 * its activities laid out in rows by the domain's rule, and per learner of the team their activities laid out again
 * on their own line, so the screen draws one timeline per learner.
 */
export async function planCollectif(db: Db, caller: PharmacyCaller, planId: number): Promise<PlanCollectif> {
  const plan = await planOfPharmacy(db, caller, planId);
  const span = displayedSpan(plan.startDate, plan.endDate);
  const rows = await db
    .select({
      id: trainingPlanActivities.id,
      training: { id: trainings.id, name: trainings.name, type: trainings.type },
      startDate: trainingPlanActivities.startDate,
      finishDate: trainingPlanActivities.finishDate,
    })
    .from(trainingPlanActivities)
    .innerJoin(trainings, eq(trainings.id, trainingPlanActivities.trainingId))
    .where(eq(trainingPlanActivities.planId, plan.id))
    .orderBy(asc(trainingPlanActivities.startDate), asc(trainingPlanActivities.id));
  const assigned = rows.length === 0
    ? []
    : await db.select().from(trainingPlanActivityUsers).where(inArray(trainingPlanActivityUsers.activityId, rows.map((r) => r.id)));
  const learners = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.accountId, caller.account.id), eq(memberships.active, true)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));

  const byUser: PlanCollectif['users'] = {};
  for (const learner of learners) {
    const theirs = rows.filter((r) => assigned.some((a) => a.activityId === r.id && a.userId === learner.id));
    byUser[String(learner.id)] = layoutRows(theirs, span).map((a) => ({ id: a.id, row: a.row }));
  }
  return {
    Id: plan.id,
    name: plan.name,
    startDate: parisIsoDate(span.startDate),
    endDate: parisIsoDate(span.endDate),
    plannedEndDate: parisIsoDate(plan.endDate),
    months: span.months,
    activities: layoutRows(rows, span).map((a) => ({ ...a, startDate: parisIsoDate(a.startDate), finishDate: parisIsoDate(a.finishDate) })),
    users: byUser,
    learners,
  };
}
