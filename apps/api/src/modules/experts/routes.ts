import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Lang } from '@app/domain/locales';
import { AppError } from '../../errors/app-error.ts';
import { createCachedAnswers } from '../../http/cached-answers.ts';
import { errorEnvelope, successEnvelope } from '@app/contracts/contract';
import { expertDetailSchema, expertParams, getExpert } from './get-expert.ts';
import { expertsPageSchema, expertsQuery, listExperts } from './list-experts.ts';

const listResponse = successEnvelope(expertsPageSchema);
const detailResponse = successEnvelope(expertDetailSchema);

/** Expert directory and detail (spec §2 experts, expert-detail): `GET /api/experts`, `GET /api/experts/:slug`. */
const routes: FastifyPluginAsyncZod<{ firstAidIds?: readonly string[] }> = async (app, opts) => {
  const db = app.db.db;
  const firstAidIds = opts.firstAidIds ?? [];

  const pages = createCachedAnswers(
    listResponse,
    (key: { platformId: number; lang: Lang; page: number; perPage: number }) => listExperts(db, key, key),
    (key) => `${key.platformId}:${key.lang}:${key.page}:${key.perPage}`,
  );
  app.get(
    '/api/experts',
    {
      config: { changesState: false },
      schema: { querystring: expertsQuery, response: { 200: listResponse, 422: errorEnvelope } },
      serializerCompiler: pages.serializerCompiler,
    },
    async (request) =>
      (await pages.get({ platformId: request.site.platform.id, lang: request.lang, ...request.query })) as z.infer<typeof listResponse>,
  );

  const details = createCachedAnswers(
    detailResponse,
    (key: { platformId: number; lang: Lang; slug: string }) => getExpert(db, key, key.slug, { firstAidIds }),
    (key) => `${key.platformId}:${key.lang}:${key.slug}`,
  );
  app.get(
    '/api/experts/:slug',
    {
      config: { changesState: false },
      schema: { params: expertParams, response: { 200: detailResponse, 404: errorEnvelope, 422: errorEnvelope } },
      serializerCompiler: details.serializerCompiler,
    },
    async (request) => {
      const answer = await details.get({ platformId: request.site.platform.id, lang: request.lang, slug: request.params.slug });
      if (!answer) throw new AppError('NOT_FOUND', 'errors.notFound', null, { path: request.url.split('?')[0] });
      return answer as z.infer<typeof detailResponse>;
    },
  );
};

export default routes;
