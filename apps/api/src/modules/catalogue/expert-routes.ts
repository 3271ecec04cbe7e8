import type { FastifyPluginAsync } from 'fastify';
import { getExpert as detailContract, listExperts as listContract } from '@app/contracts/catalogue/experts';
import type { Lang } from '@app/domain/locales';
import { AppError } from '../../errors/app-error.ts';
import { createCachedAnswers } from '../../http/cached-answers.ts';
import { route, type ContractAnswer } from '../../http/route.ts';
import { getExpert } from './get-expert.ts';
import { listExperts } from './list-experts.ts';

/** Expert directory and detail (spec §2 experts, expert-detail): `GET /api/experts`, `GET /api/experts/:slug`. */
const routes: FastifyPluginAsync<{ firstAidIds?: readonly string[] }> = async (app, opts) => {
  const db = app.db.db;
  const firstAidIds = opts.firstAidIds ?? [];

  const pages = createCachedAnswers(
    listContract.responses[200],
    (key: { platformId: number; lang: Lang; page: number; perPage: number }) => listExperts(db, key, key),
    (key) => `${key.platformId}:${key.lang}:${key.page}:${key.perPage}`,
  );
  route(
    app,
    listContract,
    async (request) =>
      (await pages.get({ platformId: request.site.platform.id, lang: request.lang, ...request.query })) as ContractAnswer<typeof listContract>,
    { serializerCompiler: pages.serializerCompiler },
  );

  const details = createCachedAnswers(
    detailContract.responses[200],
    (key: { platformId: number; lang: Lang; slug: string }) => getExpert(db, key, key.slug, { firstAidIds }),
    (key) => `${key.platformId}:${key.lang}:${key.slug}`,
  );
  route(
    app,
    detailContract,
    async (request) => {
      const answer = await details.get({ platformId: request.site.platform.id, lang: request.lang, slug: request.params.slug });
      if (!answer) throw new AppError('NOT_FOUND', 'errors.notFound', null, { path: request.url.split('?')[0] });
      return answer as ContractAnswer<typeof detailContract>;
    },
    { serializerCompiler: details.serializerCompiler },
  );
};

export default routes;
