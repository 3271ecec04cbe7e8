import type { Contract } from '@app/contracts/contract';
import { getCatalog } from '@app/contracts/catalogue/catalog';
import { getCourse } from '@app/contracts/catalogue/course';
import { listDpcSessions } from '@app/contracts/catalogue/dpc-sessions';
import { getExpert, listExperts } from '@app/contracts/catalogue/experts';
import { searchCatalog } from '@app/contracts/catalogue/search';
import { createVisitor, dataOf, type TestApp } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';

const visit = (t: TestApp) => createVisitor(t.app, 'mfo.localhost');

sweepContracts('catalogue', contractsIn(import.meta.glob(['/packages/contracts/src/catalogue/*.ts', '!**/*.test.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [getCatalog, (t) => visit(t).call(getCatalog, { query: { page: 1, perPage: 6, sort: 'name' } })],
  [getCourse, async (t) => {
    const [first] = dataOf(await visit(t).call(getCatalog, {}), getCatalog).items;
    return visit(t).call(getCourse, { params: { slug: first.slug } });
  }],
  [searchCatalog, (t) => visit(t).call(searchCatalog, { query: { q: 'vaccination' } })],
  [listDpcSessions, async (t) => {
    const { id } = dataOf(await visit(t).call(getCourse, { params: { slug: 'vaccination-antigrippale-officine' } }), getCourse);
    return visit(t).call(listDpcSessions, { params: { id } });
  }],
  [listExperts, (t) => visit(t).call(listExperts, { query: {} })],
  [getExpert, async (t) => {
    const [first] = dataOf(await visit(t).call(listExperts, { query: {} }), listExperts).items;
    return visit(t).call(getExpert, { params: { slug: first.slug } });
  }],
]));
