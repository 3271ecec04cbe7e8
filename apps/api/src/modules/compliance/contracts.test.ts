import type { Contract } from '@app/contracts/contract';
import { getCompliance } from '@app/contracts/compliance/compliance';
import { createPlanActivities, getTeamCompliancePlan } from '@app/contracts/compliance/plan';
import { dataOf, signedIn } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';

sweepContracts('compliance', contractsIn(import.meta.glob(['/packages/contracts/src/compliance/*.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [getCompliance, async (t) => (await signedIn(t.app, 'pharmacien@demo.test')).call(getCompliance)],
  [getTeamCompliancePlan, async (t) => (await signedIn(t.app, 'titulaire@demo.test')).call(getTeamCompliancePlan)],
  [
    createPlanActivities,
    async (t) => {
      const owner = await signedIn(t.app, 'titulaire@demo.test');
      const plan = dataOf(await owner.call(getTeamCompliancePlan), getTeamCompliancePlan);
      const learners = plan.learners.filter((l) => l.trainings.length > 0).map((l) => ({ learnerId: l.id, offerIds: l.trainings.map((x) => x.offerId) }));
      return owner.call(createPlanActivities, { body: { name: 'Plan de conformité', startDate: '2027-01-01', endDate: '2027-12-31', learners } });
    },
  ],
]));
