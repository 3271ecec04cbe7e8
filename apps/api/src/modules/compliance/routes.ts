import type { FastifyPluginAsync } from 'fastify';
import { getCompliance } from '@app/contracts/compliance/compliance';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import type { SessionData } from '../../plugins/accounts.ts';
import { requireUser } from '../../plugins/auth.ts';
import { profileLearner } from '../profile/learner.ts';
import { complianceCountry, loadCompliance } from './load-compliance.ts';

/** The pharmacist's continuing-education obligations (issue 19 part 3). */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;
  route(app, getCompliance, async (request) => {
    const { platform } = request.platformHost;
    const learner = await profileLearner(db, await requireUser(request), platform.id, ((await request.getSession())?.data ?? {}) as SessionData);
    return success(await loadCompliance(db, learner, { platformId: platform.id, lang: request.lang, country: complianceCountry(platform) }, new Date()));
  });
};

export default routes;
