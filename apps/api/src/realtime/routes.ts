import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { broadcastingAuth, getRealtimeMetrics } from '@app/contracts/realtime/broadcasting';
import { AppError } from '../errors/app-error.ts';
import { route } from '../http/route.ts';
import { success } from '../http/wrapper.ts';
import { currentAccountId, userAccounts, type SessionData } from '../plugins/accounts.ts';
import { requireAdmin, requireUser } from '../plugins/auth.ts';
import { authorizeChannel } from './channel-rules.ts';
import { channelKind, signChannel } from './protocol.ts';

/**
 * A private channel whose owner only a module can tell (the shop's cart channel, owned by a guest through a cookie):
 * api.ts wires it in, since infrastructure may not know modules. True when the caller, signed in or not, owns it.
 */
export type ChannelOwnership = (request: FastifyRequest, channel: string) => Promise<boolean>;

/** Channel authorisation for pusher-js (form-encoded, answered bare: see its contract) and the realtime metrics. */
const routes: FastifyPluginAsync<{ ownsChannel?: ChannelOwnership }> = async (app, opts) => {
  const db = app.db.db;
  // pusher-js's ajax authorizer posts application/x-www-form-urlencoded; only this scope parses it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const { key, secret } = app.realtime.options;

  route(app, broadcastingAuth, async (request) => {
    const { socket_id: socketId, channel_name: channel } = request.body;
    const kind = channelKind(channel);
    if (kind === 'private' && opts.ownsChannel && (await opts.ownsChannel(request, channel))) return { auth: signChannel(key, secret, socketId, channel) };
    const user = await requireUser(request);
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

  route(app, getRealtimeMetrics, async (request) => {
    await requireAdmin(request);
    return success({ ...app.realtime.server.metrics(), broadcaster: app.realtime.broadcaster.kind });
  });
};

export default routes;
