import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '@app/db/client';
import { redirectRules, type RedirectRule } from '@app/db/schema/redirect-rules';
import { createTtlCache } from '../../http/ttl-cache.ts';
import type { Caches } from '../../plugins/caches.ts';

const TTL_MS = 60_000;

/** Per-platform redirect rules (spec §2 "Redirect rules may come from server route rules"), cached a minute. */
export function createRedirectTable(db: Db, caches?: Caches) {
  const rulesOf = createTtlCache(TTL_MS, async (platformId: number) => {
    const rows = await db.select().from(redirectRules).where(eq(redirectRules.platformId, platformId));
    return new Map<string, RedirectRule>(rows.map((rule) => [rule.fromPath, rule]));
  });
  caches?.register('redirects', rulesOf);
  return {
    async find(platformId: number, path: string): Promise<RedirectRule | undefined> {
      return (await rulesOf.get(platformId)).get(path.length > 1 ? path.replace(/\/+$/, '') : path);
    },
  };
}

/** Serves the redirect rules before the web's routes: local targets keep the query, external ones leave the site. */
export default fp(
  async (app) => {
    const table = createRedirectTable(app.db.db, app.caches);
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const [path, query] = request.url.split('?', 2);
      // A route of any host (the metrics) has no platform, hence no platform's rules.
      if (path.startsWith('/back/') || request.routeOptions.config.anyHost) return;
      const rule = await table.find(request.platformHost.platform.id, path);
      if (!rule) return;
      const target = rule.toUrl ?? `${rule.toPath}${query ? `?${query}` : ''}`;
      return reply.redirect(target, rule.statusCode);
    });
  },
  { name: 'redirect-rules', dependencies: ['platform-host', 'db', 'caches'] },
);
