import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getOutbox } from '@app/contracts/admin/outbox';
import * as auth from '@app/contracts/identity/auth';
import { getByHostname } from '@app/contracts/identity/platform';
import { latestOutbox } from '@app/db/outbox';
import { accounts } from '@app/db/schema/accounts';
import { accountChannel, EVENT_NAMES } from '@app/domain/realtime/realtime-channels';
import { outboxSocketPath, readOutboxSocket, serveOutboxSocket } from '../../mail/outbox-socket.ts';
import { issueToken } from './one-time-tokens.ts';
import { answerOf, buildTestApp, createVisitor, dataOf, failureOf, type TestApp } from '../../test/helper.ts';

const PASSWORD = 'Pharma-Demo-2026';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function visitor(host = 'demo.localhost') {
  const v = createVisitor(t.app, host);
  await v.csrf();
  return v;
}

const login = (v: Awaited<ReturnType<typeof visitor>>, email: string, password: string) =>
  v.request({ method: 'POST', url: '/back/api/login', payload: { email, password, platform: 'demo' }, xsrf: true });

async function lastMail(to: string) {
  return (await latestOutbox(t.db.db, 1, { to }))[0];
}

const platformOf = async (hostname: string) =>
  dataOf(await t.app.inject({ method: 'POST', url: '/back/api/platform/getByHostname', payload: { hostname } }), getByHostname);

