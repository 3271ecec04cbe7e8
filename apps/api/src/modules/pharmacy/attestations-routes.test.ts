import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@app/contracts/pharmacy/attestations';
import { accounts } from '@app/db/schema/accounts';
import { attestations } from '@app/db/schema/attestations';
import { enrolments } from '@app/db/schema/enrolments';
import { memberships } from '@app/db/schema/memberships';
import { users } from '@app/db/schema/users';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';
import { unzip } from '../../test/zip.ts';

let t: TestApp;
let owner: Visitor;
const db = () => t.db.db;

const userIdOf = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
const attestationsOf = async (email: string) =>
  db()
    .select({ enrolmentId: attestations.enrolmentId, trainingName: attestations.snapshot })
    .from(attestations)
    .where(eq(attestations.userId, await userIdOf(email)));
const accountId = async (name: string) => (await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name)))[0].id;

/** The referent of two pharmacies, in Pharmacie des Halles (chosen as the layout's switcher does). */
async function referentInHalles(): Promise<Visitor> {
  const referent = await signedIn(t.app, 'referent@demo.test');
  const set = await referent.request({ method: 'POST', url: '/back/api/user/setAccountId', payload: { accountId: await accountId('Pharmacie des Halles'), platform: 'demo' }, xsrf: true });
  expect(set.statusCode).toBe(200);
  return referent;
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedIn(t.app, 'titulaire@demo.test');
});
afterAll(() => t.close());

const list = async (query: contracts.TeamAttestationsQuery = {}, visitor = owner) => dataOf(await visitor.call(contracts.listTeamAttestations, { query }), contracts.listTeamAttestations);

