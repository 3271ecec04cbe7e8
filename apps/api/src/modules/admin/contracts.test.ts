import type { Contract } from '@app/contracts/contract';
import { getAttention } from '@app/contracts/admin/attention';
import { listAuditLog } from '@app/contracts/admin/audit';
import { getOutbox } from '@app/contracts/admin/outbox';
import { deleteCustomPage, saveCustomPage, updateCustomPageOptions } from '@app/contracts/admin/custom-pages';
import { answerOf, signedIn } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';

const sweptPage = (slug: string) => ({ title: slug, slug, lang: 'fr' as const, bodyHtml: '<p>x</p>', startDate: null, endDate: null, options: { published: true, noIndex: false } });

sweepContracts('admin', contractsIn(import.meta.glob(['/packages/contracts/src/admin/*.ts', '!**/*.test.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [getOutbox, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(getOutbox, { query: { limit: 5 } })],
  [getAttention, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(getAttention)],
  [listAuditLog, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(listAuditLog, { query: {} })],
  [saveCustomPage, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(saveCustomPage, { body: sweptPage('sweep-save') })],
  [updateCustomPageOptions, async (t) => {
    const admin = await signedIn(t.app, 'admin@demo.test');
    const { data } = answerOf(await admin.call(saveCustomPage, { body: sweptPage('sweep-options') }), saveCustomPage) as { data: { id: number } };
    return admin.call(updateCustomPageOptions, { params: { id: data.id }, body: { published: false } });
  }],
  [deleteCustomPage, async (t) => {
    const admin = await signedIn(t.app, 'admin@demo.test');
    const { data } = answerOf(await admin.call(saveCustomPage, { body: sweptPage('sweep-delete') }), saveCustomPage) as { data: { id: number } };
    return admin.call(deleteCustomPage, { params: { id: data.id } });
  }],
]));