describe('forgotten password', () => {
  it('answers the same for known and unknown addresses, mails a single-use link on the user host, and resets', async () => {
    const v = await visitor();
    const known = await v.request({ method: 'GET', url: '/back/api/passwordReset/sendMail/adjoint@demo.test', xsrf: true });
    const unknown = await v.request({ method: 'GET', url: '/back/api/passwordReset/sendMail/nobody@demo.test', xsrf: true });
    expect(dataOf(known, auth.sendPasswordResetMail)).toBeNull();
    expect(answerOf(unknown, auth.sendPasswordResetMail)).toEqual(answerOf(known, auth.sendPasswordResetMail));
    expect(await lastMail('nobody@demo.test')).toBeUndefined();

    const mail = await lastMail('adjoint@demo.test');
    expect(mail.subject).toMatch(/Réinitialisation/);
    const link = mail.links.find((l) => l.includes('/reinitialiser-mon-mot-de-passe/'))!;
    expect(link).toMatch(/^http:\/\/demo\.localhost\/reinitialiser-mon-mot-de-passe\/[\w-]+$/);
    const token = link.split('/').pop()!;

    const weak = await v.request({ method: 'POST', url: '/back/api/passwordReset', payload: { token, password: 'short', password_confirmation: 'other' }, xsrf: true });
    expect(weak.statusCode).toBe(422);
    const { errors } = failureOf(weak, auth.resetPassword).data as { errors: Record<string, string[]> };
    expect(errors.password).toContain('Le mot de passe doit contenir au moins 10 caractères.');
    expect(errors.password_confirmation).toEqual(['Les deux mots de passe ne sont pas identiques.']);

    const next = 'Nouveau-Mot-2027';
    const ok = await v.request({ method: 'POST', url: '/back/api/passwordReset', payload: { token, password: next, password_confirmation: next }, xsrf: true });
    expect(dataOf(ok, auth.resetPassword)).toBeNull();
    const reused = await v.request({ method: 'POST', url: '/back/api/passwordReset', payload: { token, password: next, password_confirmation: next }, xsrf: true });
    expect(reused.statusCode).toBe(410);
    failureOf(reused, auth.resetPassword);
    expect((await login(await visitor(), 'adjoint@demo.test', PASSWORD)).statusCode).toBe(401);
    dataOf(await login(await visitor(), 'adjoint@demo.test', next), auth.login);
  });

  it('writes the mail in Spanish with the Spanish path on a Spanish host', async () => {
    const v = await visitor('cofares.localhost');
    await v.request({ method: 'GET', url: '/back/api/passwordReset/sendMail/farmaceutico@cofares.test', xsrf: true });
    const mail = await lastMail('farmaceutico@cofares.test');
    expect(mail.subject).toMatch(/Restablecer/);
    expect(mail.links[0]).toMatch(/^http:\/\/cofares\.localhost\/restablecer-mi-contrasena\//);
  });

  it('refuses a malformed address with 422 and a missing CSRF header with 419', async () => {
    const v = await visitor();
    const malformed = await v.request({ method: 'GET', url: '/back/api/passwordReset/sendMail/not-an-email', xsrf: true });
    expect(malformed.statusCode).toBe(422);
    failureOf(malformed, auth.sendPasswordResetMail);
    const noToken = await v.request({ method: 'GET', url: '/back/api/passwordReset/sendMail/adjoint@demo.test' });
    expect(noToken.statusCode).toBe(419);
    failureOf(noToken, auth.sendPasswordResetMail);
  });
});

describe('invitation and account creation', () => {
  it('shows the invitation, creates the account once, and signs the new learner in', async () => {
    const demo = await platformOf('demo.localhost');
    const raw = await issueToken(t.db.db, { purpose: 'invitation', platformId: demo.id, email: 'nouvelle@demo.test', ttlMs: 60_000 });
    const v = await visitor();
    expect(dataOf(await v.request({ url: `/back/api/invitation/${raw}` }), auth.getInvitation)).toEqual({ email: 'nouvelle@demo.test', accountName: null });
    const body = { token: raw, firstName: 'Léa', lastName: 'Moreau', function: 'Adjoint', password: 'Bienvenue-2027', password_confirmation: 'Bienvenue-2027' };
    const missing = await v.request({ method: 'POST', url: '/back/api/createAccount', payload: { ...body, firstName: '' }, xsrf: true });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys((failureOf(missing, auth.createAccount).data as { errors: object }).errors)).toEqual(['firstName']);
    const created = await v.request({ method: 'POST', url: '/back/api/createAccount', payload: body, xsrf: true });
    expect(dataOf(created, auth.createAccount)).toMatchObject({ email: 'nouvelle@demo.test', firstName: 'Léa', function: 'Adjoint' });
    dataOf(await v.request({ url: '/back/api/user' }), auth.getUser);
    const again = await v.request({ method: 'POST', url: '/back/api/createAccount', payload: body, xsrf: true });
    expect(again.statusCode).toBe(410);
    failureOf(again, auth.createAccount);
    const spent = await v.request({ url: `/back/api/invitation/${raw}` });
    expect(spent.statusCode).toBe(404);
    failureOf(spent, auth.getInvitation);
  });

  it('tells the inviting pharmacy’s open pages that its team changed', async () => {
    const demo = await platformOf('demo.localhost');
    const [{ id: centre }] = await t.db.db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.platformId, demo.id), eq(accounts.name, 'Pharmacie du Centre')));
    const raw = await issueToken(t.db.db, { purpose: 'invitation', platformId: demo.id, email: 'equipe.live@demo.test', accountId: centre, ttlMs: 60_000 });
    const publish = vi.spyOn(t.app.realtime.broadcaster, 'publish');
    try {
      const v = await visitor();
      const body = { token: raw, firstName: 'Inès', lastName: 'Live', function: 'Adjoint', password: 'Bienvenue-2027', password_confirmation: 'Bienvenue-2027' };
      dataOf(await v.request({ method: 'POST', url: '/back/api/createAccount', payload: body, xsrf: true }), auth.createAccount);
      expect(publish.mock.calls.filter(([, event]) => event === EVENT_NAMES.contacts)).toEqual([[[accountChannel(centre)], EVENT_NAMES.contacts, {}, undefined]]);
    } finally {
      publish.mockRestore();
    }
  });

  it('knows the seeded demo invitation into Pharmacie du Centre', async () => {
    const shown = await t.app.inject({ url: '/back/api/invitation/demo-invitation-2026', headers: { host: 'demo.localhost' } });
    expect(dataOf(shown, auth.getInvitation)).toEqual({ email: 'invite@demo.test', accountName: 'Pharmacie du Centre' });
  });
});

