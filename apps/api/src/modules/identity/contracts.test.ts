import type { Contract } from '@app/contracts/contract';
import * as auth from '@app/contracts/identity/auth';
import { getByHostname } from '@app/contracts/identity/platform';
import { DEMO_PASSWORD } from '@app/db/seed/data/accounts';
import { createVisitor, dataOf, failureOf, signedIn, type TestApp } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';
import { issueToken } from './one-time-tokens.ts';

const visit = (t: TestApp, host = 'demo.localhost') => createVisitor(t.app, host);
const demoId = async (t: TestApp) => dataOf(await visit(t).call(getByHostname, { body: { hostname: 'demo.localhost' } }), getByHostname).id;
const newPassword = { password: 'Bienvenue-2027', password_confirmation: 'Bienvenue-2027' };

sweepContracts('identity', contractsIn(import.meta.glob(['/packages/contracts/src/identity/*.ts', '!**/*.test.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [getByHostname, (t) => visit(t).call(getByHostname, { body: { hostname: 'cofares.localhost' } })],
  [auth.login, (t) => visit(t).call(auth.login, { body: { email: 'pharmacien@demo.test', password: DEMO_PASSWORD, platform: 'demo' } })],
  [auth.connectAsAfterRedirectPlatform, async (t) => {
    const refused = await visit(t).call(auth.login, { body: { email: 'pharmacien@mfo.test', password: DEMO_PASSWORD, platform: 'demo' } });
    const { contactId, token } = failureOf(refused, auth.login).data as { contactId: number; token: string };
    return visit(t, 'mfo.localhost').call(auth.connectAsAfterRedirectPlatform, { body: { contactId, token } });
  }],
  [auth.setAccountId, async (t) => {
    const referent = await signedIn(t.app, 'referent@demo.test');
    const [, second] = dataOf(await referent.call(auth.getUser), auth.getUser).accounts;
    return referent.call(auth.setAccountId, { body: { accountId: second.id, platform: 'demo' } });
  }],
  [auth.logout, async (t) => (await signedIn(t.app, 'pharmacien@demo.test')).call(auth.logout)],
  [auth.getUser, async (t) => (await signedIn(t.app, 'titulaire@demo.test')).call(auth.getUser)],
  [auth.isLogged, (t) => visit(t).call(auth.isLogged)],
  [auth.sendPasswordResetMail, (t) => visit(t).call(auth.sendPasswordResetMail, { params: { email: 'expire@demo.test' } })],
  [auth.resetPassword, async (t) => {
    const { id } = dataOf(await (await signedIn(t.app, 'lecture@demo.test')).call(auth.getUser), auth.getUser);
    const token = await issueToken(t.db.db, { purpose: 'password-reset', platformId: await demoId(t), userId: id, ttlMs: 60_000 });
    return visit(t).call(auth.resetPassword, { body: { token, ...newPassword } });
  }],
  [auth.validateEmail, async (t) => {
    const { id } = dataOf(await (await signedIn(t.app, 'boutique@demo.test')).call(auth.getUser), auth.getUser);
    const token = await issueToken(t.db.db, { purpose: 'email-validation', platformId: await demoId(t), userId: id, ttlMs: 60_000 });
    return visit(t).call(auth.validateEmail, { params: { token } });
  }],
  [auth.getInvitation, (t) => visit(t).call(auth.getInvitation, { params: { token: 'demo-invitation-2026' } })],
  [auth.createAccount, async (t) => {
    const token = await issueToken(t.db.db, { purpose: 'invitation', platformId: await demoId(t), email: 'balayage@demo.test', ttlMs: 60_000 });
    return visit(t).call(auth.createAccount, { body: { token, firstName: 'Léa', lastName: 'Moreau', function: 'Adjoint', ...newPassword } });
  }],
  [auth.updateLoginData, async (t) => (await signedIn(t.app, 'expire@demo.test')).call(auth.updateLoginData, { body: { currentPassword: DEMO_PASSWORD, ...newPassword } })],
  [auth.consent, async (t) => (await signedIn(t.app, 'consent@demo.test')).call(auth.consent, { body: { hasGivenConsent: true } })],
]));
