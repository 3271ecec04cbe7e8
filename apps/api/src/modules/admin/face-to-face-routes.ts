import type { FastifyPluginAsync } from 'fastify';
import {
  cancelFaceToFaceSession as cancelContract,
  createFaceToFaceSession as createContract,
  getFaceToFaceSession,
  listFaceToFaceSessions as listContract,
  markSessionAttendance,
  updateFaceToFaceSession as updateContract,
} from '@app/contracts/admin/face-to-face';
import { success } from '../../http/wrapper.ts';
import { route } from '../../http/route.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { applyBookingEffects, type BookingDeps, type BookingEffects } from '../learning/booking-effects.ts';
import { sendSessionMail } from '../learning/booking-mail.ts';
import { adminCaller } from './admin-caller.ts';
import { cancelFaceToFaceSession } from './cancel-face-to-face-session.ts';
import { createFaceToFaceSession } from './create-face-to-face-session.ts';
import { sessionParticipants } from './face-to-face-participants.ts';
import { platformSession } from './face-to-face-sessions.ts';
import { listFaceToFaceSessions } from './list-face-to-face-sessions.ts';
import { markAttendance } from './mark-session-attendance.ts';
import { updateFaceToFaceSession } from './update-face-to-face-session.ts';

/**
 * The face-to-face sessions of the back-office (issue 17 part 4): the training pages show sessions, so every change
 * clears the catalogue's cache on every instance; what a change sets off for learners (e-mails, offers, live events)
 * runs once committed, as the bookings' own effects do.
 */
const routes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, { mailer }) => {
  const db = app.db.db;
  const deps: BookingDeps = { db, jobs: app.jobs, mailer, broadcaster: app.realtime.broadcaster };
  const committed = async (effects: BookingEffects, mails: { kind: 'cancelled' | 'changed'; bookingIds: readonly number[] } = { kind: 'changed', bookingIds: [] }) => {
    await app.caches.clear('catalogue');
    const run = async () => {
      for (const bookingId of mails.bookingIds) await sendSessionMail(db, mailer, bookingId, mails.kind);
      await applyBookingEffects(deps, effects);
    };
    run().catch((error: unknown) => app.log.error({ err: error }, 'faceToFace: effects failed'));
  };

  route(app, listContract, async (request) => success(await listFaceToFaceSessions(db, await adminCaller(request), request.query)));

  route(app, getFaceToFaceSession, async (request) => {
    const session = await platformSession(db, await adminCaller(request), request.params.id);
    return success({ session, participants: await sessionParticipants(db, session) });
  });

  route(app, createContract, async (request, reply) => {
    const created = await createFaceToFaceSession(db, await adminCaller(request), request.body);
    await app.caches.clear('catalogue');
    reply.code(201);
    return success(created);
  });

  route(app, updateContract, async (request) => {
    const { session, effects, movedBookingIds } = await updateFaceToFaceSession(db, await adminCaller(request), request.params.id, request.body);
    await committed(effects, { kind: 'changed', bookingIds: movedBookingIds });
    return success(session);
  });

  route(app, markSessionAttendance, async (request) => success(await markAttendance(db, await adminCaller(request), request.params.id, request.body)));

  route(app, cancelContract, async (request) => {
    const { bookingIds, effects } = await cancelFaceToFaceSession(db, await adminCaller(request), request.params.id);
    await committed(effects, { kind: 'cancelled', bookingIds });
    return success({ id: request.params.id, notified: bookingIds.length });
  });
};

export default routes;
