import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as virtualClass from '@app/contracts/learning/virtual-class';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { translate } from '../../i18n/messages.ts';
import { requireAdmin, requireUser } from '../../plugins/auth.ts';
import { bigBlueButton, type BigBlueButtonOptions } from './bigbluebutton.ts';
import { recordSessionDateJoin } from './session-date-tracking.ts';
import { markAttendance } from './trainer-attendance.ts';
import { publishReplay } from './trainer-replay.ts';
import { startVirtualClass } from './trainer-start.ts';
import { trainerVirtualClassView } from './trainer-virtual-class.ts';
import { joinVirtualClass } from './virtual-class-join.ts';
import { createTestMeeting } from './virtual-class-test-meeting.ts';
import { listVirtualSessions } from './virtual-sessions-list.ts';

/**
 * Virtual classes and webinars (issue 12 parts 3 and 4): the learners' join and attendance calls, their list of
 * sessions, the administrator's provider check, and the trainer's calls behind their link's token.
 */
const routes: FastifyPluginAsync<{ bigBlueButton?: BigBlueButtonOptions }> = async (app, opts) => {
  const db = app.db.db;
  const bbb = opts.bigBlueButton ? bigBlueButton(opts.bigBlueButton) : null;
  const learnerOf = async (request: FastifyRequest) => {
    const user = await requireUser(request);
    return { userId: user.id, platformId: request.platformHost.platform.id, fullName: `${user.firstName} ${user.lastName}` };
  };

  route(app, virtualClass.virtualClassJoin, async (request) =>
    success(await joinVirtualClass(db, bbb, await learnerOf(request), request.lang, request.params.id), translate(request.lang, 'virtualClass.success.joined')),
  );
  route(app, virtualClass.sessionDateTrackingJoin, async (request) => success(await recordSessionDateJoin(db, await learnerOf(request), request.lang, request.params.id)));
  route(app, virtualClass.virtualClassCreateTest, async (request) => success(await createTestMeeting(bbb, await requireAdmin(request))));
  route(app, virtualClass.virtualSessionsAll, async (request) => success(await listVirtualSessions(db, await learnerOf(request), bbb !== null)));

  route(app, virtualClass.trainerVirtualClass, async (request, reply) => {
    // The token is the credential: the answer is never kept by a cache, nor its address sent on to another site.
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    return success(await trainerVirtualClassView(db, request.params.token, bbb !== null));
  });
  route(app, virtualClass.trainerMarkAttendance, async (request) => {
    const marked = await markAttendance(db, request.params.token, request.lang, request.body);
    return success(marked, translate(request.lang, marked.present ? 'virtualClass.success.present' : 'virtualClass.success.absent'));
  });
  route(app, virtualClass.trainerPublishReplay, async (request) => {
    const published = await publishReplay(db, request.params.token, request.body);
    return success(published, translate(request.lang, published.replayUrl ? 'virtualClass.success.replay' : 'virtualClass.success.replayWithdrawn'));
  });
  route(app, virtualClass.trainerStartVirtualClass, async (request) => success(await startVirtualClass(db, bbb, request.params.token, request.lang)));
};

export default routes;
