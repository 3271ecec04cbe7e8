import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFailures } from '@app/db/schema/auth-failures';
import { oneTimeTokens } from '@app/db/schema/one-time-tokens';
import { buildTestApp, createVisitor, type TestApp } from '../../test/helper.ts';

const PASSWORD = 'Pharma-Demo-2026';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function signedIn(email: string, host = 'demo.localhost', password = PASSWORD, ip?: string) {
  const visitor = createVisitor(t.app, host, ip);
  await visitor.csrf();
  const res = await visitor.request({ method: 'POST', url: '/back/api/login', payload: { email, password, platform: 'demo' }, xsrf: true });
  return { visitor, res };
}

describe('login and session', () => {
  it('logs a demo user in with a new session id; the pre-login id no longer works', async () => {
    const visitor = createVisitor(t.app);
    await visitor.csrf();
    const before = visitor.jar.get('session');
    const res = await visitor.request({
      method: 'POST', url: '/back/api/login', payload: { email: 'Pharmacien@demo.test ', password: PASSWORD, platform: 'demo' }, xsrf: true,
    });
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(user).toMatchObject({ loggedIn: true, email: 'pharmacien@demo.test', function: 'Pharmacien', isIndividualAccount: true });
    expect(user.productAccess.canAccessTrainingPlan).toBe(true);
    expect(visitor.jar.get('session')).not.toBe(before);
    const me = await visitor.request({ url: '/back/api/user' });
    expect(me.json().data.id).toBe(user.id);
    const fixated = await t.app.inject({ url: '/back/api/user', headers: { host: 'demo.localhost', cookie: `session=${before}` } });
    expect(fixated.statusCode).toBe(401);
  });

  it('refuses a wrong password or an unknown account with the same 401, in the caller language', async () => {
    const wrong = (await signedIn('lecture@demo.test', 'demo.localhost', 'nope-nope-1')).res;
    const unknown = (await signedIn('nobody@demo.test', 'demo.localhost', 'nope-nope-1')).res;
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
    expect(wrong.json().message).toBe('Adresse e-mail ou mot de passe incorrect.');
  });

  it('needs the CSRF token and valid fields', async () => {
    const visitor = createVisitor(t.app);
    await visitor.csrf();
    const noToken = await visitor.request({ method: 'POST', url: '/back/api/login', payload: { email: 'a@b.c', password: 'x', platform: 'demo' } });
    expect(noToken.statusCode).toBe(419);
    const bad = await visitor.request({ method: 'POST', url: '/back/api/login', payload: { email: 'not-an-email', password: 7 }, xsrf: true });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().data.errors).sort()).toEqual(['email', 'password', 'platform']);
  });

  it('sends a user of another platform there with a one-time hand-over token that works once, within 60 s', async () => {
    const { res } = await signedIn('pharmacien@mfo.test');
    expect(res.statusCode).toBe(409);
    const { token, platformUrl, contactId } = res.json().data;
    expect(platformUrl).toMatch(/^http:\/\/mfo\.localhost\/connectAsAfterRedirectPlatform\?contactId=\d+.*&token=.+&slug=catalogue$/);

    const mfo = createVisitor(t.app, 'mfo.localhost');
    await mfo.csrf();
    const wrongUser = await mfo.request({ method: 'POST', url: '/back/api/login/handover', payload: { contactId: contactId + 1, token }, xsrf: true });
    expect(wrongUser.statusCode).toBe(401);
    const ok = await mfo.request({ method: 'POST', url: '/back/api/login/handover', payload: { contactId, token }, xsrf: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ email: 'pharmacien@mfo.test', platform: 'mfo' });
    const again = await mfo.request({ method: 'POST', url: '/back/api/login/handover', payload: { contactId, token }, xsrf: true });
    expect(again.statusCode).toBe(401);

    const late = (await signedIn('pharmacien@mfo.test')).res.json().data;
    await t.db.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, createHash('sha256').update(late.token).digest('hex')));
    const expired = await mfo.request({ method: 'POST', url: '/back/api/login/handover', payload: { contactId: late.contactId, token: late.token }, xsrf: true });
    expect(expired.statusCode).toBe(401);
  });

  it('lets a referent of two pharmacies choose one, and only one of theirs', async () => {
    const { visitor, res } = await signedIn('referent@demo.test');
    const user = res.json().data;
    expect(user.accounts.length).toBeGreaterThanOrEqual(2);
    expect(user.userData.currentAccountId).toBeNull();
    const choice = user.accounts[1];
    const set = await visitor.request({ method: 'POST', url: '/back/api/user/setAccountId', payload: { accountId: choice.id, platform: 'demo' }, xsrf: true });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ userData: { currentAccountId: choice.id }, establishment: { id: choice.id } });
    expect((await visitor.request({ url: '/back/api/user' })).json().data.userData.currentAccountId).toBe(choice.id);
    const foreign = await visitor.request({ method: 'POST', url: '/back/api/user/setAccountId', payload: { accountId: 999999, platform: 'demo' }, xsrf: true });
    expect(foreign.statusCode).toBe(404);
  });

  it('logs out on the server: the old cookie then gets 401, and a replayed logout too', async () => {
    const { visitor } = await signedIn('boutique@demo.test');
    const cookie = `session=${visitor.jar.get('session')}; XSRF-TOKEN=${visitor.jar.get('XSRF-TOKEN')}`;
    const xsrf = decodeURIComponent(visitor.jar.get('XSRF-TOKEN')!);
    const out = await visitor.request({ method: 'POST', url: '/back/api/logout', xsrf: true });
    expect(out.statusCode).toBe(200);
    const replay = await t.app.inject({ method: 'POST', url: '/back/api/logout', headers: { host: 'demo.localhost', cookie, 'x-xsrf-token': xsrf } });
    expect([401, 419]).toContain(replay.statusCode);
    const me = await t.app.inject({ url: '/back/api/user', headers: { host: 'demo.localhost', cookie } });
    expect(me.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/back/api/user/isLogged', headers: { host: 'demo.localhost', cookie } })).json().data).toEqual({ loggedIn: false });
  });

  it('throttles after 5 failures in 15 minutes per account: 429 with Retry-After, even with the right password', async () => {
    const email = 'expire@demo.test';
    for (let i = 0; i < 5; i++) expect((await signedIn(email, 'demo.localhost', `wrong-${i}-password`)).res.statusCode).toBe(401);
    const blocked = (await signedIn(email)).res;
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) await signedIn('ghost@demo.test', 'demo.localhost', `wrong-${i}-password`);
    const unknown = (await signedIn('ghost@demo.test')).res;
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json().message).toBe(blocked.json().message);
    await t.db.db.delete(authFailures);
    expect((await signedIn(email)).res.statusCode).toBe(200);
  });

  it('throttles per IP too, whatever the accounts tried', async () => {
    for (let i = 0; i < 5; i++) await signedIn(`someone${i}@demo.test`, 'demo.localhost', 'wrong-password-1', '192.0.2.7');
    expect((await signedIn('titulaire@demo.test', 'demo.localhost', PASSWORD, '192.0.2.7')).res.statusCode).toBe(429);
    expect((await signedIn('titulaire@demo.test', 'demo.localhost', PASSWORD, '192.0.2.8')).res.statusCode).toBe(200);
  });
});

