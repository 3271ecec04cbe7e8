import type { FastifyPluginAsync } from 'fastify';
import { getExpert as detailContract, listExperts as listContract } from '@app/contracts/catalogue/experts';
import { cachedRoute } from '../../http/cached-route.ts';
import { getExpert } from './get-expert.ts';
import { listExperts } from './list-experts.ts';

/** Expert directory and detail (spec §2 experts, expert-detail): `GET /api/experts`, `GET /api/experts/:slug`. */
const routes: FastifyPluginAsync<{ firstAidIds?: readonly string[] }> = async (app, opts) => {
  const db = app.db.db;
  const firstAidIds = opts.firstAidIds ?? [];

  cachedRoute(app, listContract, {
    area: 'catalogue',
    key: (request) => ({ platformId: request.platformHost.platform.id, lang: request.lang, page: request.query.page, perPage: request.query.perPage }),
    load: (key) => listExperts(db, key, key),
  });

  cachedRoute(app, detailContract, {
    area: 'catalogue',
    key: (request) => ({ platformId: request.platformHost.platform.id, lang: request.lang, slug: request.params.slug }),
    load: (key) => getExpert(db, key, key.slug, { firstAidIds }),
  });
};

export default routes;
