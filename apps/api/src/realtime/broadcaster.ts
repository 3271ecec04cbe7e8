import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import Pusher from 'pusher';
import type { EventDef } from './events.ts';
import { RedisPresence } from './presence.ts';
import type { RealtimeServer } from './server.ts';

/** One way to publish live events, whatever carries them (spec §7 "Realtime", issue 6 part 3). */
export interface Broadcaster {
  readonly kind: 'local' | 'redis' | 'pusher-http';
  /** Publishes `data` (JSON-encoded for the wire) on channels; `exceptSocketId` skips the sender's own socket. */
  publish(channels: string[], event: string, data: unknown, exceptSocketId?: string): Promise<void>;
  close(): Promise<void>;
}

/** Raises an event of the table in events.ts. */
export function broadcast<T, P>(broadcaster: Broadcaster, def: EventDef<T, P>, target: T, payload: P, exceptSocketId?: string) {
  return broadcaster.publish([def.channel(target)], def.name, payload, exceptSocketId);
}

/** In-process: the sockets of this process only (the default, one process). */
export function localBroadcaster(server: RealtimeServer): Broadcaster {
  return {
    kind: 'local',
    async publish(channels, event, data, exceptSocketId) {
      server.publish(channels, event, data, exceptSocketId);
    },
    async close() {},
  };
}

interface WireMessage { channels: string[]; event: string; data: string; except?: string }

/**
 * Redis pub/sub: every process publishes to one Redis channel (`{prefix}realtime:{appId}`) and delivers what it
 * receives to its own sockets, so an event raised on one process reaches a browser connected to another; presence
 * members are kept in Redis so each user is counted once across processes.
 */
export async function redisBroadcaster(server: RealtimeServer, opts: { url: string; prefix: string; appId: string }): Promise<Broadcaster> {
  const topic = `${opts.prefix}realtime:${opts.appId}`;
  const redisOptions = { lazyConnect: true, maxRetriesPerRequest: 3, connectionName: `realtime-${randomUUID().slice(0, 8)}` };
  const pub = new Redis(opts.url, redisOptions);
  const sub = new Redis(opts.url, redisOptions);
  await Promise.all([pub.connect(), sub.connect()]);
  sub.on('message', (channel: string, raw: string) => {
    if (channel !== topic) return;
    try {
      const message = JSON.parse(raw) as WireMessage;
      server.publish(message.channels, message.event, message.data, message.except);
    } catch { /* not ours */ }
  });
  await sub.subscribe(topic);
  const publish = async (channels: string[], event: string, data: unknown, exceptSocketId?: string) => {
    const message: WireMessage = { channels, event, data: typeof data === 'string' ? data : JSON.stringify(data), except: exceptSocketId };
    await pub.publish(topic, JSON.stringify(message));
  };
  // Presence members are counted in Redis too, and member_added / member_removed cross to every instance.
  server.share({
    presence: new RedisPresence(pub, { prefix: opts.prefix, appId: opts.appId }),
    announce: (channel, event, data, exceptSocketId) => void publish([channel], event, data, exceptSocketId).catch(() => {
      /* a lost announcement only leaves a member list stale until the next join */
    }),
  });
  return {
    kind: 'redis',
    publish,
    async close() {
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}

/** The Pusher HTTP API through the `pusher` package: an external Pusher-compatible server, or our own. */
export function pusherHttpBroadcaster(opts: { appId: string; key: string; secret: string; host: string; port?: number; useTLS: boolean }): Broadcaster {
  const pusher = new Pusher({
    appId: opts.appId, key: opts.key, secret: opts.secret, host: opts.host, useTLS: opts.useTLS,
    ...(opts.port ? { port: String(opts.port) } : {}),
  });
  return {
    kind: 'pusher-http',
    async publish(channels, event, data, exceptSocketId) {
      // The HTTP API takes at most 100 channels per call.
      for (let i = 0; i < channels.length; i += 100) {
        const response = await pusher.trigger(channels.slice(i, i + 100), event, data, exceptSocketId ? { socket_id: exceptSocketId } : undefined);
        if (response.status !== 200) throw new Error(`Pusher HTTP API answered ${response.status}`);
      }
    },
    async close() {},
  };
}
