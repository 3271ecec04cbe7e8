import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { getCockpit, saveOpcoBudget } from '@app/contracts/compliance/cockpit';
import { getCompliance } from '@app/contracts/compliance/compliance';
import { getComplianceReport, getTeamComplianceReport } from '@app/contracts/compliance/report';
import { sendPdf } from '../../http/pdf.ts';
import { route } from '../../http/route.ts';
import { createTtlCache } from '../../http/ttl-cache.ts';
import { success } from '../../http/wrapper.ts';
import { registerMessages, translate } from '../../i18n/messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { SessionData } from '../../plugins/accounts.ts';
import { requireUser } from '../../plugins/auth.ts';
import { onTeamProgress } from '../../realtime/notify.ts';
import { pharmacyCaller } from '../pharmacy/pharmacy-caller.ts';
import { profileLearner } from '../profile/learner.ts';
import { COCKPIT_MESSAGES } from './cockpit-messages.ts';
import { complianceCountry, loadCompliance } from './load-compliance.ts';
import { workComplianceReminders } from './reminders.ts';
import { learnerComplianceReport, type ReportScope } from './report-learner.ts';
import { teamComplianceReport } from './report-team.ts';
import { evaluateTeam, saveOpcoBudget as saveBudget, teamCompliance, type TeamScope } from './team-compliance.ts';

registerMessages(COCKPIT_MESSAGES);

/**
 * How long a team's evaluation is reused (docs/decisions.md "the owner's cockpit"): a group of thousands takes a few
 * statements and an evaluation per learner, its managers' pages, filters and live reloads share one. A learner's
 * completion makes it forgotten at once on this instance; other changes of the team show within this time.
 */
export const COCKPIT_TTL_MS = 15_000;

/** The pharmacist's continuing-education obligations (issue 19 part 3), the owner's cockpit (part 4), the reports (part 5) and reminders. */
const routes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, opts) => {
  const db = app.db.db;
  await workComplianceReminders({ db, jobs: app.jobs, mailer: opts.mailer, broadcaster: app.realtime.broadcaster });
  const teams = createTtlCache(COCKPIT_TTL_MS, (scope: TeamScope) => evaluateTeam(db, scope), (scope) => `${scope.accountId}:${scope.platformId}`, { maxEntries: 200 });
  const stopListening = onTeamProgress((accountId) => teams.forget((scope) => scope.accountId === accountId));
  app.addHook('onClose', async () => {
    stopListening();
  });

  route(app, getCompliance, async (request) => {
    const { platform } = request.platformHost;
    const learner = await profileLearner(db, await requireUser(request), platform.id, ((await request.getSession())?.data ?? {}) as SessionData);
    return success(await loadCompliance(db, learner, { platformId: platform.id, lang: request.lang, country: complianceCountry(platform) }, new Date()));
  });

  route(app, getCockpit, async (request, reply) => {
    const caller = await pharmacyCaller(db, request);
    reply.header('cache-control', 'private, no-store');
    const country = complianceCountry(request.platformHost.platform);
    const team = await teams.get({ accountId: caller.account.id, platformId: caller.platformId, country });
    return success(await teamCompliance(db, caller, team, country, request.query));
  });

  route(app, saveOpcoBudget, async (request) => {
    const caller = await pharmacyCaller(db, request);
    const saved = await saveBudget(db, caller, request.body);
    return success(saved, translate(caller.lang, 'compliance.cockpit.success.saved', { year: String(saved.year) }));
  });

  const scopeOf = (request: FastifyRequest): ReportScope => {
    const { platform } = request.platformHost;
    return { platform, country: complianceCountry(platform), lang: request.lang };
  };

  route(app, getComplianceReport, async (request, reply) => sendPdf(reply, await learnerComplianceReport(db, await requireUser(request), scopeOf(request), new Date())));

  route(app, getTeamComplianceReport, async (request, reply) =>
    sendPdf(reply, await teamComplianceReport(db, await pharmacyCaller(db, request), scopeOf(request), new Date())),
  );
};

export default routes;
