import type { Contract } from '@app/contracts/contract';
import { getAttention } from '@app/contracts/admin/attention';
import { listAuditLog } from '@app/contracts/admin/audit';
import * as compta from '@app/contracts/admin/facture-compta';
import { getOutbox } from '@app/contracts/admin/outbox';
import { signedIn } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';

sweepContracts('admin', contractsIn(import.meta.glob(['/packages/contracts/src/admin/*.ts', '!**/*.test.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [getOutbox, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(getOutbox, { query: { limit: 5 } })],
  [getAttention, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(getAttention)],
  [listAuditLog, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(listAuditLog, { query: {} })],
  [compta.listAccountingInvoices, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(compta.listAccountingInvoices, { query: { from: '2026-10-01', to: '2026-10-31' } })],
  [compta.exportAccountingInvoices, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(compta.exportAccountingInvoices, { query: { from: '2026-10-01', to: '2026-10-31', format: 'xlsx' } })],
  [compta.listAwaitingCheques, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(compta.listAwaitingCheques)],
  // The seed's orders are paid: recording a cheque for one is refused (409).
  [compta.recordCheque, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(compta.recordCheque, { params: { reference: 'CMD-DEMO000001' }, body: { amount: 10, chequeNumber: '1234567', bank: 'LCL', receivedOn: '2026-10-01' } })],
]));
