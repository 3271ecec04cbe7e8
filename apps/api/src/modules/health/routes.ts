import type { FastifyPluginAsync } from 'fastify';
import { getHealth, getReadiness } from '@app/contracts/health';
import { AppError } from '../../errors/app-error.ts';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';

/** Liveness and readiness for load balancers and orchestrators, whatever the host. */
const routes: FastifyPluginAsync = async (app) => {
  route(app, getHealth, async () => success({ process: 'up' as const }), { config: { anyHost: true } });

  route(app, getReadiness, async () => {
    if (app.isDraining()) throw new AppError('UNAVAILABLE', 'errors.unavailable');
    try {
      await app.db.ping();
    } catch (error) {
      throw new AppError('UNAVAILABLE', 'errors.unavailable', null, {}, { cause: error });
    }
    return success({ database: 'ok' as const });
  }, { config: { anyHost: true } });
};

export default routes;
