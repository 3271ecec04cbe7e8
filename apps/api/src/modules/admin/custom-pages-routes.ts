import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { deleteCustomPage as deleteCustomPageContract, saveCustomPage as saveCustomPageContract, updateCustomPageOptions as updateCustomPageOptionsContract } from '@app/contracts/admin/custom-pages';
import { LANGS } from '@app/domain/platform/locales';
import { notFound } from '../../http/not-found.ts';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { adminCaller } from './admin-caller.ts';
import { deleteCustomPage } from './delete-custom-page.ts';
import { saveCustomPage } from './save-custom-page.ts';
import { updateCustomPageOptions } from './update-custom-page-options.ts';
import { customPageView } from '../content/custom-page-view.ts';

/** The languages the host's platform has hosts in (the request's own when none is listed, e.g. a fallback host). */
const platformLangs = (request: FastifyRequest) => {
  const langs = LANGS.filter((lang) => request.platformHost.hostsByLang[lang]);
  return langs.length > 0 ? langs : [request.lang];
};

/**
 * Custom pages in the back-office (issue 17 part 3, spec §7 "Admin and content"): create or replace, delete, change
 * options. The reads are the public calls, which answer an administrator with every page (modules/content/routes.ts).
 * Every change empties the public pages' caches on every instance, so the public sees it at once.
 */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;

  route(app, saveCustomPageContract, async (request) => {
    const page = await saveCustomPage(db, await adminCaller(request), platformLangs(request), request.body);
    if (!page) notFound(request);
    await app.caches.clear('content');
    return success(customPageView(page));
  });

  route(app, deleteCustomPageContract, async (request) => {
    if (!(await deleteCustomPage(db, await adminCaller(request), request.params.id))) notFound(request);
    await app.caches.clear('content');
    return success({ id: request.params.id });
  });

  route(app, updateCustomPageOptionsContract, async (request) => {
    const page = await updateCustomPageOptions(db, await adminCaller(request), request.params.id, request.body);
    if (!page) notFound(request);
    await app.caches.clear('content');
    return success(customPageView(page));
  });
};

export default routes;
