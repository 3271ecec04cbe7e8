import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAccountId } from '@app/contracts/identity/auth';
import * as team from '@app/contracts/pharmacy/team';
import { accountContracts } from '@app/db/schema/account-contracts';
import { accounts } from '@app/db/schema/accounts';
import { enrolments } from '@app/db/schema/enrolments';
import { memberships } from '@app/db/schema/memberships';
import { oneTimeTokens } from '@app/db/schema/one-time-tokens';
import { outboxMessages } from '@app/db/schema/outbox-messages';
import { users } from '@app/db/schema/users';
import { TEAM_MAIL_MAX } from '@app/domain/pharmacy/team';
import { EVENT_NAMES, accountChannel } from '@app/domain/realtime/realtime-channels';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';

let t: TestApp;
let owner: Visitor;
let centre: number;
let marche: number;
const db = () => t.db.db;

const accountId = async (name: string) => (await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name)))[0].id;
const userId = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
const membershipOf = async (email: string, account: number) =>
  (await db().select().from(memberships).where(and(eq(memberships.userId, await userId(email)), eq(memberships.accountId, account))))[0];
const errorsOf = (res: Awaited<ReturnType<Visitor['call']>>, contract: Parameters<typeof failureOf>[1]) =>
  (failureOf(res, contract).data as { errors: Record<string, string[]> }).errors;
const lastMailTo = async (to: string) => (await db().select().from(outboxMessages).where(eq(outboxMessages.toAddress, to)).orderBy(sql`id desc`).limit(1))[0];

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedIn(t.app, 'titulaire@demo.test');
  centre = await accountId('Pharmacie du Centre');
  marche = await accountId('Pharmacie du Marché');
});
afterAll(() => t.close());

describe('the team list', () => {
  it('lists the members and pending invitations with their progress, searched, filtered and paged', async () => {
    const page = dataOf(await owner.call(team.listApprenants, { query: {} }), team.listApprenants);
    expect(page.items.some((m) => m.email === 'lea.dubois@demo.test' && m.role === 'learner' && m.status === 'active' && m.canToggle)).toBe(true);
    expect(page.items.find((m) => m.email === 'titulaire@demo.test')).toMatchObject({ role: 'owner', canToggle: false });
    expect(page.items.find((m) => m.email === 'invite@demo.test')).toMatchObject({ status: 'invited', id: null, canToggle: false });
    expect(page.total).toBe(page.items.length);
    const lea = dataOf(await owner.call(team.listApprenants, { query: { q: 'dubois' } }), team.listApprenants);
    expect(lea.items.map((m) => m.email)).toEqual(['lea.dubois@demo.test']);
    const invited = dataOf(await owner.call(team.listApprenants, { query: { status: 'invited' } }), team.listApprenants);
    expect(invited.items.every((m) => m.status === 'invited')).toBe(true);
    const none = dataOf(await owner.call(team.listApprenants, { query: { q: '100%_', page: 3 } }), team.listApprenants);
    expect(none).toMatchObject({ items: [], total: 0, page: 1 });
    const bad = await owner.call(team.listApprenants, { query: { status: 'gone' } as never });
    expect(bad.statusCode).toBe(422);
  });

  it('counts each learner’s trainings under this account', async () => {
    const learner = await userId('lea.dubois@demo.test');
    const rows = await db().select({ status: enrolments.status }).from(enrolments).where(and(eq(enrolments.userId, learner), eq(enrolments.accountId, centre)));
    const lea = dataOf(await owner.call(team.listApprenants, { query: { q: 'lea.dubois' } }), team.listApprenants).items[0];
    expect(lea.enrolled).toBe(rows.filter((r) => r.status !== 'unsubscribed').length);
    expect(lea.completed).toBe(rows.filter((r) => r.status === 'completed').length);
    expect(lea.inProgress).toBe(rows.filter((r) => r.status === 'active').length);
  });

  it('lists the self-paced trainings of the pharmacy’s catalogue', async () => {
    const list = dataOf(await owner.call(team.listAssignableTrainings), team.listAssignableTrainings);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((c) => ['formation', 'video', 'pdf', 'podcast', 'quiz'].includes(c.type))).toBe(true);
  });
});

