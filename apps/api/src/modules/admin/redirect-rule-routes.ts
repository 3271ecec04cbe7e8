import type { FastifyPluginAsync } from 'fastify';
import { createRedirectRule as createContract, deleteRedirectRule as deleteContract, getAllRoutes, listRedirectRules as listContract, updateRedirectRule as updateContract } from '@app/contracts/admin/redirect-rules';
import { flatRoutes } from '@app/domain/platform/routes';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { adminCaller } from './admin-caller.ts';
import { deleteRedirectRule } from './delete-redirect-rule.ts';
import { listRedirectRules } from './list-redirect-rules.ts';
import { createRedirectRule, updateRedirectRule } from './save-redirect-rule.ts';

/** The route table as the back-office offers it: every route of spec §2, with its full path per language. */
const ROUTE_TABLE = flatRoutes().map(({ name, fr, es, parent }) => ({ name, fr, es, parent: parent ?? null }));

/**
 * Spec §7 `GET /api/admin/getAllRoutes` and the redirect rules it serves (issue 17 part 9): every change is followed
 * at once by the site, on every instance (the redirects cache is cleared after it).
 */
const redirectRuleRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;

  route(app, getAllRoutes, async (request) => {
    await adminCaller(request);
    return success(ROUTE_TABLE);
  });

  route(app, listContract, async (request) => success(await listRedirectRules(db, await adminCaller(request))));

  route(app, createContract, async (request, reply) => {
    const rule = await createRedirectRule(db, await adminCaller(request), request.body);
    await app.caches.clear('redirects');
    reply.code(201);
    return success(rule);
  });

  route(app, updateContract, async (request) => {
    const rule = await updateRedirectRule(db, await adminCaller(request), request.params.id, request.body);
    await app.caches.clear('redirects');
    return success(rule);
  });

  route(app, deleteContract, async (request) => {
    await deleteRedirectRule(db, await adminCaller(request), request.params.id);
    await app.caches.clear('redirects');
    return success(null);
  });
};

export default redirectRuleRoutes;