describe('consent', () => {
  it('records the answer and stops asking', async () => {
    const { visitor, res } = await signedIn('consent@demo.test');
    expect(res.json().data).toMatchObject({ mustGiveConsent: true });
    const bad = await visitor.request({ method: 'POST', url: '/back/api/user/consent', payload: { hasGivenConsent: 'yes' }, xsrf: true });
    expect(bad.statusCode).toBe(422);
    const ok = await visitor.request({ method: 'POST', url: '/back/api/user/consent', payload: { hasGivenConsent: true }, xsrf: true });
    expect(ok.json().data).toEqual({ mustGiveConsent: false, hasGivenConsent: true });
    expect((await visitor.request({ url: '/back/api/user' })).json().data).toMatchObject({ mustGiveConsent: false, hasGivenConsent: true });
  });

  it('is refused to a visitor who is not signed in', async () => {
    const visitor = createVisitor(t.app);
    await visitor.csrf();
    expect((await visitor.request({ method: 'POST', url: '/back/api/user/consent', payload: { hasGivenConsent: true }, xsrf: true })).statusCode).toBe(401);
  });
});

describe('farline mode', () => {
  it('logs a farline learner in on the cofares host in farline mode, and hands a cofares user back to cofares', async () => {
    const farline = createVisitor(t.app, 'cofares.localhost');
    farline.jar.set('farlineMode', 'true');
    await farline.csrf();
    const ok = await farline.request({
      method: 'POST', url: '/back/api/login', payload: { email: 'farmaceutico@farline.test', password: PASSWORD, platform: 'farline' }, xsrf: true,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.platform).toBe('farline');

    const cofaresUser = createVisitor(t.app, 'cofares.localhost');
    cofaresUser.jar.set('farlineMode', 'true');
    await cofaresUser.csrf();
    const away = await cofaresUser.request({
      method: 'POST', url: '/back/api/login', payload: { email: 'farmaceutico@cofares.test', password: PASSWORD, platform: 'farline' }, xsrf: true,
    });
    expect(away.statusCode).toBe(409);
    expect(away.json().data.platformUrl).toMatch(/^http:\/\/cofares\.localhost\/connectAsAfterRedirectPlatform\?.*provider=cofares/);

    const toFarline = (await signedIn('farmaceutico@farline.test', 'cofares.localhost')).res;
    expect(toFarline.statusCode).toBe(409);
    expect(toFarline.json().data.platformUrl).toMatch(/^http:\/\/cofares\.localhost\/connectAsAfterRedirectPlatform\?.*provider=farline/);
  });
});
