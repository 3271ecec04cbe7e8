import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as auth from '@app/contracts/identity/auth';
import { accounts } from '@app/db/schema/accounts';
import { authFailures } from '@app/db/schema/auth-failures';
import { notifications } from '@app/db/schema/notifications';
import { oneTimeTokens } from '@app/db/schema/one-time-tokens';
import { quizTrackings, quizzes } from '@app/db/schema/quizzes';
import { LOGIN_ADDRESS_MAX_FAILURES, THROTTLE_MAX_FAILURES, ipThrottleKey } from '@app/domain/identity/throttle';
import { buildTestApp, createVisitor, dataOf, failureOf, type TestApp } from '../../test/helper.ts';

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

/** The hand-over of a 409 login answer (spec §4): the failure's data. */
/** What a failure tells its caller, without the id of its request (each answer has its own). */
function sameFailure(response: Parameters<typeof failureOf>[0]) {
  const { requestId: _ownId, ...told } = failureOf(response, auth.login);
  return told;
}

function handoverOf(response: Parameters<typeof failureOf>[0]) {
  return failureOf(response, auth.login).data as { token: string; platformUrl: string; contactId: number; accountId: number | null };
}

describe('login and session', () => {
  it('logs a demo user in with a new session id; the pre-login id no longer works', async () => {
    const visitor = createVisitor(t.app);
    await visitor.csrf();
    const before = visitor.jar.get('session');
    const res = await visitor.request({
      method: 'POST', url: '/back/api/login', payload: { email: 'Pharmacien@demo.test ', password: PASSWORD, platform: 'demo' }, xsrf: true,
    });
    const user = dataOf(res, auth.login);
    expect(user).toMatchObject({ loggedIn: true, email: 'pharmacien@demo.test', function: 'Pharmacien', isIndividualAccount: true });
    expect(user.productAccess.canAccessTrainingPlan).toBe(true);
    expect(visitor.jar.get('session')).not.toBe(before);
    expect(dataOf(await visitor.request({ url: '/back/api/user' }), auth.getUser).id).toBe(user.id);
    const fixated = await t.app.inject({ url: '/back/api/user', headers: { host: 'demo.localhost', cookie: `session=${before}` } });
    expect(fixated.statusCode).toBe(401);
    failureOf(fixated, auth.getUser);
  });

  it('refuses a wrong password or an unknown account with the same 401, in the caller language', async () => {
    const wrong = (await signedIn('lecture@demo.test', 'demo.localhost', 'nope-nope-1')).res;
    const unknown = (await signedIn('nobody@demo.test', 'demo.localhost', 'nope-nope-1')).res;
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(sameFailure(wrong)).toEqual(sameFailure(unknown));
    expect(failureOf(wrong, auth.login).message).toBe('Adresse e-mail ou mot de passe incorrect.');
  });

  it('needs the CSRF token and valid fields', async () => {
    const visitor = createVisitor(t.app);
    await visitor.csrf();
    const noToken = await visitor.request({ method: 'POST', url: '/back/api/login', payload: { email: 'a@b.c', password: 'x', platform: 'demo' } });
    expect(noToken.statusCode).toBe(419);
    failureOf(noToken, auth.login);
    const bad = await visitor.request({ method: 'POST', url: '/back/api/login', payload: { email: 'not-an-email', password: 7 }, xsrf: true });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((failureOf(bad, auth.login).data as { errors: object }).errors).sort()).toEqual(['email', 'password', 'platform']);
  });

  it('sends a user of another platform there with a one-time hand-over token that works once, within 60 s', async () => {
    const { res } = await signedIn('pharmacien@mfo.test');
    expect(res.statusCode).toBe(409);
    const { token, platformUrl, contactId } = handoverOf(res);
    expect(platformUrl).toMatch(/^http:\/\/mfo\.localhost\/connectAsAfterRedirectPlatform\?contactId=\d+.*&token=.+&slug=catalogue$/);

    const mfo = createVisitor(t.app, 'mfo.localhost');
    await mfo.csrf();
    const wrongUser = await mfo.request({ method: 'POST', url: '/back/api/login/connectAsAfterRedirectPlatform', payload: { contactId: contactId + 1, token }, xsrf: true });
    expect(wrongUser.statusCode).toBe(401);
    failureOf(wrongUser, auth.connectAsAfterRedirectPlatform);
    const ok = await mfo.request({ method: 'POST', url: '/back/api/login/connectAsAfterRedirectPlatform', payload: { contactId, token }, xsrf: true });
    expect(dataOf(ok, auth.connectAsAfterRedirectPlatform)).toMatchObject({ email: 'pharmacien@mfo.test', platform: 'mfo' });
    const again = await mfo.request({ method: 'POST', url: '/back/api/login/connectAsAfterRedirectPlatform', payload: { contactId, token }, xsrf: true });
    expect(again.statusCode).toBe(401);
    failureOf(again, auth.connectAsAfterRedirectPlatform);

    const late = handoverOf((await signedIn('pharmacien@mfo.test')).res);
    await t.db.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, createHash('sha256').update(late.token).digest('hex')));
    const expired = await mfo.request({ method: 'POST', url: '/back/api/login/connectAsAfterRedirectPlatform', payload: { contactId: late.contactId, token: late.token }, xsrf: true });
    expect(expired.statusCode).toBe(401);
    failureOf(expired, auth.connectAsAfterRedirectPlatform);
  });

  it('lets a referent of two pharmacies choose one, and only one of theirs', async () => {
    const { visitor, res } = await signedIn('referent@demo.test');
    const user = dataOf(res, auth.login);
    expect(user.accounts.length).toBeGreaterThanOrEqual(2);
    expect(user.userData.currentAccountId).toBeNull();
    const choice = user.accounts[1];
    const set = await visitor.request({ method: 'POST', url: '/back/api/user/setAccountId', payload: { accountId: choice.id, platform: 'demo' }, xsrf: true });
    expect(dataOf(set, auth.setAccountId)).toMatchObject({ userData: { currentAccountId: choice.id }, establishment: { id: choice.id } });
    expect(dataOf(await visitor.request({ url: '/back/api/user' }), auth.getUser).userData.currentAccountId).toBe(choice.id);
    const foreign = await visitor.request({ method: 'POST', url: '/back/api/user/setAccountId', payload: { accountId: 999999, platform: 'demo' }, xsrf: true });
    expect(foreign.statusCode).toBe(404);
    failureOf(foreign, auth.setAccountId);
  });

  it('takes the owner and referent flags from the chosen account only', async () => {
    const { visitor, res } = await signedIn('referent@demo.test');
    const user = dataOf(res, auth.login);
    // Before a choice, no account is in use: no role either.
    expect(user).toMatchObject({ isReferent: false, isTitulaire: false });
    const byRole = (role: string) => user.accounts.find((a) => a.role === role)!;
    const choose = async (accountId: number) =>
      dataOf(await visitor.request({ method: 'POST', url: '/back/api/user/setAccountId', payload: { accountId, platform: 'demo' }, xsrf: true }), auth.setAccountId);
    expect(await choose(byRole('learner').id)).toMatchObject({ isReferent: false, isTitulaire: false });
    expect(dataOf(await visitor.request({ url: '/back/api/user' }), auth.getUser)).toMatchObject({ isReferent: false });
    expect(await choose(byRole('referent').id)).toMatchObject({ isReferent: true, isTitulaire: false });
    expect(dataOf(await visitor.request({ url: '/back/api/user' }), auth.getUser)).toMatchObject({ isReferent: true });
    const owner = dataOf((await signedIn('titulaire@demo.test')).res, auth.login);
    expect(owner).toMatchObject({ isTitulaire: true, isReferent: false });
  });

  it('reads notifications and evaluation quizzes from the data, newest notification first', async () => {
    const { res } = await signedIn('lecture@demo.test');
    const user = dataOf(res, auth.login);
    expect(user.notifications).toEqual([]);
    expect(user.evaluationQuizzes).toEqual({ quizzes: [], quizTrackings: [] });
    const [account] = await t.db.db.select({ platformId: accounts.platformId }).from(accounts).where(eq(accounts.id, user.accounts[0].id));
    const read = new Date('2026-01-02T10:00:00.123Z');
    await t.db.db.insert(notifications).values([
      { userId: user.id, platformId: account.platformId, readedDate: read, payload: { kind: 'old' }, createdAt: new Date('2026-01-01T10:00:00Z') },
      { userId: user.id, platformId: account.platformId, payload: { kind: 'new' }, createdAt: new Date('2026-01-03T10:00:00Z') },
    ]);
    const [quiz] = await t.db.db.insert(quizzes).values({ userId: user.id, platformId: account.platformId, source: 'training' }).returning();
    const start = new Date('2026-01-04T10:00:00.987Z');
    await t.db.db.insert(quizTrackings).values({ quizId: quiz.id, userId: user.id, answers: [2], startDate: start, score: 3 });
    const again = dataOf((await signedIn('lecture@demo.test')).res, auth.login);
    expect(again.notifications.map((n) => [n.payload.kind, n.readedDate])).toEqual([['new', null], ['old', read.toISOString()]]);
    expect(again.evaluationQuizzes).toEqual({
      quizzes: [{ id: quiz.id, hidden: false, source: 'training' }],
      quizTrackings: [{ id: expect.any(Number), quizId: quiz.id, answers: [2], startDate: start.toISOString(), score: 3, notAnswered: false }],
    });
  });

  it('logs out on the server: the old cookie then gets 401, and a replayed logout too', async () => {
    const { visitor } = await signedIn('boutique@demo.test');
    const cookie = `session=${visitor.jar.get('session')}; XSRF-TOKEN=${visitor.jar.get('XSRF-TOKEN')}`;
    const xsrf = decodeURIComponent(visitor.jar.get('XSRF-TOKEN')!);
    expect(dataOf(await visitor.request({ method: 'POST', url: '/back/api/logout', xsrf: true }), auth.logout)).toBeNull();
    const replay = await t.app.inject({ method: 'POST', url: '/back/api/logout', headers: { host: 'demo.localhost', cookie, 'x-xsrf-token': xsrf } });
    expect([401, 419]).toContain(replay.statusCode);
    failureOf(replay, auth.logout);
    const me = await t.app.inject({ url: '/back/api/user', headers: { host: 'demo.localhost', cookie } });
    expect(me.statusCode).toBe(401);
    failureOf(me, auth.getUser);
    expect(dataOf(await t.app.inject({ url: '/back/api/user/isLogged', headers: { host: 'demo.localhost', cookie } }), auth.isLogged)).toEqual({ loggedIn: false });
  });

  it('throttles after 5 failures in 15 minutes of an account from one address: 429 with Retry-After, even with the right password', async () => {
    const email = 'expire@demo.test';
    const ip = '192.0.2.4';
    for (let i = 0; i < 5; i++) expect((await signedIn(email, 'demo.localhost', `wrong-${i}-password`, ip)).res.statusCode).toBe(401);
    const blocked = (await signedIn(email, 'demo.localhost', PASSWORD, ip)).res;
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) await signedIn('ghost@demo.test', 'demo.localhost', `wrong-${i}-password`, ip);
    const unknown = (await signedIn('ghost@demo.test', 'demo.localhost', PASSWORD, ip)).res;
    expect(unknown.statusCode).toBe(429);
    expect(sameFailure(unknown)).toEqual(sameFailure(blocked));
    expect(unknown.headers['retry-after']).toBe(blocked.headers['retry-after']);
    // The account itself is not locked for the others: a colleague behind another address signs in.
    expect((await signedIn(email, 'demo.localhost', PASSWORD, '192.0.2.5')).res.statusCode).toBe(200);
    await t.db.db.delete(authFailures);
    expect((await signedIn(email, 'demo.localhost', PASSWORD, ip)).res.statusCode).toBe(200);
  });

  it('does not lock a pharmacy team out when one colleague mistypes behind their shared address', async () => {
    const ip = '192.0.2.6';
    for (let i = 0; i < 6; i++) await signedIn('lea.dubois@demo.test', 'demo.localhost', `wrong-${i}-password`, ip);
    expect((await signedIn('lea.dubois@demo.test', 'demo.localhost', PASSWORD, ip)).res.statusCode).toBe(429);
    expect((await signedIn('maxime.leroy@demo.test', 'demo.localhost', PASSWORD, ip)).res.statusCode).toBe(200);
  });

  it('throttles an address alone at a much higher ceiling, whatever the accounts tried', async () => {
    const ip = '192.0.2.7';
    // All but the last failures the ceiling allows, as if many accounts had been tried from the address.
    await t.db.db.insert(authFailures).values(Array.from({ length: LOGIN_ADDRESS_MAX_FAILURES - 1 }, () => ({ scope: 'login' as const, key: ipThrottleKey(ip) })));
    expect((await signedIn('someone@demo.test', 'demo.localhost', 'wrong-password-1', ip)).res.statusCode).toBe(401);
    expect((await signedIn('titulaire@demo.test', 'demo.localhost', PASSWORD, ip)).res.statusCode).toBe(429);
    expect((await signedIn('titulaire@demo.test', 'demo.localhost', PASSWORD, '192.0.2.8')).res.statusCode).toBe(200);
  });

  it('counts simultaneous wrong passwords one by one: of 50 at once, exactly the limit get 401 and the rest 429', async () => {
    const visitor = createVisitor(t.app, 'demo.localhost', '192.0.2.9');
    await visitor.csrf();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        visitor.request({ method: 'POST', url: '/back/api/login', payload: { email: 'boutique@demo.test', password: `wrong-${i}-password`, platform: 'demo' }, xsrf: true }),
      ),
    );
    for (const answer of answers) failureOf(answer, auth.login);
    const count = (status: number) => answers.filter((a) => a.statusCode === status).length;
    expect([count(401), count(429)]).toEqual([THROTTLE_MAX_FAILURES, 50 - THROTTLE_MAX_FAILURES]);
  });
});

