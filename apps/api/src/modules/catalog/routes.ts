import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogFiltersSchema, catalogSearchParams, type CatalogFilters, type CatalogSort } from '@app/domain/catalog-filters';
import type { Lang } from '@app/domain/locales';
import { createCachedAnswers } from '../../http/cached-answers.ts';
import { errorEnvelope, successEnvelope } from '@app/contracts/contract';
import { catalogPage, effectiveSort, listCatalog } from './list-catalog.ts';

const catalogResponse = successEnvelope(catalogPage);

interface PageKey {
  platformId: number;
  lang: Lang;
  filters: CatalogFilters;
  sort: CatalogSort;
}

/** GET /api/catalog (issue "Catalogue" part 1): public pages cached 30 s per platform, language, filters and sort. */
const routes: FastifyPluginAsyncZod<{ firstAidIds?: readonly string[] }> = async (app, opts) => {
  const firstAidIds = opts.firstAidIds ?? [];
  const pages = createCachedAnswers(
    catalogResponse,
    ({ platformId, lang, filters, sort }: PageKey) => listCatalog(app.db.db, { platformId, lang }, filters, { sort, firstAidIds }),
    ({ platformId, lang, filters, sort }) => `${platformId}:${lang}:${sort}:${catalogSearchParams({ ...filters, sort: undefined })}`,
  );

  app.get(
    '/api/catalog',
    {
      config: { changesState: false },
      schema: { querystring: catalogFiltersSchema, response: { 200: catalogResponse, 422: errorEnvelope } },
      serializerCompiler: pages.serializerCompiler,
    },
    async (request) => {
      // Only a visitor with a session can have a saved sort; anonymous calls never touch the users table.
      const user = request.query.sort || !request.cookies.session ? undefined : await request.getUser();
      const sort = effectiveSort(request.query.sort, user?.sortOption);
      const answer = await pages.get({ platformId: request.site.platform.id, lang: request.lang, filters: request.query, sort });
      return answer as typeof catalogResponse._output;
    },
  );
};

export default routes;
