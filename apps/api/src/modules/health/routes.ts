import type { FastifyPluginAsync } from 'fastify';
import { getHealth } from '@app/contracts/health';
import { AppError } from '../../errors/app-error.ts';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';

/** Liveness for load balancers: answers only when the database does, whatever the host. */
const routes: FastifyPluginAsync = async (app) => {
  route(app, getHealth, async () => {
    try {
      await app.db.ping();
    } catch (error) {
      throw new AppError('UNAVAILABLE', 'errors.unavailable', null, {}, { cause: error });
    }
    return success({ database: 'ok' as const });
  }, { config: { anyHost: true } });
};

export default routes;
