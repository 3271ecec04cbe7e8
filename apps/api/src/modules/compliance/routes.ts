import type { FastifyPluginAsync } from 'fastify';
import { getCompliance } from '@app/contracts/compliance/compliance';
import { langOf } from '@app/domain/platform/locales';
import { vatCountry } from '@app/domain/shop/prices';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import type { SessionData } from '../../plugins/accounts.ts';
import { requireUser } from '../../plugins/auth.ts';
import { profileLearner } from '../profile/learner.ts';
import { loadCompliance } from './load-compliance.ts';

/** The pharmacist's continuing-education obligations (issue 19 part 3). */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;
  route(app, getCompliance, async (request) => {
    const { platform } = request.platformHost;
    const learner = await profileLearner(db, await requireUser(request), platform.id, ((await request.getSession())?.data ?? {}) as SessionData);
    // The platform's country, as its sales: a Spanish platform's pharmacists are under Spanish rules.
    const country = vatCountry(langOf(platform.defaultLocale));
    return success(await loadCompliance(db, learner, { platformId: platform.id, lang: request.lang, country }, new Date()));
  });
};

export default routes;
