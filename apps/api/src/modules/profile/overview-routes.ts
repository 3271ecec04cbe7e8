import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { getBadges } from '@app/contracts/profile/badges';
import { getPersonalizedSuggestions } from '@app/contracts/profile/suggestions';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import type { SessionData } from '../../plugins/accounts.ts';
import { requireUser } from '../../plugins/auth.ts';
import { loadBadges } from './learner-badges.ts';
import { profileLearner } from './learner.ts';
import { personalizedSuggestions, type CatalogCoursesOf } from './personalized-suggestions.ts';

/** The profile's overview (issue 13 parts 9 and 10): badges and personalized suggestions of the signed-in learner. */
const routes: FastifyPluginAsync<{ catalogCoursesOf: CatalogCoursesOf }> = async (app, opts) => {
  const db = app.db.db;
  const learnerOf = async (request: FastifyRequest) =>
    profileLearner(db, await requireUser(request), request.platformHost.platform.id, ((await request.getSession())?.data ?? {}) as SessionData);

  route(app, getBadges, async (request) => success({ badges: await loadBadges(db, await learnerOf(request), new Date()) }));

  route(app, getPersonalizedSuggestions, async (request) => {
    const learner = await learnerOf(request);
    return success({ suggestions: await personalizedSuggestions(db, learner, { platformId: learner.platformId, lang: request.lang }, opts.catalogCoursesOf) });
  });
};

export default routes;
