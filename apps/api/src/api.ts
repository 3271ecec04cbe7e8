import type { FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { AppError } from './errors/app-error.ts';
import catalogRoutes from './modules/catalog/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import platformRoutes from './modules/platform/routes.ts';
import session from './plugins/session.ts';

/** Everything under /back (spec §7): sessions and CSRF, then the modules; unknown paths get a JSON 404. */
const api: FastifyPluginAsync<{ appKey: string }> = async (app, opts) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(session, { appKey: opts.appKey });
  await app.register(healthRoutes);
  await app.register(platformRoutes);
  await app.register(catalogRoutes);
  app.setNotFoundHandler((request) => {
    throw new AppError('NOT_FOUND', 'errors.notFound', null, { path: request.url.split('?')[0] });
  });
};

export default api;
