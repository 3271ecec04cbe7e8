import type { Contract } from '@app/contracts/contract';
import { getAttention } from '@app/contracts/admin/attention';
import { listAuditLog } from '@app/contracts/admin/audit';
import * as compta from '@app/contracts/admin/facture-compta';
import { getOutbox } from '@app/contracts/admin/outbox';
import { payByCheck } from '@app/contracts/shop/orders';
import { dataOf, signedIn } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';
import { makeCart, platformIdOf, selfPacedOffers, userIdOf } from '../shop/checkout.fixture.ts';

sweepContracts('admin', contractsIn(import.meta.glob(['/packages/contracts/src/admin/*.ts', '!**/*.test.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [getOutbox, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(getOutbox, { query: { limit: 5 } })],
  [getAttention, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(getAttention)],
  [listAuditLog, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(listAuditLog, { query: {} })],
  [compta.listAccountingInvoices, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(compta.listAccountingInvoices, { query: { from: '2026-10-01', to: '2026-10-31' } })],
  [compta.exportAccountingInvoices, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(compta.exportAccountingInvoices, { query: { from: '2026-10-01', to: '2026-10-31', format: 'xlsx' } })],
  [compta.listAwaitingCheques, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(compta.listAwaitingCheques)],
  [
    compta.recordCheque,
    async (t) => {
      // An order of the shop's buyer awaiting its cheque, as the shop leaves it.
      const demo = await platformIdOf(t.db.db, 'demo');
      const [offer] = await selfPacedOffers(t.db.db, demo);
      await makeCart(t.db.db, { userId: await userIdOf(t.db.db, 'boutique@demo.test'), platformId: demo, lang: 'fr' }, [{ offerId: offer.offerId }]);
      const { order } = dataOf(await (await signedIn(t.app, 'boutique@demo.test')).call(payByCheck), payByCheck);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
      const body = { amount: order.totalWithVat, chequeNumber: '1234567', bank: 'LCL', receivedOn: today };
      return (await signedIn(t.app, 'admin@demo.test')).call(compta.recordCheque, { params: { reference: order.reference }, body });
    },
  ],
]));
