import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from './one-time-tokens.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/helper.ts';

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
  const res = await t.app.inject({ url: `/back/api/outbox?to=${encodeURIComponent(to)}&limit=1`, remoteAddress: '127.0.0.1' });
  return res.json().data[0] as { subject: string; text: string; links: string[] };
}

describe('forgotten password', () => {
  it('answers the same for known and unknown addresses, mails a single-use link on the user host, and resets', async () => {
    const v = await visitor();
    const known = await v.request({ method: 'GET', url: '/back/api/passwordReset/sendMail/adjoint@demo.test', xsrf: true });
    const unknown = await v.request({ method: 'GET', url: '/back/api/passwordReset/sendMail/nobody@demo.test', xsrf: true });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await lastMail('nobody@demo.test')).toBeUndefined();

    const mail = await lastMail('adjoint@demo.test');
    expect(mail.subject).toMatch(/Réinitialisation/);
    const link = mail.links.find((l) => l.includes('/reinitialiser-mon-mot-de-passe/'))!;
    expect(link).toMatch(/^http:\/\/demo\.localhost\/reinitialiser-mon-mot-de-passe\/[\w-]+$/);
    const token = link.split('/').pop()!;

    const weak = await v.request({ method: 'POST', url: '/back/api/passwordReset', payload: { token, password: 'short', password_confirmation: 'other' }, xsrf: true });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().data.errors.password).toContain('Le mot de passe doit contenir au moins 10 caractères.');
    expect(weak.json().data.errors.password_confirmation).toEqual(['Les deux mots de passe ne sont pas identiques.']);

    const next = 'Nouveau-Mot-2027';
    const ok = await v.request({ method: 'POST', url: '/back/api/passwordReset', payload: { token, password: next, password_confirmation: next }, xsrf: true });
    expect(ok.statusCode).toBe(200);
    const reused = await v.request({ method: 'POST', url: '/back/api/passwordReset', payload: { token, password: next, password_confirmation: next }, xsrf: true });
    expect(reused.statusCode).toBe(410);
    expect((await login(await visitor(), 'adjoint@demo.test', PASSWORD)).statusCode).toBe(401);
    expect((await login(await visitor(), 'adjoint@demo.test', next)).statusCode).toBe(200);
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
    expect((await v.request({ method: 'GET', url: '/back/api/passwordReset/sendMail/not-an-email', xsrf: true })).statusCode).toBe(422);
    expect((await v.request({ method: 'GET', url: '/back/api/passwordReset/sendMail/adjoint@demo.test' })).statusCode).toBe(419);
  });
});

describe('invitation and account creation', () => {
  it('shows the invitation, creates the account once, and signs the new learner in', async () => {
    const demo = (await t.app.inject({ method: 'POST', url: '/back/api/platform/getByHostname', payload: { hostname: 'demo.localhost' } })).json().data;
    const raw = await issueToken(t.db.db, { purpose: 'invitation', platformId: demo.id, email: 'nouvelle@demo.test', ttlMs: 60_000 });
    const v = await visitor();
    const shown = await v.request({ url: `/back/api/invitation/${raw}` });
    expect(shown.json().data).toEqual({ email: 'nouvelle@demo.test', accountName: null });
    const body = { token: raw, firstName: 'Léa', lastName: 'Moreau', function: 'Adjoint', password: 'Bienvenue-2027', password_confirmation: 'Bienvenue-2027' };
    const missing = await v.request({ method: 'POST', url: '/back/api/createAccount', payload: { ...body, firstName: '' }, xsrf: true });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().data.errors)).toEqual(['firstName']);
    const created = await v.request({ method: 'POST', url: '/back/api/createAccount', payload: body, xsrf: true });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ email: 'nouvelle@demo.test', firstName: 'Léa', function: 'Adjoint' });
    expect((await v.request({ url: '/back/api/user' })).statusCode).toBe(200);
    expect((await v.request({ method: 'POST', url: '/back/api/createAccount', payload: body, xsrf: true })).statusCode).toBe(410);
    expect((await v.request({ url: `/back/api/invitation/${raw}` })).statusCode).toBe(404);
  });

  it('knows the seeded demo invitation into Pharmacie du Centre', async () => {
    const shown = await t.app.inject({ url: '/back/api/invitation/demo-invitation-2026', headers: { host: 'demo.localhost' } });
    expect(shown.json().data).toEqual({ email: 'invite@demo.test', accountName: 'Pharmacie du Centre' });
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
    expect(wrong.json().data.errors).toEqual({ currentPassword: ['Le mot de passe actuel est incorrect.'] });
    const ok = await a.request({
      method: 'PATCH', url: '/back/api/user/updateLoginData', xsrf: true,
      payload: { currentPassword: PASSWORD, password: 'Lecture-Neuve-1', password_confirmation: 'Lecture-Neuve-1' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await a.request({ url: '/back/api/user' })).statusCode).toBe(200);
    expect((await b.request({ url: '/back/api/user' })).statusCode).toBe(401);
  });

  it('is for signed-in users only', async () => {
    const v = await visitor();
    const res = await v.request({
      method: 'PATCH', url: '/back/api/user/updateLoginData', xsrf: true,
      payload: { currentPassword: PASSWORD, password: 'Lecture-Neuve-1', password_confirmation: 'Lecture-Neuve-1' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('e-mail validation and the outbox', () => {
  it('validates an address once', async () => {
    const demo = (await t.app.inject({ method: 'POST', url: '/back/api/platform/getByHostname', payload: { hostname: 'demo.localhost' } })).json().data;
    const user = (await login(await visitor(), 'titulaire@demo.test', PASSWORD)).json().data;
    const raw = await issueToken(t.db.db, { purpose: 'email-validation', platformId: demo.id, userId: user.id, ttlMs: 60_000 });
    const v = await visitor();
    expect((await v.request({ url: `/back/api/validateEmail/${raw}`, xsrf: true })).statusCode).toBe(200);
    expect((await v.request({ url: `/back/api/validateEmail/${raw}`, xsrf: true })).statusCode).toBe(410);
  });

  it('is only readable from this machine', async () => {
    const remote = await t.app.inject({ url: '/back/api/outbox', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
  });
});
