import type { FastifyPluginAsync } from 'fastify';
import { dashboard } from '@app/contracts/pharmacy/dashboard';
import { createTtlCache } from '../../http/ttl-cache.ts';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { pharmacyDashboard, type DashboardScope } from './dashboard-data.ts';
import { pharmacyCaller } from './pharmacy-caller.ts';

/**
 * How long a pharmacy's dashboard for a year is reused (docs/decisions.md "Dashboard"): the figures of a big group
 * take tens of milliseconds of database work, and its managers opening it at once share one computation. Figures of
 * a year of training may be that much late; nothing is decided on them within seconds.
 */
export const DASHBOARD_TTL_MS = 15_000;
/** Entries kept at most (an answer of a 2,000-learner group weighs about 300 kB). */
const DASHBOARD_ENTRIES = 200;

/** Spec §7 Referent `dashboard` (issue 15 part 5): the figures of the pharmacy in use, for a year. */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;
  const cache = createTtlCache(
    DASHBOARD_TTL_MS,
    ({ scope, year }: { scope: DashboardScope; year: number | undefined }) => pharmacyDashboard(db, scope, year),
    ({ scope, year }) => `${scope.accountId}:${scope.platformId}:${year ?? 'current'}`,
    { maxEntries: DASHBOARD_ENTRIES },
  );
  route(app, dashboard, async (request, reply) => {
    const caller = await pharmacyCaller(db, request);
    reply.header('cache-control', 'private, no-store');
    return success(await cache.get({ scope: { accountId: caller.account.id, platformId: caller.platformId }, year: request.query.year }));
  });
};

export default routes;
