import type { FastifyPluginAsync } from 'fastify';
import * as plans from '@app/contracts/pharmacy/plans';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { translate } from '../../i18n/messages.ts';
import { broadcast } from '../../realtime/broadcaster.ts';
import { EVENTS } from '../../realtime/events.ts';
import { pharmacyCaller } from './pharmacy-caller.ts';
import { createActivity, updateActivity } from './plans-activity.ts';
import { createTrainingPlan } from './plans-create.ts';
import { listTrainingPlans } from './plans-list.ts';
import { planCollectif } from './plans-view.ts';

/**
 * Spec §7 "Referent", the collective plans (issue 16 part 1). Every change raises the account's training-plan event
 * (spec §6): the referent's list and the learners' current plan (profile plan tab) read theirs again.
 */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;
  const plansChanged = (accountId: number, planId: number) => broadcast(app.realtime.broadcaster, EVENTS.trainingPlans, { accountId }, { planId });

  route(app, plans.listTrainingPlans, async (request) => success(await listTrainingPlans(db, await pharmacyCaller(db, request))));

  route(app, plans.getPlanCollectif, async (request) => success(await planCollectif(db, await pharmacyCaller(db, request), request.params.id)));

  route(app, plans.createTrainingPlan, async (request) => {
    const caller = await pharmacyCaller(db, request);
    const created = await createTrainingPlan(db, caller, request.body);
    await plansChanged(caller.account.id, created.Id);
    return success(created, translate(caller.lang, 'pharmacy.plans.success.planCreated'));
  });

  route(app, plans.createActivity, async (request) => {
    const caller = await pharmacyCaller(db, request);
    const created = await createActivity(db, caller, request.body);
    await plansChanged(caller.account.id, request.body.planId);
    return success(created, translate(caller.lang, 'pharmacy.plans.success.activityCreated'));
  });

  route(app, plans.updateActivity, async (request) => {
    const caller = await pharmacyCaller(db, request);
    const moved = await updateActivity(db, caller, request.params.id, request.body);
    await plansChanged(caller.account.id, moved.planId);
    return success({ id: moved.id }, translate(caller.lang, 'pharmacy.plans.success.activityMoved'));
  });
};

export default routes;