describe('adding a learner', () => {
  it('invites a new person by e-mail, raises the contacts event, and the invitation makes them a learner of the pharmacy', async () => {
    const publish = vi.spyOn(t.app.realtime.broadcaster, 'publish');
    const res = await owner.call(team.addApprenant, { body: { email: 'Nouvelle@Demo.test', firstName: 'Nina', lastName: 'Nouvelle', function: 'Adjoint' } });
    expect(dataOf(res, team.addApprenant)).toEqual({ outcome: 'invited' });
    expect(publish.mock.calls.filter(([, event]) => event === EVENT_NAMES.contacts)).toEqual([[[accountChannel(centre)], EVENT_NAMES.contacts, {}, undefined]]);
    publish.mockRestore();
    const mail = await lastMailTo('nouvelle@demo.test');
    expect(mail.subject).toContain('Pharmacie du Centre');
    const link = /https?:\/\/\S+creer-mon-compte\?token=(\S+)/.exec(mail.textBody);
    expect(link).not.toBeNull();
    const listed = dataOf(await owner.call(team.listApprenants, { query: { q: 'nouvelle' } }), team.listApprenants).items;
    expect(listed).toMatchObject([{ status: 'invited', firstName: 'Nina', lastName: 'Nouvelle', function: 'Adjoint' }]);
    // The existing account-creation call consumes the invitation.
    const guest = createVisitor(t.app);
    await guest.csrf();
    const created = await guest.request({
      method: 'POST',
      url: '/back/api/createAccount',
      payload: { token: decodeURIComponent(link![1]), firstName: 'Nina', lastName: 'Nouvelle', function: 'Adjoint', password: 'Nouveau-2026!', password_confirmation: 'Nouveau-2026!' },
      xsrf: true,
    });
    expect(created.statusCode).toBe(200);
    const after = dataOf(await owner.call(team.listApprenants, { query: { q: 'nouvelle' } }), team.listApprenants).items;
    expect(after).toMatchObject([{ status: 'active', role: 'learner', enrolled: 0 }]);
  });

  it('adds a user of the platform from outside the team at once and tells them', async () => {
    const res = await owner.call(team.addApprenant, { body: { email: 'referent@demo.test', firstName: 'X', lastName: 'Y', function: 'Pharmacien' } });
    expect(dataOf(res, team.addApprenant)).toEqual({ outcome: 'added' });
    expect(await membershipOf('referent@demo.test', centre)).toMatchObject({ role: 'learner', active: true });
    expect((await lastMailTo('referent@demo.test')).subject).toContain('Pharmacie du Centre');
  });

  it('refuses an address already in the team (active, deactivated or invited) on its field, changing nothing', async () => {
    for (const email of ['lea.dubois@demo.test', 'invite@demo.test', 'titulaire@demo.test']) {
      const before = await db().select({ n: sql<number>`count(*)::int` }).from(oneTimeTokens);
      const res = await owner.call(team.addApprenant, { body: { email, firstName: 'A', lastName: 'B', function: 'Pharmacien' } });
      expect(res.statusCode).toBe(422);
      expect(errorsOf(res, team.addApprenant).email[0]).toContain('déjà');
      expect(await db().select({ n: sql<number>`count(*)::int` }).from(oneTimeTokens)).toEqual(before);
    }
  });

  it('refuses bad input with field errors in the user’s language', async () => {
    const res = await owner.call(team.addApprenant, { body: { email: 'nope', firstName: '', lastName: 'B', function: 'Chef' } as never });
    expect(Object.keys(errorsOf(res, team.addApprenant)).sort()).toEqual(['email', 'firstName', 'function']);
  });

  it('refuses a learner past the signed contract product’s size, pointing to the contract page', async () => {
    const [contract] = await db()
      .insert(accountContracts)
      .values({ accountId: centre, product: 'essentiel', periodStart: '2026-01-01', periodEnd: '2026-12-31', priceHtCents: 59_000, vatRateBp: 2000, lang: 'fr', signedAt: new Date() })
      .returning();
    try {
      const res = await owner.call(team.addApprenant, { body: { email: 'trop@demo.test', firstName: 'T', lastName: 'Rop', function: 'Pharmacien' } });
      expect(res.statusCode).toBe(422);
      expect(failureOf(res, team.addApprenant).message).toMatch(/5 apprenants.*Contrat/);
      expect(await db().select().from(oneTimeTokens).where(eq(oneTimeTokens.email, 'trop@demo.test'))).toEqual([]);
    } finally {
      await db().delete(accountContracts).where(eq(accountContracts.id, contract.id));
    }
  });
});

