import type { FastifyPluginAsync } from 'fastify';
import { getCatalog } from '@app/contracts/catalogue/catalog';
import { catalogSearchParams, effectiveSort, type CatalogFilters, type CatalogSort } from '@app/domain/catalogue/catalog-filters';
import type { Lang } from '@app/domain/platform/locales';
import { createCachedAnswers } from '../../http/cached-answers.ts';
import { route, type ContractAnswer } from '../../http/route.ts';
import { cachedCatalogFacets } from './catalog-facets.ts';
import { listCatalog } from './list-catalog.ts';

interface PageKey {
  platformId: number;
  lang: Lang;
  filters: CatalogFilters;
  sort: CatalogSort;
}

/** GET /api/catalog (issue "Catalogue" part 1): public pages cached 30 s per platform, language, filters and sort. */
const routes: FastifyPluginAsync<{ firstAidIds?: readonly string[] }> = async (app, opts) => {
  const firstAidIds = opts.firstAidIds ?? [];
  // Facets do not depend on the page, its size or the sort: they are computed once per filter set.
  const facetsOf = cachedCatalogFacets(app.db.db, undefined, app.caches);
  const pages = createCachedAnswers(
    getCatalog.responses[200],
    ({ platformId, lang, filters, sort }: PageKey) => listCatalog(app.db.db, { platformId, lang }, filters, { sort, firstAidIds, facetsOf }),
    ({ platformId, lang, filters, sort }) => `${platformId}:${lang}:${sort}:${catalogSearchParams({ ...filters, sort: undefined })}`,
  );
  app.caches.register('catalogue', pages);

  route(
    app,
    getCatalog,
    async (request, reply) => {
      // Only a visitor with a session can have a saved sort; anonymous calls never touch the users table.
      const user = request.query.sort || !request.cookies.session ? undefined : await request.getUser();
      const sort = effectiveSort(request.query.sort, user?.sortOption);
      const answer = await pages.answer({ platformId: request.platformHost.platform.id, lang: request.lang, filters: request.query, sort }, reply);
      return answer as unknown as ContractAnswer<typeof getCatalog>;
    },
    { serializerCompiler: pages.serializerCompiler },
  );
};

export default routes;
