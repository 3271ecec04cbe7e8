import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as auth from '@app/contracts/identity/auth';
import { users } from '@app/db/schema/users';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { translate } from '../../i18n/messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { requireUser } from '../../plugins/auth.ts';
import { broadcast } from '../../realtime/broadcaster.ts';
import { EVENTS } from '../../realtime/events.ts';
import { createAccount, describeInvitation, validateEmail } from './invitation.ts';
import type { Caller } from './caller.ts';
import { login, connectAsAfterRedirectPlatform, type SignIn } from './login.ts';
import { resetPassword, sendPasswordResetMail, updateLoginData } from './passwords-flow.ts';
import { userAccounts, type SessionData } from '../../plugins/accounts.ts';
import { buildSessionUser } from './session-user.ts';

/** The caller as the identity use cases see it: no HTTP below this file. */
function callerOf(request: FastifyRequest): Caller {
  const port = /:(\d+)$/.exec(request.headers.host ?? '')?.[1];
  return {
    platform: request.platformHost.platform,
    lang: request.lang,
    ip: request.ip,
    protocol: request.protocol,
    hostname: request.platformHost.hostname,
    port: port ? `:${port}` : '',
  };
}

/** Spec §7 "Platform and authentication" and the session-user calls of "User". */
const routes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, { mailer }) => {
  const db = app.db.db;
  const sessionData = async (request: FastifyRequest) => ((await request.getSession())?.data ?? {}) as SessionData;
  const currentUser = async (request: FastifyRequest) => success(await buildSessionUser(db, await requireUser(request), await sessionData(request)));
  // The use cases say whom to sign in; the session (a new id, its cookies) is HTTP's business, started here.
  const signIn = async (request: FastifyRequest, reply: FastifyReply, { user, sessionData }: SignIn) => {
    await request.startSession(reply, user.id, { ...sessionData });
    return success(await buildSessionUser(db, user, sessionData));
  };

  route(app, auth.login, async (request, reply) => signIn(request, reply, await login(db, callerOf(request), request.body)));

  route(app, auth.connectAsAfterRedirectPlatform, async (request, reply) => signIn(request, reply, await connectAsAfterRedirectPlatform(db, callerOf(request), request.body)));

  route(app, auth.setAccountId, async (request) => {
    const user = await requireUser(request);
    const accounts = await userAccounts(db, user.id);
    if (!accounts.some((a) => a.id === request.body.accountId)) throw new AppError('NOT_FOUND', 'errors.accountNotFound');
    await request.updateSessionData({ currentAccountId: request.body.accountId });
    await broadcast(app.realtime.broadcaster, EVENTS.userChanged, { userId: user.id }, { reason: 'account-switched' });
    return success(await buildSessionUser(db, user, { currentAccountId: request.body.accountId }));
  });

  route(app, auth.logout, async (request, reply) => {
    await requireUser(request);
    await request.endSession(reply);
    return success(null, translate(request.lang, 'success.loggedOut'));
  });

  route(app, auth.getUser, currentUser);

  route(app, auth.isLogged, async (request) => success({ loggedIn: (await request.getUser()) !== undefined }));

  route(app, auth.sendPasswordResetMail, async (request) => {
    await sendPasswordResetMail(db, mailer, callerOf(request), request.params.email);
    return success(null, translate(request.lang, 'success.resetMailSent'));
  });

  route(app, auth.resetPassword, async (request) => {
    await resetPassword(db, callerOf(request), request.body);
    return success(null, translate(request.lang, 'success.passwordReset'));
  });

  route(app, auth.validateEmail, async (request) => {
    await validateEmail(db, request.platformHost.platform.id, request.params.token);
    return success(null, translate(request.lang, 'success.emailValidated'));
  });

  route(app, auth.getInvitation, async (request) => success(await describeInvitation(db, request.platformHost.platform.id, request.params.token)));

  route(app, auth.createAccount, async (request, reply) => {
    const created = await createAccount(db, request.platformHost.platform.id, request.body);
    // The inviting pharmacy's open team pages show the new learner (their invitation becomes a member).
    if (created.sessionData.currentAccountId) await broadcast(app.realtime.broadcaster, EVENTS.contacts, { accountId: created.sessionData.currentAccountId }, {});
    return signIn(request, reply, created);
  });

  route(app, auth.updateLoginData, async (request) => {
    const { emailSent } = await updateLoginData(db, mailer, callerOf(request), await requireUser(request), request.body, (await request.getSession())?.id);
    const done = [request.body.password !== undefined ? translate(request.lang, 'success.passwordUpdated') : '', emailSent ? translate(request.lang, 'success.emailChangeSent', { email: emailSent }) : ''];
    return success(null, done.filter(Boolean).join(' ') || translate(request.lang, 'success.loginDataUnchanged'));
  });

  route(app, auth.consent, async (request) => {
    const user = await requireUser(request);
    const { hasGivenConsent } = request.body;
    await db.update(users).set({ mustGiveConsent: false, hasGivenConsent, updatedAt: new Date() }).where(eq(users.id, user.id));
    await broadcast(app.realtime.broadcaster, EVENTS.userChanged, { userId: user.id }, { reason: 'consent' });
    return success({ mustGiveConsent: false, hasGivenConsent });
  });
};

export default routes;
