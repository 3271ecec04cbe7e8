import type { FastifyPluginAsync } from 'fastify';
import { dashboard } from '@app/contracts/pharmacy/dashboard';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { pharmacyDashboard } from './dashboard-data.ts';
import { pharmacyCaller } from './pharmacy-caller.ts';

/** Spec §7 Referent `dashboard` (issue 15 part 5): the figures of the pharmacy in use, for a year. */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;
  route(app, dashboard, async (request, reply) => {
    const caller = await pharmacyCaller(db, request);
    reply.header('cache-control', 'private, no-store');
    return success(await pharmacyDashboard(db, { accountId: caller.account.id, platformId: caller.platformId }, request.query.year));
  });
};

export default routes;
