import type { Contract } from '@app/contracts/contract';
import * as contracts from '@app/contracts/pharmacy/dashboard';
import { signedIn } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';

sweepContracts('pharmacy dashboard', contractsIn(import.meta.glob(['/packages/contracts/src/pharmacy/dashboard.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [contracts.dashboard, async (t) => (await signedIn(t.app, 'titulaire@demo.test')).call(contracts.dashboard, { query: { year: 2026 } })],
]));