describe('consent', () => {
  it('records the answer and stops asking', async () => {
    const { visitor, res } = await signedIn('consent@demo.test');
    expect(dataOf(res, auth.login)).toMatchObject({ mustGiveConsent: true });
    const bad = await visitor.request({ method: 'POST', url: '/back/api/user/consent', payload: { hasGivenConsent: 'yes' }, xsrf: true });
    expect(bad.statusCode).toBe(422);
    failureOf(bad, auth.consent);
    const ok = await visitor.request({ method: 'POST', url: '/back/api/user/consent', payload: { hasGivenConsent: true }, xsrf: true });
    expect(dataOf(ok, auth.consent)).toEqual({ mustGiveConsent: false, hasGivenConsent: true });
    expect(dataOf(await visitor.request({ url: '/back/api/user' }), auth.getUser)).toMatchObject({ mustGiveConsent: false, hasGivenConsent: true });
  });

  it('is refused to a visitor who is not signed in', async () => {
    const visitor = createVisitor(t.app);
    await visitor.csrf();
    const refused = await visitor.request({ method: 'POST', url: '/back/api/user/consent', payload: { hasGivenConsent: true }, xsrf: true });
    expect(refused.statusCode).toBe(401);
    failureOf(refused, auth.consent);
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
    expect(dataOf(ok, auth.login).platform).toBe('farline');

    const cofaresUser = createVisitor(t.app, 'cofares.localhost');
    cofaresUser.jar.set('farlineMode', 'true');
    await cofaresUser.csrf();
    const away = await cofaresUser.request({
      method: 'POST', url: '/back/api/login', payload: { email: 'farmaceutico@cofares.test', password: PASSWORD, platform: 'farline' }, xsrf: true,
    });
    expect(away.statusCode).toBe(409);
    expect(handoverOf(away).platformUrl).toMatch(/^http:\/\/cofares\.localhost\/connectAsAfterRedirectPlatform\?.*provider=cofares/);

    const toFarline = (await signedIn('farmaceutico@farline.test', 'cofares.localhost')).res;
    expect(toFarline.statusCode).toBe(409);
    expect(handoverOf(toFarline).platformUrl).toMatch(/^http:\/\/cofares\.localhost\/connectAsAfterRedirectPlatform\?.*provider=farline/);
  });
});
