import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope, success, successEnvelope } from '../../http/wrapper.ts';
import { getPlatformByHostname, platformData } from './get-platform-by-hostname.ts';

export const getByHostnameBody = z.strictObject({
  hostname: z.string().trim().min(1).max(253),
  useFarlinePlatform: z.boolean().optional(),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/platform/getByHostname',
    {
      config: { changesState: false },
      schema: {
        body: getByHostnameBody,
        response: { 200: successEnvelope(platformData), 422: errorEnvelope, 503: errorEnvelope },
      },
    },
    async (request) => success(await getPlatformByHostname(app.platforms, request.body, request.cookies)),
  );
};

export default routes;
