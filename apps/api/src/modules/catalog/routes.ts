import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope, success, successEnvelope } from '../../http/wrapper.ts';
import { catalogPage, catalogQuery, listCatalog } from './list-catalog.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/catalog',
    {
      config: { changesState: false },
      schema: { querystring: catalogQuery, response: { 200: successEnvelope(catalogPage), 422: errorEnvelope } },
    },
    async (request) =>
      success(await listCatalog(app.db.db, { platformId: request.site.platform.id, lang: request.lang }, request.query)),
  );
};

export default routes;
