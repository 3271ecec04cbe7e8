import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getCockpit, saveOpcoBudget } from '@app/contracts/compliance/cockpit';
import { decideTeamDeclaration } from '@app/contracts/compliance/declarations';
import { setAccountId } from '@app/contracts/identity/auth';
import { accounts } from '@app/db/schema/accounts';
import { complianceDeclarations } from '@app/db/schema/compliance-declarations';
import { dpecFiles } from '@app/db/schema/dpec-files';
import { enrolments } from '@app/db/schema/enrolments';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { users } from '@app/db/schema/users';
import { COCKPIT_PAGE_SIZE } from '@app/domain/compliance/team';
import { todayInParis } from '@app/domain/identity/session-user';
import type { Funding } from '@app/domain/catalogue/fundings';
import type { DpecState } from '@app/domain/pharmacy/dpec';
import { accountChannel, EVENT_NAMES } from '@app/domain/realtime/realtime-channels';
import { notify } from '../../realtime/notify.ts';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const OWNER = 'titulaire@demo.test';
/** Pharmacie du Centre's active learners (seed data/accounts.ts). */
const CENTRE_TEAM = ['lea.dubois', 'maxime.leroy', 'chloe.simon', 'romain.michel', 'sarah.laurent'];
const cockpitOf = async (email: string, query: { status?: 'met' | 'missing' | 'atRisk'; page?: number } = {}, host?: string, platform?: string) =>
  dataOf(await (await signedIn(t.app, email, host, platform)).call(getCockpit, { query }), getCockpit);
/** Pharmacie des Halles' referent (who manages two pharmacies and chooses). */
async function hallesCockpit(query: { status?: 'met' | 'missing' | 'atRisk'; page?: number } = {}) {
  const referent = await signedIn(t.app, 'referent@demo.test');
  await referent.call(setAccountId, { body: { accountId: (await accountOf('Pharmacie des Halles')).id, platform: 'demo' } });
  return dataOf(await referent.call(getCockpit, { query }), getCockpit);
}
const userOf = async (email: string) => (await t.db.db.select().from(users).where(eq(users.email, email)))[0];
const accountOf = async (name: string) => (await t.db.db.select().from(accounts).where(eq(accounts.name, name)))[0];

