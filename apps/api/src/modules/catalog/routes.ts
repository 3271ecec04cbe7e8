import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Lang } from '@app/domain/locales';
import { createTtlCache } from '../../http/ttl-cache.ts';
import { errorEnvelope, success, successEnvelope } from '../../http/wrapper.ts';
import { catalogPage, catalogQuery, listCatalog } from './list-catalog.ts';

/** Catalogue pages are public and the same for every visitor of a platform and language: kept 30 s per instance. */
const CATALOG_TTL_MS = 30_000;
const catalogResponse = successEnvelope(catalogPage);

interface PageKey {
  platformId: number;
  lang: Lang;
  page: number;
  perPage: number;
}

const routes: FastifyPluginAsyncZod = async (app) => {
  // Each page is checked against the response schema and serialised once, when it is cached, not at every answer.
  const serialized = new WeakMap<object, string>();
  const pages = createTtlCache(
    CATALOG_TTL_MS,
    async ({ platformId, lang, page, perPage }: PageKey) => {
      const answer = catalogResponse.parse(success(await listCatalog(app.db.db, { platformId, lang }, { page, perPage })));
      serialized.set(answer, JSON.stringify(answer));
      return answer;
    },
    (key) => `${key.platformId}:${key.lang}:${key.page}:${key.perPage}`,
  );

  app.get(
    '/api/catalog',
    {
      config: { changesState: false },
      schema: { querystring: catalogQuery, response: { 200: catalogResponse, 422: errorEnvelope } },
      serializerCompiler: () => (data) => serialized.get(data as object) ?? JSON.stringify(data),
    },
    async (request) => pages.get({ platformId: request.site.platform.id, lang: request.lang, ...request.query }),
  );
};

export default routes;
