import type { FastifyPluginAsync } from 'fastify';
import { getTrainingPlan } from '@app/contracts/profile/training-plan';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { requireUser } from '../../plugins/auth.ts';
import { currentAccountId, userAccounts, type SessionData } from '../../plugins/accounts.ts';
import { trainingPlanOf } from './training-plan.ts';

/** Spec §7 "User" `trainingPlan`: the learner's personal training plan (issue 13 part 5). */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;
  route(app, getTrainingPlan, async (request) => {
    const user = await requireUser(request);
    const session = ((await request.getSession())?.data ?? {}) as SessionData;
    const accountId = currentAccountId(await userAccounts(db, user.id), session);
    return success(await trainingPlanOf(db, { userId: user.id, platformId: request.platformHost.platform.id, accountId }));
  });
};

export default routes;
