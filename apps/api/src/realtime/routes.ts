import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { errorEnvelope, successEnvelope } from '@app/contracts/contract';
import { success } from '../http/wrapper.ts';
import { currentAccountId, userAccounts, type SessionData } from '../modules/identity/session-user.ts';
import { requireAdmin, requireUser } from '../plugins/auth.ts';
import { authorizeChannel } from './channel-rules.ts';
import { channelKind, isValidChannelName, signChannel } from './protocol.ts';

const authBody = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/),
  channel_name: z.string().refine(isValidChannelName, 'invalid channel name'),
});

/**
 * Channel authorisation for pusher-js (`channelAuthorization.endpoint`) and the realtime metrics.
 * pusher-js posts `socket_id` and `channel_name` form-encoded and reads the bare `{auth, channel_data?}` JSON (not the
 * API wrapper). It is a write for the CSRF rule: the browser passes `X-XSRF-TOKEN` through
 * `channelAuthorization.headers` (and the session cookie, same origin).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  // pusher-js's ajax authorizer posts application/x-www-form-urlencoded; only this scope parses it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const { key, secret } = app.realtime.options;

  app.post('/api/broadcasting/auth', {
    config: { changesState: true },
    schema: {
      body: authBody,
      response: { 200: z.object({ auth: z.string(), channel_data: z.string().optional() }), 401: errorEnvelope, 403: errorEnvelope },
    },
  }, async (request) => {
    const user = await requireUser(request);
    const { socket_id: socketId, channel_name: channel } = request.body;
    const kind = channelKind(channel);
    if (kind !== 'private' && kind !== 'presence') throw new AppError('FORBIDDEN', 'errors.forbidden');
    const data = ((await request.getSession())?.data ?? {}) as SessionData;
    const grant = authorizeChannel({ user, currentAccountId: currentAccountId(await userAccounts(db, user.id), data) }, channel);
    if (!grant.allowed || (kind === 'presence') !== Boolean(grant.presence)) throw new AppError('FORBIDDEN', 'errors.forbidden');
    if (grant.presence) {
      const channelData = JSON.stringify(grant.presence);
      return { auth: signChannel(key, secret, socketId, channel, channelData), channel_data: channelData };
    }
    return { auth: signChannel(key, secret, socketId, channel) };
  });

  app.get('/api/admin/realtime/metrics', {
    config: { changesState: false },
    schema: {
      response: {
        200: successEnvelope(z.object({
          connections: z.number(), channels: z.number(), messagesPerSecond: z.number(), messagesTotal: z.number(), broadcaster: z.string(),
        })),
        401: errorEnvelope, 403: errorEnvelope,
      },
    },
  }, async (request) => {
    await requireAdmin(request);
    return success({ ...app.realtime.server.metrics(), broadcaster: app.realtime.broadcaster.kind });
  });
};

export default routes;
