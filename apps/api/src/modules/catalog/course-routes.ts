import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Lang } from '@app/domain/locales';
import { searchQuerySchema } from '@app/domain/search-text';
import { AppError } from '../../errors/app-error.ts';
import { createCachedAnswers } from '../../http/cached-answers.ts';
import { errorEnvelope, successEnvelope } from '@app/contracts/contract';
import { courseParams, courseSchema } from './course.types.ts';
import { getCourse } from './get-course.ts';
import { searchCatalog, searchPageSchema } from './search-catalog.ts';

const courseResponse = successEnvelope(courseSchema);
const searchResponse = successEnvelope(searchPageSchema);

/**
 * Catalogue detail and search (issue "Catalogue" parts 1 and 5): `GET /api/catalog/course/:slug` and
 * `GET /api/catalog/search?q=&page=&perPage=`. The platform comes from the host, the language from the caller's
 * locale; answers are cached 30 s per platform, language and key, like the list.
 */
const routes: FastifyPluginAsyncZod<{ firstAidIds?: readonly string[] }> = async (app, opts) => {
  const db = app.db.db;
  const firstAidIds = opts.firstAidIds ?? [];

  const courses = createCachedAnswers(
    courseResponse,
    (key: { platformId: number; lang: Lang; slug: string }) => getCourse(db, key, key.slug, { firstAidIds }),
    (key) => `${key.platformId}:${key.lang}:${key.slug}`,
  );
  app.get(
    '/api/catalog/course/:slug',
    {
      config: { changesState: false },
      schema: { params: courseParams, response: { 200: courseResponse, 404: errorEnvelope, 422: errorEnvelope } },
      serializerCompiler: courses.serializerCompiler,
    },
    async (request) => {
      const answer = await courses.get({ platformId: request.site.platform.id, lang: request.lang, slug: request.params.slug });
      if (!answer) throw new AppError('NOT_FOUND', 'errors.notFound', null, { path: request.url.split('?')[0] });
      return answer as z.infer<typeof courseResponse>;
    },
  );

  const searches = createCachedAnswers(
    searchResponse,
    (key: { platformId: number; lang: Lang; query: z.output<typeof searchQuerySchema> }) =>
      searchCatalog(db, key, key.query, { firstAidIds }),
    ({ platformId, lang, query }) => `${platformId}:${lang}:${query.page}:${query.perPage}:${query.q}`,
  );
  app.get(
    '/api/catalog/search',
    {
      config: { changesState: false },
      schema: { querystring: searchQuerySchema, response: { 200: searchResponse, 422: errorEnvelope } },
      serializerCompiler: searches.serializerCompiler,
    },
    async (request) =>
      (await searches.get({ platformId: request.site.platform.id, lang: request.lang, query: request.query })) as z.infer<
        typeof searchResponse
      >,
  );
};

export default routes;
