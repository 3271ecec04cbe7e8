import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * The per-process caches an administrator's change must reach at once (issue 17 part 3): the public answers of each
 * area and the redirect rules. Named by area, cleared whole (admin changes are rare; a cold cache refills in one read).
 */
export const CACHE_AREAS = ['catalogue', 'content', 'redirects'] as const;
export type CacheArea = (typeof CACHE_AREAS)[number];

export interface Caches {
  /** Adds a cache to an area's list; the area's `clear` empties it with the others. */
  register(area: CacheArea, cache: { clear(): void }): void;
  /** Empties an area's caches on this instance and, with Redis, on every other instance sharing it. */
  clear(area: CacheArea): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    caches: Caches;
  }
}

/** With `redisUrl`, clearing is announced on `{prefix}caches:{appId}` so every instance behind the load balancer clears too. */
export default fp(
  async (app, opts: { redisUrl?: string; redisPrefix?: string; appId: string }) => {
    const byArea = new Map<CacheArea, { clear(): void }[]>(CACHE_AREAS.map((area) => [area, []]));
    const clearHere = (area: CacheArea) => {
      for (const cache of byArea.get(area) ?? []) cache.clear();
    };
    let announce = async (_area: CacheArea) => {};
    if (opts.redisUrl) {
      const topic = `${opts.redisPrefix ?? ''}caches:${opts.appId}`;
      const redisOptions = { lazyConnect: true, maxRetriesPerRequest: 3, connectionName: `caches-${randomUUID().slice(0, 8)}` };
      const pub = new Redis(opts.redisUrl, redisOptions);
      const sub = new Redis(opts.redisUrl, redisOptions);
      await Promise.all([pub.connect(), sub.connect()]);
      sub.on('message', (channel: string, area: string) => {
        if (channel === topic && (CACHE_AREAS as readonly string[]).includes(area)) clearHere(area as CacheArea);
      });
      await sub.subscribe(topic);
      announce = async (area) => {
        // A lost announcement leaves the other instances' copies until their TTL (at most a minute): logged, not thrown,
        // so the administrator's saved change is never reported as failed.
        await pub.publish(topic, area).catch((error: unknown) => app.log.error({ err: error, area }, 'caches: clearing not announced'));
      };
      app.addHook('onClose', async () => {
        await Promise.allSettled([sub.quit(), pub.quit()]);
      });
    }
    app.decorate('caches', {
      register(area, cache) {
        byArea.get(area)?.push(cache);
      },
      async clear(area) {
        clearHere(area);
        await announce(area);
      },
    } satisfies Caches);
  },
  { name: 'caches' },
);