describe('the team’s attestations', () => {
  it('lists the attestations of the pharmacy’s learners, the latest first, with the filters’ choices', async () => {
    const page = await list();
    const names = page.items.map((i) => `${i.learner.name}: ${i.training.name}`);
    expect(names).toEqual(expect.arrayContaining([expect.stringMatching(/^Léa Dubois: Gestion des stupéfiants/), expect.stringMatching(/^Sarah Laurent: /), expect.stringMatching(/^Léa Dubois: Accompagner le sevrage/)]));
    expect(page.items.map((i) => i.issuedAt)).toEqual([...page.items.map((i) => i.issuedAt)].sort().reverse());
    expect(page.total).toBe(page.items.length);
    expect(page.learners.map((l) => l.name)).toEqual(['Léa Dubois', 'Sarah Laurent', 'Maxime Leroy', 'Romain Michel', 'Chloé Simon']);
    expect(page.years).toEqual(expect.arrayContaining([2026, 2025]));
    expect(page.items[0]).toMatchObject({ fileName: expect.stringMatching(/\.pdf$/), learner: { active: true } });
  });

  it('filters by learner, year (Europe/Paris), training type and search, and pages', async () => {
    const lea = await userIdOf('lea.dubois@demo.test');
    expect((await list({ learnerId: lea })).items.map((i) => i.learner.id)).toEqual([lea, lea]);
    const of2025 = await list({ year: 2025 });
    expect(of2025.items.map((i) => i.training.name)).toEqual([expect.stringMatching(/^Accompagner le sevrage/)]);
    const byType = await list({ type: of2025.items[0].training.type as contracts.TeamAttestationsQuery['type'] });
    expect(byType.items.every((i) => i.training.type === of2025.items[0].training.type)).toBe(true);
    expect((await list({ search: 'stupéfiants' })).items).toHaveLength(1);
    expect((await list({ search: 'laurent' })).items.map((i) => i.learner.name)).toEqual(['Sarah Laurent']);
    expect((await list({ search: '100%' })).items).toEqual([]);
    const all = await list();
    const second = await list({ perPage: 1, page: 2 });
    expect(second).toMatchObject({ total: all.total, page: 2, perPage: 1, items: [all.items[1]] });
    // An empty field (an emptied filter in the URL) is no filter; a bad one is a 422.
    expect((await owner.request({ url: '/back/api/user/referent/attestations?learnerId=&year=&type=&search=' })).statusCode).toBe(200);
    expect((await owner.request({ url: '/back/api/user/referent/attestations?type=nope' })).statusCode).toBe(422);
    expect((await owner.request({ url: '/back/api/user/referent/attestations?perPage=1000' })).statusCode).toBe(422);
  });

  it('keeps a deactivated learner’s attestations, and leaves out what a learner did under another account', async () => {
    const sarah = await userIdOf('sarah.laurent@demo.test');
    const centre = await accountId('Pharmacie du Centre');
    const membership = and(eq(memberships.userId, sarah), eq(memberships.accountId, centre));
    await db().update(memberships).set({ active: false, deactivatedAt: new Date() }).where(membership);
    expect((await list({ learnerId: sarah })).items).toEqual([expect.objectContaining({ learner: { id: sarah, name: 'Sarah Laurent', active: false } })]);
    await db().update(memberships).set({ active: true, deactivatedAt: null }).where(membership);

    const [{ enrolmentId }] = await attestationsOf('sarah.laurent@demo.test');
    await db().update(enrolments).set({ accountId: await accountId('Pharmacie des Halles') }).where(eq(enrolments.id, enrolmentId));
    expect((await list({ learnerId: sarah })).items).toEqual([]);
    expect((await owner.call(contracts.getTeamAttestation, { params: { id: enrolmentId }, query: {} })).statusCode).toBe(404);
    await db().update(enrolments).set({ accountId: null }).where(eq(enrolments.id, enrolmentId));
  });

  it('downloads one attestation as a PDF; a DPC attestation the enrolment has not is a 404', async () => {
    const [{ enrolmentId }] = await attestationsOf('lea.dubois@demo.test');
    const response = await owner.call(contracts.getTeamAttestation, { params: { id: enrolmentId }, query: {} });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await owner.call(contracts.getTeamAttestation, { params: { id: enrolmentId }, query: { kind: 'dpc' } })).statusCode).toBe(404);
    expect((await owner.call(contracts.getTeamAttestation, { params: { id: 999_999 }, query: {} })).statusCode).toBe(404);
  });

  it('zips a selection, a folder per learner', async () => {
    const [lea] = await attestationsOf('lea.dubois@demo.test');
    const [sarah] = await attestationsOf('sarah.laurent@demo.test');
    const ids = [
      { id: lea.enrolmentId, kind: 'training' as const },
      { id: sarah.enrolmentId, kind: 'training' as const },
      { id: sarah.enrolmentId, kind: 'training' as const },
    ];
    const response = await owner.call(contracts.downloadTeamAttestations, { body: { ids } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="attestations-equipe.zip"');
    const files = await unzip(response.rawPayload);
    const names = [...files.keys()];
    expect(names).toHaveLength(2);
    expect(names).toEqual([expect.stringMatching(/^Léa Dubois\/.+\.pdf$/), expect.stringMatching(/^Sarah Laurent\/.+\.pdf$/)]);
    for (const pdf of files.values()) expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses an empty selection with a clear message, and a selection with an id not of the team with a 404', async () => {
    const empty = failureOf(await owner.call(contracts.downloadTeamAttestations, { body: { ids: [] } }), contracts.downloadTeamAttestations);
    expect(empty.data).toEqual({ errors: { ids: ['Choisissez au moins une attestation.'] } });
    const [paul] = await db().select({ id: enrolments.id }).from(enrolments).innerJoin(users, eq(users.id, enrolments.userId)).where(inArray(users.email, ['paul.andre@demo.test']));
    const [lea] = await attestationsOf('lea.dubois@demo.test');
    const foreign = await owner.call(contracts.downloadTeamAttestations, { body: { ids: [{ id: lea.enrolmentId, kind: 'training' }, { id: paul?.id ?? 999_999, kind: 'training' }] } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toMatch(/json/);
  });

  it('shows another pharmacy nothing of this team: 404 for its ids, also after switching', async () => {
    const referent = await referentInHalles();
    const page = await list({}, referent);
    expect(page.items.some((i) => i.learner.name === 'Léa Dubois')).toBe(false);
    expect(page.learners.map((l) => l.name)).not.toContain('Léa Dubois');
    const [lea] = await attestationsOf('lea.dubois@demo.test');
    expect((await referent.call(contracts.getTeamAttestation, { params: { id: lea.enrolmentId }, query: {} })).statusCode).toBe(404);
    expect((await referent.call(contracts.downloadTeamAttestations, { body: { ids: [{ id: lea.enrolmentId, kind: 'training' }] } })).statusCode).toBe(404);
  });

  it('is for the pharmacy’s managers: a learner gets 403, a visitor 401', async () => {
    const learner = await signedIn(t.app, 'lea.dubois@demo.test');
    const [lea] = await attestationsOf('lea.dubois@demo.test');
    for (const visitor of [learner, createVisitor(t.app)]) {
      const expected = visitor === learner ? 403 : 401;
      expect((await visitor.call(contracts.listTeamAttestations, { query: {} })).statusCode).toBe(expected);
      expect((await visitor.call(contracts.getTeamAttestation, { params: { id: lea.enrolmentId }, query: {} })).statusCode).toBe(expected);
      expect((await visitor.call(contracts.downloadTeamAttestations, { body: { ids: [{ id: lea.enrolmentId, kind: 'training' }] } })).statusCode).toBe(expected);
    }
  });
});