describe('assigning trainings', () => {
  it('enrols the chosen learners under the pharmacy, answers per learner, and they see it in their trainings', async () => {
    const [course] = dataOf(await owner.call(team.listAssignableTrainings), team.listAssignableTrainings);
    const lea = await membershipOf('lea.dubois@demo.test', centre);
    const first = dataOf(await owner.call(team.attributeApprenants, { body: { apprenantIds: [lea.id], trainingIds: [course.id] } }), team.attributeApprenants);
    expect(first).toHaveLength(1);
    expect(['enrolled', 'alreadyEnrolled']).toContain(first[0].outcome);
    const again = dataOf(await owner.call(team.attributeApprenants, { body: { apprenantIds: [lea.id], trainingIds: [course.id] } }), team.attributeApprenants);
    expect(again).toEqual([{ apprenantId: lea.id, trainingId: course.id, outcome: 'alreadyEnrolled', reason: null }]);
    const rows = await db().select().from(enrolments).where(eq(enrolments.userId, lea.userId));
    expect(rows.some((r) => r.offerId === course.id && r.status !== 'unsubscribed')).toBe(true);
  });

  it('refuses a deactivated learner with the reason, and the ids of another pharmacy or catalogue with a 404', async () => {
    const [course] = dataOf(await owner.call(team.listAssignableTrainings), team.listAssignableTrainings);
    const nina = await membershipOf('nouvelle@demo.test', centre);
    await db().update(memberships).set({ active: false }).where(eq(memberships.id, nina.id));
    const answer = dataOf(await owner.call(team.attributeApprenants, { body: { apprenantIds: [nina.id], trainingIds: [course.id] } }), team.attributeApprenants);
    expect(answer).toEqual([{ apprenantId: nina.id, trainingId: course.id, outcome: 'refused', reason: 'deactivated' }]);
    await db().update(memberships).set({ active: true }).where(eq(memberships.id, nina.id));
    const other = await membershipOf('referent@demo.test', marche);
    expect((await owner.call(team.attributeApprenants, { body: { apprenantIds: [other.id], trainingIds: [course.id] } })).statusCode).toBe(404);
    expect((await owner.call(team.attributeApprenants, { body: { apprenantIds: [nina.id], trainingIds: [999_999] } })).statusCode).toBe(404);
    const empty = await owner.call(team.attributeApprenants, { body: { apprenantIds: [], trainingIds: [] } });
    expect(Object.keys(errorsOf(empty, team.attributeApprenants)).sort()).toEqual(['apprenantIds', 'trainingIds']);
  });
});

describe('e-mailing a learner', () => {
  it('sends the message naming the sender to reply to, and throttles a burst', async () => {
    const lea = await membershipOf('lea.dubois@demo.test', centre);
    const res = await owner.call(team.sendEmailToApprenant, { params: { id: lea.id }, body: { subject: 'Formation', message: 'Bonjour Léa' } });
    expect(dataOf(res, team.sendEmailToApprenant)).toBeNull();
    const mail = await lastMailTo(lea.contactEmail ?? 'lea.dubois@demo.test');
    expect(mail).toMatchObject({ subject: 'Formation' });
    expect(mail.textBody).toContain('titulaire@demo.test');
    const blank = await owner.call(team.sendEmailToApprenant, { params: { id: lea.id }, body: { subject: '', message: '' } });
    expect(Object.keys(errorsOf(blank, team.sendEmailToApprenant)).sort()).toEqual(['message', 'subject']);
    const other = await membershipOf('referent@demo.test', marche);
    expect((await owner.call(team.sendEmailToApprenant, { params: { id: other.id }, body: { subject: 'a', message: 'b' } })).statusCode).toBe(404);
    let last = res;
    for (let i = 1; i <= TEAM_MAIL_MAX; i++) last = await owner.call(team.sendEmailToApprenant, { params: { id: lea.id }, body: { subject: 's', message: 'm' } });
    expect(last.statusCode).toBe(429);
  });
});

