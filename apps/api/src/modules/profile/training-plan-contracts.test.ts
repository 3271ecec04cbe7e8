import type { Contract } from '@app/contracts/contract';
import { getTrainingPlan } from '@app/contracts/profile/training-plan';
import { signedIn } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';

sweepContracts('training plan', contractsIn(import.meta.glob(['/packages/contracts/src/profile/training-plan.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [getTrainingPlan, async (t) => (await signedIn(t.app, 'lea.dubois@demo.test')).call(getTrainingPlan)],
]));
