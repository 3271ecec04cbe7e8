import type { Contract } from '@app/contracts/contract';
import { getCompliance } from '@app/contracts/compliance/compliance';
import { getComplianceReport, getTeamComplianceReport } from '@app/contracts/compliance/report';
import { signedIn } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';

sweepContracts('compliance', contractsIn(import.meta.glob(['/packages/contracts/src/compliance/*.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [getCompliance, async (t) => (await signedIn(t.app, 'pharmacien@demo.test')).call(getCompliance)],
  [getComplianceReport, async (t) => (await signedIn(t.app, 'pharmacien@demo.test')).call(getComplianceReport)],
  [getTeamComplianceReport, async (t) => (await signedIn(t.app, 'titulaire@demo.test')).call(getTeamComplianceReport)],
]));
