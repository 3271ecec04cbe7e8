import type { Contract } from '@app/contracts/contract';
import * as plans from '@app/contracts/pharmacy/plans';
import { listAssignableTrainings } from '@app/contracts/pharmacy/team';
import { users } from '@app/db/schema/users';
import { parisIsoDate } from '@app/domain/profile/training-plan';
import { eq } from 'drizzle-orm';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';
import { dataOf, signedIn, type TestApp } from '../../test/helper.ts';

/** The owner, the current plan of Pharmacie du Centre, and a body placing a training at its start for Léa. */
async function ownerWithActivity(t: TestApp) {
  const owner = await signedIn(t.app, 'titulaire@demo.test');
  const [plan] = dataOf(await owner.call(plans.listTrainingPlans), plans.listTrainingPlans).plans;
  const [course] = dataOf(await owner.call(listAssignableTrainings), listAssignableTrainings);
  const [lea] = await t.db.db.select({ id: users.id }).from(users).where(eq(users.email, 'lea.dubois@demo.test'));
  const dates = { startDate: parisIsoDate(plan.startDate), endDate: parisIsoDate(plan.startDate) };
  return { owner, plan, body: { planId: plan.Id, trainingId: course.id, ...dates, learnerIds: [lea.id] }, dates };
}

sweepContracts('pharmacy plans', contractsIn(import.meta.glob(['/packages/contracts/src/pharmacy/plans.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [plans.listTrainingPlans, async (t) => (await signedIn(t.app, 'titulaire@demo.test')).call(plans.listTrainingPlans)],
  [plans.getPlanCollectif, async (t) => {
    const { owner, plan } = await ownerWithActivity(t);
    return owner.call(plans.getPlanCollectif, { params: { id: plan.Id } });
  }],
  [plans.createTrainingPlan, async (t) => (await signedIn(t.app, 'titulaire@demo.test')).call(plans.createTrainingPlan, { body: { name: 'Balayage', startDate: '2031-01-01', endDate: '2031-12-31' } })],
  [plans.createActivity, async (t) => {
    const { owner, body } = await ownerWithActivity(t);
    return owner.call(plans.createActivity, { body });
  }],
  [plans.updateActivity, async (t) => {
    const { owner, body, dates } = await ownerWithActivity(t);
    const { id } = dataOf(await owner.call(plans.createActivity, { body }), plans.createActivity);
    return owner.call(plans.updateActivity, { params: { id }, body: dates });
  }],
]));