describe('deactivating a learner', () => {
  it('switches a learner off and on, raises the event, never the manager nor the owner, 404 elsewhere', async () => {
    const lea = await membershipOf('lea.dubois@demo.test', centre);
    const publish = vi.spyOn(t.app.realtime.broadcaster, 'publish');
    const off = await owner.call(team.toggleApprenantActive, { body: { contactId: lea.id, isActive: false } });
    expect(dataOf(off, team.toggleApprenantActive)).toEqual({ contactId: lea.id, isActive: false });
    expect(publish.mock.calls.some(([, event]) => event === EVENT_NAMES.contacts)).toBe(true);
    publish.mockRestore();
    expect(await membershipOf('lea.dubois@demo.test', centre)).toMatchObject({ active: false });
    const listed = dataOf(await owner.call(team.listApprenants, { query: { status: 'deactivated' } }), team.listApprenants).items;
    expect(listed.map((m) => m.email)).toContain('lea.dubois@demo.test');
    await owner.call(team.toggleApprenantActive, { body: { contactId: lea.id, isActive: true } });
    expect(await membershipOf('lea.dubois@demo.test', centre)).toMatchObject({ active: true, deactivatedAt: null });
    const self = await membershipOf('titulaire@demo.test', centre);
    expect((await owner.call(team.toggleApprenantActive, { body: { contactId: self.id, isActive: false } })).statusCode).toBe(409);
    const other = await membershipOf('referent@demo.test', marche);
    expect((await owner.call(team.toggleApprenantActive, { body: { contactId: other.id, isActive: false } })).statusCode).toBe(404);
  });

  it('lets a referent of two pharmacies manage the chosen one only, also after switching', async () => {
    const referent = await signedIn(t.app, 'referent@demo.test');
    // Not chosen yet: no pharmacy to manage.
    expect((await referent.call(team.listApprenants, { query: {} })).statusCode).toBe(403);
    const halles = await accountId('Pharmacie des Halles');
    const gare = await accountId('Pharmacie de la Gare');
    await referent.call(setAccountId, { body: { accountId: halles, platform: 'demo' } });
    const listed = dataOf(await referent.call(team.listApprenants, { query: {} }), team.listApprenants).items.map((m) => m.email);
    expect(listed).toContain('paul.andre@demo.test');
    expect(listed).not.toContain('emma.mercier@demo.test');
    const paul = await membershipOf('paul.andre@demo.test', halles);
    expect((await referent.call(team.toggleApprenantActive, { body: { contactId: paul.id, isActive: false } })).statusCode).toBe(200);
    expect((await referent.call(team.toggleApprenantActive, { body: { contactId: paul.id, isActive: true } })).statusCode).toBe(200);
    const self = await membershipOf('referent@demo.test', halles);
    expect(failureOf(await referent.call(team.toggleApprenantActive, { body: { contactId: self.id, isActive: false } }), team.toggleApprenantActive).message).toContain('propre accès');
    const lea = await membershipOf('lea.dubois@demo.test', centre);
    expect((await referent.call(team.toggleApprenantActive, { body: { contactId: lea.id, isActive: false } })).statusCode).toBe(404);
    await referent.call(setAccountId, { body: { accountId: gare, platform: 'demo' } });
    expect((await referent.call(team.toggleApprenantActive, { body: { contactId: paul.id, isActive: false } })).statusCode).toBe(404);
    expect((await referent.call(team.sendEmailToApprenant, { params: { id: paul.id }, body: { subject: 's', message: 'm' } })).statusCode).toBe(404);
  });

  it('never switches the owner', async () => {
    const referent = await signedIn(t.app, 'referent@demo.test');
    const halles = await accountId('Pharmacie des Halles');
    await referent.call(setAccountId, { body: { accountId: halles, platform: 'demo' } });
    const [titular] = await db().insert(memberships).values({ userId: await userId('titulaire@demo.test'), accountId: halles, role: 'owner' }).returning();
    const res = await referent.call(team.toggleApprenantActive, { body: { contactId: titular.id, isActive: false } });
    expect(res.statusCode).toBe(409);
    expect(failureOf(res, team.toggleApprenantActive).message).toContain('titulaire');
  });
});

describe('who may call', () => {
  const calls = (id: number) =>
    [
      [team.listApprenants, { query: {} }],
      [team.listAssignableTrainings, {}],
      [team.addApprenant, { body: { email: 'x@demo.test', firstName: 'X', lastName: 'Y', function: 'Pharmacien' } }],
      [team.attributeApprenants, { body: { apprenantIds: [id], trainingIds: [1] } }],
      [team.sendEmailToApprenant, { params: { id }, body: { subject: 's', message: 'm' } }],
      [team.toggleApprenantActive, { body: { contactId: id, isActive: false } }],
    ] as const;

  it('answers 401 to a guest and 403 to a learner on every call', async () => {
    const lea = await membershipOf('lea.dubois@demo.test', centre);
    const learner = await signedIn(t.app, 'lea.dubois@demo.test');
    const guest = createVisitor(t.app);
    for (const [contract, input] of calls(lea.id)) {
      expect((await guest.call(contract, input as never)).statusCode, contract.path).toBe(401);
      expect((await learner.call(contract, input as never)).statusCode, contract.path).toBe(403);
    }
  });
});
