import type { FastifyPluginAsync } from 'fastify';
import { createPlanActivities, getTeamCompliancePlan } from '@app/contracts/compliance/plan';
import { langOf } from '@app/domain/platform/locales';
import { vatCountry } from '@app/domain/shop/prices';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { registerMessages, translate } from '../../i18n/messages.ts';
import { broadcast } from '../../realtime/broadcaster.ts';
import { EVENTS } from '../../realtime/events.ts';
import { pharmacyCaller } from '../pharmacy/pharmacy-caller.ts';
import { createPlanActivities as createActivities } from './create-plan-activities.ts';
import { COMPLIANCE_PLAN_MESSAGES } from './plan-messages.ts';
import { proposeTeamPlan } from './propose-team-plan.ts';

registerMessages(COMPLIANCE_PLAN_MESSAGES);

/** The owner's proposed plan and its turning into a collective plan (issue 19 part 4). */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;

  route(app, getTeamCompliancePlan, async (request) => {
    const caller = await pharmacyCaller(db, request);
    // The platform's country, as for the card; the funders' budgets are not capped yet.
    const country = vatCountry(langOf(request.platformHost.platform.defaultLocale));
    return success(await proposeTeamPlan(db, caller, country, {}, new Date()));
  });

  route(app, createPlanActivities, async (request) => {
    const caller = await pharmacyCaller(db, request);
    const made = await createActivities(db, caller, request.body);
    // As the collective plans' own calls: the referent's screens and the learners' current plan read theirs again.
    if (made.created) await broadcast(app.realtime.broadcaster, EVENTS.trainingPlans, { accountId: caller.account.id }, { planId: made.Id });
    const message = made.created
      ? translate(caller.lang, 'compliance.plan.success.created', { count: String(made.activities) })
      : translate(caller.lang, 'compliance.plan.success.alreadyCreated');
    return success(made, message);
  });
};

export default routes;
