import type { Contract } from '@app/contracts/contract';
import { getAttention } from '@app/contracts/admin/attention';
import { listAuditLog } from '@app/contracts/admin/audit';
import { getOutbox } from '@app/contracts/admin/outbox';
import { signedIn } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';

sweepContracts('admin', contractsIn(import.meta.glob(['/packages/contracts/src/admin/*.ts', '!**/*.test.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [getOutbox, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(getOutbox, { query: { limit: 5 } })],
  [getAttention, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(getAttention)],
  [listAuditLog, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(listAuditLog, { query: {} })],
]));
