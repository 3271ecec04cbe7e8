import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { errorEnvelope, success, successEnvelope } from '../../http/wrapper.ts';

/** Liveness for load balancers: answers only when the database does. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { changesState: false, anyHost: true },
      schema: { response: { 200: successEnvelope(z.object({ database: z.literal('ok') })), 503: errorEnvelope } },
    },
    async () => {
      try {
        await app.db.ping();
      } catch (error) {
        throw new AppError('UNAVAILABLE', 'errors.unavailable', null, {}, { cause: error });
      }
      return success({ database: 'ok' as const });
    },
  );
};

export default routes;
