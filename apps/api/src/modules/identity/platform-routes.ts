import type { FastifyPluginAsync } from 'fastify';
import { getByHostname } from '@app/contracts/identity/platform';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { getPlatformByHostname } from './get-platform-by-hostname.ts';

const routes: FastifyPluginAsync = async (app) => {
  route(app, getByHostname, async (request) => success(await getPlatformByHostname(app.platforms, request.body, request.cookies)));
};

export default routes;
