import fp from 'fastify-plugin';
import { langOf } from '@app/domain/platform/locales';
import { createTtlCache } from '../../http/ttl-cache.ts';
import type { CatalogScope } from '@app/db/offered';
import { renderSitemap, sitemapEntries } from './build-sitemap.ts';

const TTL_MS = 30_000;

/**
 * `GET /sitemap.xml` per host (spec §2 sitemap, issue "Catalogue" part 7), served before the web's routes. The
 * language is the host's own (not the visitor's Accept-Language), so each host lists its own paths; URLs are
 * absolute on the request's protocol and host.
 */
export default fp(
  async (app) => {
    const entries = createTtlCache(
      TTL_MS,
      (scope: CatalogScope) => sitemapEntries(app.db.db, scope),
      (scope) => `${scope.platformId}:${scope.lang}`,
    );
    app.get('/sitemap.xml', { config: { changesState: false }, schema: { hide: true } }, async (request, reply) => {
      const list = await entries.get({ platformId: request.platformHost.platform.id, lang: langOf(request.platformHost.locale) });
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(renderSitemap(`${request.protocol}://${request.host}`, list));
    });
  },
  { name: 'sitemap', dependencies: ['platform-host', 'db'] },
);
