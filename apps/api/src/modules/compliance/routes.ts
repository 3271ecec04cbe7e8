import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { getCompliance } from '@app/contracts/compliance/compliance';
import { getComplianceReport, getTeamComplianceReport } from '@app/contracts/compliance/report';
import { sendPdf } from '../../http/pdf.ts';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { SessionData } from '../../plugins/accounts.ts';
import { requireUser } from '../../plugins/auth.ts';
import { pharmacyCaller } from '../pharmacy/pharmacy-caller.ts';
import { profileLearner } from '../profile/learner.ts';
import { complianceCountry, loadCompliance } from './load-compliance.ts';
import { workComplianceReminders } from './reminders.ts';
import { learnerComplianceReport, type ReportScope } from './report-learner.ts';
import { teamComplianceReport } from './report-team.ts';

/** The pharmacist's continuing-education obligations (issue 19 part 3), their reports (part 5) and reminders. */
const routes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, opts) => {
  const db = app.db.db;
  await workComplianceReminders({ db, jobs: app.jobs, mailer: opts.mailer, broadcaster: app.realtime.broadcaster });

  route(app, getCompliance, async (request) => {
    const { platform } = request.platformHost;
    const learner = await profileLearner(db, await requireUser(request), platform.id, ((await request.getSession())?.data ?? {}) as SessionData);
    return success(await loadCompliance(db, learner, { platformId: platform.id, lang: request.lang, country: complianceCountry(platform) }, new Date()));
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
