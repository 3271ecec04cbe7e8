import type { FastifyPluginAsync } from 'fastify';
import { getCourse as courseContract } from '@app/contracts/catalogue/course';
import { searchCatalog as searchContract } from '@app/contracts/catalogue/search';
import type { Lang } from '@app/domain/locales';
import type { SearchQuery } from '@app/domain/search-text';
import { AppError } from '../../errors/app-error.ts';
import { createCachedAnswers } from '../../http/cached-answers.ts';
import { route, type ContractAnswer } from '../../http/route.ts';
import { getCourse } from './get-course.ts';
import { searchCatalog } from './search-catalog.ts';

/**
 * Catalogue detail and search (issue "Catalogue" parts 1 and 5): `GET /api/catalog/course/:slug` and
 * `GET /api/catalog/search?q=&page=&perPage=`. The platform comes from the host, the language from the caller's
 * locale; answers are cached 30 s per platform, language and key, like the list.
 */
const routes: FastifyPluginAsync<{ firstAidIds?: readonly string[] }> = async (app, opts) => {
  const db = app.db.db;
  const firstAidIds = opts.firstAidIds ?? [];

  const courses = createCachedAnswers(
    courseContract.responses[200],
    (key: { platformId: number; lang: Lang; slug: string }) => getCourse(db, key, key.slug, { firstAidIds }),
    (key) => `${key.platformId}:${key.lang}:${key.slug}`,
  );
  route(
    app,
    courseContract,
    async (request) => {
      const answer = await courses.get({ platformId: request.site.platform.id, lang: request.lang, slug: request.params.slug });
      if (!answer) throw new AppError('NOT_FOUND', 'errors.notFound', null, { path: request.url.split('?')[0] });
      return answer as ContractAnswer<typeof courseContract>;
    },
    { serializerCompiler: courses.serializerCompiler },
  );

  const searches = createCachedAnswers(
    searchContract.responses[200],
    (key: { platformId: number; lang: Lang; query: SearchQuery }) => searchCatalog(db, key, key.query, { firstAidIds }),
    ({ platformId, lang, query }) => `${platformId}:${lang}:${query.page}:${query.perPage}:${query.q}`,
  );
  route(
    app,
    searchContract,
    async (request) =>
      (await searches.get({ platformId: request.site.platform.id, lang: request.lang, query: request.query })) as ContractAnswer<
        typeof searchContract
      >,
    { serializerCompiler: searches.serializerCompiler },
  );
};

export default routes;
