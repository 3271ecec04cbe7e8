import type { Contract } from '@app/contracts/contract';
import { getCockpit, saveOpcoBudget } from '@app/contracts/compliance/cockpit';
import { getCompliance } from '@app/contracts/compliance/compliance';
import { signedIn } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';

sweepContracts('compliance', contractsIn(import.meta.glob(['/packages/contracts/src/compliance/*.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [getCompliance, async (t) => (await signedIn(t.app, 'pharmacien@demo.test')).call(getCompliance)],
  [getCockpit, async (t) => (await signedIn(t.app, 'titulaire@demo.test')).call(getCockpit)],
  [saveOpcoBudget, async (t) => (await signedIn(t.app, 'titulaire@demo.test')).call(saveOpcoBudget, { body: { year: 2026, budget: 1200 } })],
]));