describe('changing the password', () => {
  it('needs the current password (field error) and ends the other sessions', async () => {
    const a = await visitor();
    const b = await visitor();
    await login(a, 'lecture@demo.test', PASSWORD);
    await login(b, 'lecture@demo.test', PASSWORD);
    const wrong = await a.request({
      method: 'PATCH', url: '/back/api/user/updateLoginData', xsrf: true,
      payload: { currentPassword: 'not-it-0000', password: 'Lecture-Neuve-1', password_confirmation: 'Lecture-Neuve-1' },
    });
    expect(wrong.statusCode).toBe(422);
    expect((failureOf(wrong, auth.updateLoginData).data as { errors: object }).errors).toEqual({ currentPassword: ['Le mot de passe actuel est incorrect.'] });
    const ok = await a.request({
      method: 'PATCH', url: '/back/api/user/updateLoginData', xsrf: true,
      payload: { currentPassword: PASSWORD, password: 'Lecture-Neuve-1', password_confirmation: 'Lecture-Neuve-1' },
    });
    expect(dataOf(ok, auth.updateLoginData)).toBeNull();
    dataOf(await a.request({ url: '/back/api/user' }), auth.getUser);
    const ended = await b.request({ url: '/back/api/user' });
    expect(ended.statusCode).toBe(401);
    failureOf(ended, auth.getUser);
  });

  it('is for signed-in users only', async () => {
    const v = await visitor();
    const res = await v.request({
      method: 'PATCH', url: '/back/api/user/updateLoginData', xsrf: true,
      payload: { currentPassword: PASSWORD, password: 'Lecture-Neuve-1', password_confirmation: 'Lecture-Neuve-1' },
    });
    expect(res.statusCode).toBe(401);
    failureOf(res, auth.updateLoginData);
  });
});

describe('e-mail validation and the outbox', () => {
  it('validates an address once', async () => {
    const demo = await platformOf('demo.localhost');
    const user = dataOf(await login(await visitor(), 'titulaire@demo.test', PASSWORD), auth.login);
    const raw = await issueToken(t.db.db, { purpose: 'email-validation', platformId: demo.id, userId: user.id, ttlMs: 60_000 });
    const v = await visitor();
    expect(dataOf(await v.request({ url: `/back/api/validateEmail/${raw}`, xsrf: true }), auth.validateEmail)).toBeNull();
    const again = await v.request({ url: `/back/api/validateEmail/${raw}`, xsrf: true });
    expect(again.statusCode).toBe(410);
    failureOf(again, auth.validateEmail);
  });

  it('is never served by the caller\'s address, even the loopback one a reverse proxy would show', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '203.0.113.9']) {
      expect((await t.app.inject({ url: '/back/api/outbox', remoteAddress })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/back/api/admin/outbox', remoteAddress, headers: { host: 'demo.localhost' } })).statusCode).toBe(401);
    }
  });

  it('is read by an administrator, for their own platform only', async () => {
    await (await visitor()).request({ method: 'GET', url: '/back/api/passwordReset/sendMail/pharmacien@demo.test', xsrf: true });
    await (await visitor('mfo.localhost')).request({ method: 'GET', url: '/back/api/passwordReset/sendMail/pharmacien@mfo.test', xsrf: true });
    const learner = await visitor();
    await login(learner, 'pharmacien@demo.test', PASSWORD);
    const refused = await learner.request({ url: '/back/api/admin/outbox' });
    expect(refused.statusCode).toBe(403);
    failureOf(refused, getOutbox);

    const admin = await visitor();
    await login(admin, 'admin@demo.test', PASSWORD);
    const mails = dataOf(await admin.request({ url: '/back/api/admin/outbox?limit=100' }), getOutbox);
    expect(mails.some((m) => m.to === 'pharmacien@demo.test')).toBe(true);
    expect(mails.some((m) => m.to === 'pharmacien@mfo.test')).toBe(false);
    const one = dataOf(await admin.request({ url: '/back/api/admin/outbox?to=pharmacien@demo.test&limit=1' }), getOutbox);
    expect(one).toHaveLength(1);
    expect(one[0].links[0]).toMatch(/^http:\/\/demo\.localhost\/reinitialiser-mon-mot-de-passe\//);
  });

  it('is served to this machine on a socket file only its user may open', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const socketPath = outboxSocketPath(dir);
    const served = await serveOutboxSocket(t.db.db, socketPath);
    try {
      expect((await stat(socketPath)).mode & 0o777).toBe(0o600);
      await (await visitor('mfo.localhost')).request({ method: 'GET', url: '/back/api/passwordReset/sendMail/pharmacien@mfo.test', xsrf: true });
      const [mail] = await readOutboxSocket(socketPath, { to: 'pharmacien@mfo.test', limit: 1 });
      expect(mail).toMatchObject({ to: 'pharmacien@mfo.test', links: [expect.stringMatching(/^http:\/\/mfo\.localhost\//)] });
    } finally {
      await served.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
