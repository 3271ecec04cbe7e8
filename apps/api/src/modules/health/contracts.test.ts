import type { Contract } from '@app/contracts/contract';
import { getHealth, getReadiness } from '@app/contracts/health';
import { createVisitor } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';

sweepContracts('health', contractsIn(import.meta.glob(['/packages/contracts/src/*.ts', '!**/*.test.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [getHealth, (t) => createVisitor(t.app, 'any-host.example').call(getHealth)],
  [getReadiness, (t) => createVisitor(t.app, 'any-host.example').call(getReadiness)],
]));
