import type { FastifyPluginAsync } from 'fastify';
import { getCockpit, saveOpcoBudget } from '@app/contracts/compliance/cockpit';
import { getCompliance } from '@app/contracts/compliance/compliance';
import { langOf, type Locale } from '@app/domain/platform/locales';
import { vatCountry } from '@app/domain/shop/prices';
import { route } from '../../http/route.ts';
import { createTtlCache } from '../../http/ttl-cache.ts';
import { success } from '../../http/wrapper.ts';
import { registerMessages, translate } from '../../i18n/messages.ts';
import type { SessionData } from '../../plugins/accounts.ts';
import { requireUser } from '../../plugins/auth.ts';
import { onTeamProgress } from '../../realtime/notify.ts';
import { pharmacyCaller } from '../pharmacy/pharmacy-caller.ts';
import { profileLearner } from '../profile/learner.ts';
import { COCKPIT_MESSAGES } from './cockpit-messages.ts';
import { loadCompliance } from './load-compliance.ts';
import { evaluateTeam, saveOpcoBudget as saveBudget, teamCompliance, type TeamScope } from './team-compliance.ts';

registerMessages(COCKPIT_MESSAGES);

/**
 * How long a team's evaluation is reused (docs/decisions.md "the owner's cockpit"): a group of thousands takes a few
 * statements and an evaluation per learner, its managers' pages, filters and live reloads share one. A learner's
 * completion makes it forgotten at once on this instance; other changes of the team show within this time.
 */
export const COCKPIT_TTL_MS = 15_000;

/** The platform's country, as its sales: a Spanish platform's pharmacists are under Spanish rules. */
const countryOf = (platform: { defaultLocale: Locale }) => vatCountry(langOf(platform.defaultLocale));

/** The pharmacist's continuing-education obligations (issue 19 part 3) and the owner's cockpit (part 4). */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;
  const teams = createTtlCache(COCKPIT_TTL_MS, (scope: TeamScope) => evaluateTeam(db, scope), (scope) => `${scope.accountId}:${scope.platformId}`, 200);
  const stopListening = onTeamProgress((accountId) => teams.forget((scope) => scope.accountId === accountId));
  app.addHook('onClose', async () => {
    stopListening();
  });
  route(app, getCompliance, async (request) => {
    const { platform } = request.platformHost;
    const learner = await profileLearner(db, await requireUser(request), platform.id, ((await request.getSession())?.data ?? {}) as SessionData);
    return success(await loadCompliance(db, learner, { platformId: platform.id, lang: request.lang, country: countryOf(platform) }, new Date()));
  });

  route(app, getCockpit, async (request, reply) => {
    const caller = await pharmacyCaller(db, request);
    reply.header('cache-control', 'private, no-store');
    const country = countryOf(request.platformHost.platform);
    const team = await teams.get({ accountId: caller.account.id, platformId: caller.platformId, country });
    return success(await teamCompliance(db, caller, team, country, request.query));
  });

  route(app, saveOpcoBudget, async (request) => {
    const caller = await pharmacyCaller(db, request);
    const saved = await saveBudget(db, caller, request.body);
    return success(saved, translate(caller.lang, 'compliance.cockpit.success.saved', { year: String(saved.year) }));
  });
};

export default routes;
