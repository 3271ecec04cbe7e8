import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as enrolment from '@app/contracts/learning/enrolment';
import * as flow from '@app/contracts/learning/flow';
import * as tracking from '@app/contracts/learning/tracking';
import { currentTraining } from '@app/domain/learning/current';
import type { SubscribableType } from '@app/domain/learning/flow-types';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { translate } from '../../i18n/messages.ts';
import type { SessionData } from '../../plugins/accounts.ts';
import { requireUser } from '../../plugins/auth.ts';
import { EVENTS } from '../../realtime/events.ts';
import { broadcast } from '../../realtime/broadcaster.ts';
import { checkFormation } from './check-formation.ts';
import { createSuivi } from './create-suivi.ts';
import { currentFlow } from './current-flow.ts';
import { enrol, unsubscribe } from './enrol.ts';
import { loadEnrolment } from './enrolment-record.ts';
import { heartbeat } from './heartbeat.ts';
import { learnerHistory } from './history.ts';
import { learnerContract } from './learner.ts';
import { listedTrainings } from './listed-training.ts';
import { trackingReport } from './tracking-report.ts';

/** Spec §7 "Learner courses": enrolment, the current flow, tracking and history. */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;
  const learnerOf = async (request: FastifyRequest) =>
    learnerContract(db, await requireUser(request), request.platformHost.platform.id, ((await request.getSession())?.data ?? {}) as SessionData);

  // An enrolment taken or left changes the learner's personal training plan (issue 13 part 5): the account's
  // training-plan event (spec §6) makes an open plan refetch itself; no account, no channel.
  const planChanged = async (accountId: number | null) => {
    if (accountId !== null) await broadcast(app.realtime.broadcaster, EVENTS.trainingPlans, { accountId }, { planId: null });
  };
  const subscribeAs = (type: SubscribableType, request: FastifyRequest, courseId: number) =>
    learnerOf(request).then(async (learner) => {
      const listed = await enrol(db, learner, request.lang, courseId, type);
      await planChanged(learner.accountId);
      return success(listed, translate(request.lang, 'success.enrolled'));
    });
  const unsubscribeAs = (type: SubscribableType, request: FastifyRequest, courseId: number) =>
    learnerOf(request).then(async (learner) => {
      const listed = await unsubscribe(db, learner, request.lang, courseId, type);
      await planChanged(learner.accountId);
      return success(listed, translate(request.lang, 'success.unsubscribed'));
    });

  route(app, enrolment.subscribeFormation, (request) => subscribeAs('formation', request, request.body.id));
  route(app, enrolment.subscribeLms, (request) => subscribeAs('formation', request, request.params.id));
  route(app, enrolment.subscribeVideo, (request) => subscribeAs('video', request, request.params.id));
  route(app, enrolment.subscribePdf, (request) => subscribeAs('pdf', request, request.params.id));
  route(app, enrolment.subscribeType, (request) => subscribeAs(request.params.type, request, request.body.id));
  route(app, enrolment.unsubscribeFormation, (request) => unsubscribeAs('formation', request, request.params.id));
  route(app, enrolment.unsubscribeVideo, (request) => unsubscribeAs('video', request, request.params.id));
  route(app, enrolment.unsubscribeType, (request) => unsubscribeAs(request.params.type, request, request.body.id));

  route(app, enrolment.checkFormation, async (request) =>
    success(await checkFormation(db, await learnerOf(request), request.lang, request.params.a, request.params.b)),
  );

  route(app, enrolment.currentFormations, async (request) => {
    const trainings = (await listedTrainings(db, await learnerOf(request))).filter((t) => t.status === 'active');
    return success({ trainings, current: currentTraining(trainings, new Date().toISOString()) });
  });

  route(app, enrolment.trainingsList, async (request) => {
    const all = await listedTrainings(db, await learnerOf(request));
    const now = new Date().toISOString();
    const active = all.filter((t) => t.status === 'active');
    const upcoming = active.filter((t) => t.sessions.some((s) => s.startDate > now));
    return success({
      upcoming,
      current: active.filter((t) => !upcoming.includes(t)),
      finished: all.filter((t) => t.status === 'completed'),
    });
  });

  route(app, flow.formationCurrentFlow, async (request) => {
    const learner = await learnerOf(request);
    return success(await currentFlow(db, await loadEnrolment(db, learner, request.params.id), learner.contractType === 'read-only'));
  });

  route(app, flow.createSuivi, async (request) => {
    const learner = await learnerOf(request);
    return success(await createSuivi(db, learner, learner.contractType === 'read-only', request.params.id, request.body?.moduleId));
  });

  route(app, tracking.heartbeat, async (request) => success(await heartbeat(db, await learnerOf(request), request.body.courseTrackingId, request.body.moduleId)));
  route(app, tracking.tracking, async (request) => success(await trackingReport(db, await learnerOf(request), request.query.courseTrackingId)));
  route(app, tracking.history, async (request) => success(await learnerHistory(db, await learnerOf(request))));
  route(app, tracking.historyLight, async (request) =>
    success((await learnerHistory(db, await learnerOf(request))).map(({ courseTrackingId, endDate, courseId, course, points }) => ({ courseTrackingId, endDate, courseId, course, points }))),
  );
};

export default routes;