describe('GET /api/user/referent/compliance', () => {
  it('answers 401 to a visitor and 403 to a learner of the team', async () => {
    expect((await createVisitor(t.app).call(getCockpit)).statusCode).toBe(401);
    const response = await (await signedIn(t.app, 'chloe.simon@demo.test')).call(getCockpit);
    expect(response.statusCode).toBe(403);
    expect(failureOf(response, getCockpit).status).toBe('Error');
  });

  it("shows the owner their team only, each learner against both French obligations, summed up", async () => {
    const data = await cockpitOf(OWNER);
    const emails = await Promise.all(data.learners.items.map(async (l) => (await t.db.db.select({ email: users.email }).from(users).where(eq(users.id, l.id)))[0].email));
    expect(emails.map((e) => e.split('@')[0]).sort()).toEqual([...CENTRE_TEAM].sort());
    expect(data.obligations.map((o) => o.code)).toEqual(['fr-dpc', 'fr-certification']);
    expect(data.registrationAssumed).toBe(true);
    for (const learner of data.learners.items) expect(learner.obligations.map((o) => o.code)).toEqual(['fr-dpc', 'fr-certification']);
    expect(data.summary.learners).toBe(CENTRE_TEAM.length);
    expect(data.summary.compliant + data.summary.missing + data.summary.atRisk).toBe(CENTRE_TEAM.length);
    for (const o of data.summary.obligations) expect(o.met + o.missing + o.atRisk).toBe(CENTRE_TEAM.length);
  });

  it("turns a learner's DPC met once they complete a DPC programme, and counts it in the summary", async () => {
    const db = t.db.db;
    const chloe = await userOf('chloe.simon@demo.test');
    const before = await cockpitOf(OWNER);
    const cell = (data: typeof before) => data.learners.items.find((l) => l.id === chloe.id)!.obligations.find((o) => o.code === 'fr-dpc')!;
    expect(cell(before).status).toBe('missing');
    expect(cell(before).shortfall).toBeGreaterThan(0);
    const [offer] = await db
      .select({ id: trainingOffers.id, trainingId: trainingOffers.trainingId })
      .from(trainingOffers)
      .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
      .where(and(eq(trainingOffers.platformId, chloe.platformId), isNotNull(trainings.dpcActionKind), isNotNull(trainings.courseIdDpc), eq(trainings.type, 'dpc')))
      .limit(1);
    const at = new Date();
    await db.insert(enrolments).values({ platformId: chloe.platformId, userId: chloe.id, trainingId: offer.trainingId, offerId: offer.id, status: 'completed', enrolledAt: at, startedAt: at, completedAt: at, updatedAt: at });
    // Completing raises the learner's notification: the team's evaluation kept for a few seconds is forgotten.
    await notify(db, { userId: chloe.id, platformId: chloe.platformId }, { kind: 'completed', courseId: offer.id, trainingType: 'dpc', slug: 'x', trainingName: 'X' }, t.app.realtime.broadcaster);

    const after = await cockpitOf(OWNER);
    expect(cell(after)).toMatchObject({ status: 'met', shortfall: 0 });
    const dpc = (data: typeof before) => data.summary.obligations.find((o) => o.code === 'fr-dpc')!;
    expect(dpc(after).met).toBe(dpc(before).met + 1);
  });

  it("counts a learner's action declared elsewhere once the owner verified it, and the team's registration dates with the Ordre", async () => {
    const db = t.db.db;
    const maxime = await userOf('maxime.leroy@demo.test');
    const cell = (data: Awaited<ReturnType<typeof cockpitOf>>) => data.learners.items.find((l) => l.id === maxime.id)!.obligations.find((o) => o.code === 'fr-dpc')!;
    expect(cell(await cockpitOf(OWNER)).status).not.toBe('met');
    const team = await db.select({ id: users.id }).from(users).where(inArray(users.email, CENTRE_TEAM.map((name) => `${name}@demo.test`)));
    await db.update(users).set({ ordreRegisteredOn: '2024-03-01' }).where(inArray(users.id, team.map((u) => u.id)));
    // An integrated programme done elsewhere (both kinds of the DPC), declared with its proof, pending: not counted yet.
    const [declaration] = await db
      .insert(complianceDeclarations)
      .values({ platformId: maxime.platformId, userId: maxime.id, title: 'Programme intégré officinal', provider: 'Organisme DPC', completedOn: todayInParis(new Date()), tags: ['cognitive', 'practiceEvaluation', 'priority'], proofName: 'a.pdf', proofType: 'application/pdf', proofSize: 5, proof: Buffer.from('%PDF-') })
      .returning({ id: complianceDeclarations.id });
    const owner = await signedIn(t.app, OWNER);
    expect((await owner.call(decideTeamDeclaration, { params: { id: declaration.id }, body: { decision: 'verified' } })).statusCode).toBe(200);

    // The verification makes the team's evaluation read again at once, with the registration dates now known.
    const after = await cockpitOf(OWNER);
    expect(cell(after).status).toBe('met');
    expect(after.registrationAssumed).toBe(false);
  });

  it("pages a big team worst first and filters it by status", async () => {
    const all = await hallesCockpit();
    expect(all.learners.total).toBe(all.summary.learners);
    expect(all.learners.total).toBeGreaterThan(COCKPIT_PAGE_SIZE);
    expect(all.learners.items).toHaveLength(COCKPIT_PAGE_SIZE);
    const second = await hallesCockpit({ page: 2 });
    expect(second.learners.page).toBe(2);
    expect(second.learners.items[0].id).not.toBe(all.learners.items[0].id);
    const rank = { atRisk: 0, missing: 1, met: 2 };
    const statuses = [...all.learners.items, ...second.learners.items].map((l) => rank[l.status]);
    expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
    const missing = await hallesCockpit({ status: 'missing' });
    expect(missing.learners.total).toBe(all.summary.missing);
    expect(missing.learners.items.every((l) => l.status === 'missing')).toBe(true);
    // Nobody of Pharmacie du Centre in Pharmacie des Halles' cockpit.
    const chloe = await userOf('chloe.simon@demo.test');
    expect([...all.learners.items, ...second.learners.items].some((l) => l.id === chloe.id)).toBe(false);
  });

  it("sums the year's funding files asked of each funder, and what the OPCO budget leaves", async () => {
    const db = t.db.db;
    const centre = await accountOf('Pharmacie du Centre');
    const halles = await accountOf('Pharmacie des Halles');
    const lea = await userOf('lea.dubois@demo.test');
    const [offer] = await db.select({ id: trainingOffers.id }).from(trainingOffers).where(eq(trainingOffers.platformId, lea.platformId)).limit(1);
    const file = (accountId: number, funder: Funding, state: DpecState, amountCents: number, createdAt = new Date()) =>
      ({ accountId, learnerId: lea.id, offerId: offer.id, funder, funderReason: 'employee' as const, state, amountCents, createdAt });
    const lastYear = new Date(Date.now() - 400 * 86_400_000);
    await db.insert(dpecFiles).values([
      file(centre.id, 'OPCO', 'submitted', 30_000),
      file(centre.id, 'OPCO', 'reimbursed', 12_000),
      file(centre.id, 'OPCO', 'created', 10_000), // a draft: not asked yet
      file(centre.id, 'OPCO', 'refused', 50_000),
      file(centre.id, 'OPCO', 'financed', 70_000, lastYear),
      file(centre.id, 'DPC', 'financed', 50_000),
      file(halles.id, 'OPCO', 'submitted', 99_000), // another pharmacy's
    ]);
    const funders = async () => Object.fromEntries((await cockpitOf(OWNER)).funding.funders.map((f) => [f.funder, f]));
    const before = await funders();
    expect(Object.keys(before)).toEqual(['DPC', 'FIFPL', 'OPCO']);
    expect(before.OPCO).toMatchObject({ cap: 'pharmacy', usedCents: 42_000, budgetCents: null, leftCents: null });
    expect(before.DPC).toMatchObject({ cap: 'perProfessional', usedCents: 50_000, budgetCents: null, leftCents: null });
    expect(before.FIFPL).toMatchObject({ usedCents: 0 });

    const owner = await signedIn(t.app, OWNER);
    const year = (await cockpitOf(OWNER)).funding.year;
    const refused = await owner.call(saveOpcoBudget, { body: { year, budget: -5 } });
    expect(refused.statusCode).toBe(422);
    expect(failureOf(refused, saveOpcoBudget).data).toMatchObject({ errors: { budget: [expect.stringMatching(/budget accordé par votre OPCO/)] } });
    const saved = await owner.call(saveOpcoBudget, { body: { year, budget: 1000 } });
    expect(dataOf(saved, saveOpcoBudget)).toEqual({ year, budgetCents: 100_000 });
    expect((await funders()).OPCO).toMatchObject({ usedCents: 42_000, budgetCents: 100_000, leftCents: 58_000 });
    expect(dataOf(await owner.call(saveOpcoBudget, { body: { year, budget: 300 } }), saveOpcoBudget).budgetCents).toBe(30_000);
    expect((await funders()).OPCO.leftCents).toBe(-12_000);
  });

  it('shows a Spanish owner no obligation and FUNDAE only', async () => {
    const data = await cockpitOf('titular@cofares.test', {}, 'cofares.localhost', 'cofares');
    expect(data.obligations).toEqual([]);
    expect(data.learners.items.every((l) => l.obligations.length === 0 && l.status === 'met')).toBe(true);
    expect(data.funding.funders.map((f) => f.funder)).toEqual(['FUNDAE']);
  });
});

describe('the team progressed event', () => {
  it("tells a learner's pharmacy when they complete a training", async () => {
    const lea = await userOf('lea.dubois@demo.test');
    const centre = await accountOf('Pharmacie du Centre');
    const publish = vi.spyOn(t.app.realtime.broadcaster, 'publish');
    try {
      await notify(t.db.db, { userId: lea.id, platformId: lea.platformId }, { kind: 'completed', courseId: 1, trainingType: 'formation', slug: 'x', trainingName: 'X' }, t.app.realtime.broadcaster);
      expect(publish.mock.calls.filter(([, event]) => event === EVENT_NAMES.teamProgress)).toEqual([[[accountChannel(centre.id)], EVENT_NAMES.teamProgress, {}, undefined]]);
    } finally {
      publish.mockRestore();
    }
  });
});
