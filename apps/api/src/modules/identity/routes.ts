import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { latestOutbox } from '@app/db/outbox';
import { users } from '@app/db/schema/users';
import { sessionUserSchema } from '@app/domain/session-user';
import { AppError } from '../../errors/app-error.ts';
import { errorEnvelope, success, successEnvelope } from '../../http/wrapper.ts';
import { translate } from '../../i18n/messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { requireUser } from '../../plugins/auth.ts';
import { broadcast } from '../../realtime/broadcaster.ts';
import { EVENTS } from '../../realtime/events.ts';
import {
  consentBody, createAccountBody, emailParams, handoverBody, loginBody, outboxQuery, passwordResetBody, setAccountBody,
  tokenParams, updateLoginDataBody,
} from './contracts.ts';
import { createAccount, describeInvitation, validateEmail } from './invitation.ts';
import { login, loginWithHandover } from './login.ts';
import { resetPassword, sendPasswordResetMail, updateLoginData } from './passwords-flow.ts';
import { buildSessionUser, userAccounts, type SessionData } from './session-user.ts';

const userAnswer = { 200: successEnvelope(sessionUserSchema), 401: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope };
const messageAnswer = { 200: successEnvelope(z.null()), 401: errorEnvelope, 410: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope };
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Spec §7 "Platform and authentication" and the session-user calls of "User". */
const routes: FastifyPluginAsyncZod<{ mailer: Mailer; smtpConfigured: boolean }> = async (app, { mailer, smtpConfigured }) => {
  const db = app.db.db;
  const sessionData = async (request: { getSession(): Promise<{ data: unknown } | undefined> }) =>
    ((await request.getSession())?.data ?? {}) as SessionData;

  app.post('/api/login', { config: { changesState: true }, schema: { body: loginBody, response: { ...userAnswer, 409: errorEnvelope } } },
    async (request, reply) => success(await login(db, request, reply, request.body)));

  app.post('/api/login/handover', { config: { changesState: true }, schema: { body: handoverBody, response: userAnswer } },
    async (request, reply) => success(await loginWithHandover(db, request, reply, request.body)));

  app.post('/api/user/setAccountId', { config: { changesState: true }, schema: { body: setAccountBody, response: { ...userAnswer, 404: errorEnvelope } } },
    async (request) => {
      const user = await requireUser(request);
      const accounts = await userAccounts(db, user.id);
      if (!accounts.some((a) => a.id === request.body.accountId)) throw new AppError('NOT_FOUND', 'errors.accountNotFound');
      await request.updateSessionData({ currentAccountId: request.body.accountId });
      await broadcast(app.realtime.broadcaster, EVENTS.userChanged, { userId: user.id }, { reason: 'account-switched' });
      return success(await buildSessionUser(db, user, { currentAccountId: request.body.accountId }));
    });

  app.post('/api/logout', { config: { changesState: true }, schema: { response: messageAnswer } }, async (request, reply) => {
    await requireUser(request);
    await request.endSession(reply);
    return success(null, translate(request.lang, 'success.loggedOut'));
  });

  for (const url of ['/api/user', '/api/user/profile']) {
    app.get(url, { config: { changesState: false }, schema: { response: userAnswer } }, async (request) =>
      success(await buildSessionUser(db, await requireUser(request), await sessionData(request))));
  }

  app.get('/api/user/isLogged', { config: { changesState: false }, schema: { response: { 200: successEnvelope(z.object({ loggedIn: z.boolean() })) } } },
    async (request) => success({ loggedIn: (await request.getUser()) !== undefined }));

  app.get('/api/passwordReset/sendMail/:email', { config: { changesState: true }, schema: { params: emailParams, response: messageAnswer } },
    async (request, reply) => {
      await sendPasswordResetMail(db, mailer, request, reply, request.params.email);
      return success(null, translate(request.lang, 'success.resetMailSent'));
    });

  app.post('/api/passwordReset', { config: { changesState: true }, schema: { body: passwordResetBody, response: messageAnswer } },
    async (request, reply) => {
      await resetPassword(db, request, reply, request.body);
      return success(null, translate(request.lang, 'success.passwordReset'));
    });

  app.get('/api/validateEmail/:token', { config: { changesState: true }, schema: { params: tokenParams, response: messageAnswer } },
    async (request) => {
      await validateEmail(db, request.site.platform.id, request.params.token);
      return success(null, translate(request.lang, 'success.emailValidated'));
    });

  app.get('/api/invitation/:token', {
    config: { changesState: false },
    schema: { params: tokenParams, response: { 200: successEnvelope(z.object({ email: z.string(), accountName: z.string().nullable() })), 404: errorEnvelope } },
  }, async (request) => success(await describeInvitation(db, request.site.platform.id, request.params.token)));

  app.post('/api/createAccount', { config: { changesState: true }, schema: { body: createAccountBody, response: { ...userAnswer, 410: errorEnvelope } } },
    async (request, reply) => success(await createAccount(db, request, reply, request.body)));

  app.patch('/api/user/updateLoginData', { config: { changesState: true }, schema: { body: updateLoginDataBody, response: messageAnswer } },
    async (request) => {
      await updateLoginData(db, request, await requireUser(request), request.body);
      return success(null, translate(request.lang, 'success.passwordUpdated'));
    });

  app.post('/api/user/consent', {
    config: { changesState: true },
    schema: { body: consentBody, response: { 200: successEnvelope(z.object({ mustGiveConsent: z.boolean(), hasGivenConsent: z.boolean() })), 401: errorEnvelope } },
  }, async (request) => {
    const user = await requireUser(request);
    const { hasGivenConsent } = request.body;
    await db.update(users).set({ mustGiveConsent: false, hasGivenConsent, updatedAt: new Date() }).where(eq(users.id, user.id));
    await broadcast(app.realtime.broadcaster, EVENTS.userChanged, { userId: user.id }, { reason: 'consent' });
    return success({ mustGiveConsent: false, hasGivenConsent });
  });

  // The embedded outbox, for the developer and the browser tests only: from this machine, when no SMTP server is set.
  app.get('/api/outbox', { config: { changesState: false }, schema: { querystring: outboxQuery } }, async (request) => {
    if (smtpConfigured || !LOOPBACK.has(request.socket.remoteAddress ?? '')) {
      throw new AppError('NOT_FOUND', 'errors.notFound', null, { path: request.url.split('?')[0] });
    }
    const rows = await latestOutbox(db, request.query.limit, { to: request.query.to });
    return success(rows.map(({ id, to, subject, text, links, createdAt }) => ({ id, to, subject, text, links, createdAt: createdAt.toISOString() })));
  });

};

export default routes;
