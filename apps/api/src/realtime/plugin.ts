import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { localBroadcaster, pusherHttpBroadcaster, redisBroadcaster, type Broadcaster } from './broadcaster.ts';
import httpApi from './http-api.ts';
import { RealtimeServer, type RealtimeServerOptions } from './server.ts';

export interface RealtimeOptions {
  appId: string;
  key: string;
  secret: string;
  /** Redis fan-out between processes when set. */
  redisUrl?: string;
  redisPrefix?: string;
  /** An external Pusher-compatible server (Soketi, Pusher, Reverb) when set: events go through its HTTP API. */
  pusherHost?: string;
  pusherPort?: number;
  pusherTls?: boolean;
  /** Timeouts and limits (tests shorten them). */
  server?: Partial<Omit<RealtimeServerOptions, 'appKey' | 'appSecret'>>;
  /** Graceful shutdown: sockets closed with 4200 in batches of this size spread over this time. */
  shutdown?: { batchSize?: number; spreadMs?: number };
}

export interface Realtime {
  server: RealtimeServer;
  /** What the API raises events through (see events.ts). */
  broadcaster: Broadcaster;
  options: RealtimeOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/**
 * Live updates (issue 6): the Pusher-protocol server on this app's own HTTP server (`/app/{key}`), the Pusher HTTP
 * events API it accepts (`/apps/{id}/events`) and the broadcaster the API raises events through.
 */
export default fp(
  async (app: FastifyInstance, opts: RealtimeOptions) => {
    const server = new RealtimeServer({
      appKey: opts.key, appSecret: opts.secret, log: { warn: (obj, msg) => app.log.warn(obj, msg) }, ...opts.server,
    });
    server.attach(app.server);
    // Our own sockets are reached through the fan-out (Redis between processes, else in-process); the API raises
    // events through the fan-out too, unless an external Pusher-compatible server holds the sockets.
    const fanout = opts.redisUrl
      ? await redisBroadcaster(server, { url: opts.redisUrl, prefix: opts.redisPrefix ?? '', appId: opts.appId })
      : localBroadcaster(server);
    const broadcaster: Broadcaster = opts.pusherHost
      ? pusherHttpBroadcaster({
        appId: opts.appId, key: opts.key, secret: opts.secret, host: opts.pusherHost, port: opts.pusherPort, useTLS: opts.pusherTls ?? false,
      })
      : fanout;
    // A live event is a hint to refetch: a failed publish is logged, it never fails the write that raised it.
    const reported: Broadcaster = {
      kind: broadcaster.kind,
      publish: (channels, event, data, exceptSocketId) =>
        broadcaster.publish(channels, event, data, exceptSocketId).catch((error: unknown) => {
          app.log.error({ err: error, event, channels }, 'realtime: publish failed');
        }),
      close: () => broadcaster.close(),
    };
    app.decorate('realtime', { server, broadcaster: reported, options: opts });
    await app.register(httpApi, { appId: opts.appId, key: opts.key, secret: opts.secret, broadcaster: fanout });
    // Before the HTTP server stops accepting: sockets go first, in jittered batches, then the fan-out connection.
    app.addHook('preClose', async () => {
      await server.close(opts.shutdown);
    });
    app.addHook('onClose', async () => {
      await Promise.all([broadcaster.close(), fanout === broadcaster ? undefined : fanout.close()]);
    });
  },
  { name: 'realtime' },
);
