import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as booking from '@app/contracts/learning/booking';
import * as mixt from '@app/contracts/learning/mixt';
import type { TrainingFlowType } from '@app/domain/catalogue/training-types';
import { isLiveFlow } from '@app/domain/learning/flow-types';
import { AppError } from '../../errors/app-error.ts';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { translate } from '../../i18n/messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { SessionData } from '../../plugins/accounts.ts';
import { requireUser } from '../../plugins/auth.ts';
import { bookSessions } from './booking-book.ts';
import { cancelBookings } from './booking-cancel.ts';
import { confirmSeat, ownBooking } from './booking-confirm.ts';
import { applyBookingEffects, workBookingJobs, type BookingDeps, type BookingEffects } from './booking-effects.ts';
import { bookingCalendar } from './booking-ics.ts';
import { courseSeats } from './booking-seats-view.ts';
import { bookingsById } from './booking-view.ts';
import { currentFlow, flowTypeOfRecord } from './current-flow.ts';
import { loadEnrolment } from './enrolment-record.ts';
import { learnerContract } from './learner.ts';

/**
 * Spec §7 "Learner courses", "Face to face" and "Mixed" (issue 12): booking sessions, the waiting list's offers, cancelling,
 * the live current flow and the calendar file. The booking workers (offer expiry, reminders) run on the job queue.
 */
const routes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, opts) => {
  const db = app.db.db;
  const deps: BookingDeps = { db, jobs: app.jobs, mailer: opts.mailer, broadcaster: app.realtime.broadcaster };
  await workBookingJobs(deps);
  const learnerOf = async (request: FastifyRequest) =>
    learnerContract(db, await requireUser(request), request.platformHost.platform.id, ((await request.getSession())?.data ?? {}) as SessionData);
  // The change is committed: a failed e-mail, job or event is logged, never the learner's error (a lost expiry job
  // is caught up by the sweep).
  const applyEffects = (effects: BookingEffects) =>
    applyBookingEffects(deps, effects).catch((error: unknown) => app.log.error({ err: error }, 'booking: effects failed'));
  const withEffects = async <T extends { effects: BookingEffects }>(outcome: T): Promise<Omit<T, 'effects'>> => {
    const { effects, ...rest } = outcome;
    await applyEffects(effects);
    return rest;
  };

  route(app, booking.subscribeCourse, async (request) => {
    const outcome = await bookSessions(db, await learnerOf(request), request.lang, request.params.id, request.body.sessions, 'any');
    return success(await withEffects(outcome), translate(request.lang, 'success.booked'));
  });

  route(app, booking.subscribeFaceToFace, async (request) => {
    const learner = await learnerOf(request);
    const outcome = await bookSessions(db, learner, request.lang, request.body.id, request.body.sessions ?? [], 'live');
    return success(await withEffects(outcome), translate(request.lang, request.body.sessions ? 'success.booked' : 'success.enrolled'));
  });

  route(app, mixt.subscribeMixt, async (request) => {
    const outcome = await bookSessions(db, await learnerOf(request), request.lang, request.body.id, request.body.sessions ?? [], 'mixt');
    return success(await withEffects(outcome), translate(request.lang, request.body.sessions ? 'success.booked' : 'success.enrolled'));
  });

  route(app, booking.unsubscribeCourse, async (request) => {
    const outcome = await cancelBookings(db, await learnerOf(request), request.lang, request.params.id, request.body?.sessions);
    return success(await withEffects(outcome), translate(request.lang, request.body?.sessions ? 'success.bookingCancelled' : 'success.unsubscribed'));
  });

  /** The current flow of an enrolment whose flow the call serves (409 for another). */
  const flowOf = async (request: FastifyRequest, id: number, serves: (flow: TrainingFlowType) => boolean) => {
    const learner = await learnerOf(request);
    const record = await loadEnrolment(db, learner, id);
    if (!serves(flowTypeOfRecord(record))) throw new AppError('CONFLICT', 'errors.typeMismatch');
    return success(await currentFlow(db, record, learner.contractType === 'read-only'));
  };
  route(app, booking.faceToFaceCurrentFlow, (request) => flowOf(request, request.params.id, isLiveFlow));
  route(app, mixt.mixtCurrentFlow, (request) => flowOf(request, request.params.id, (flow) => flow === 'mixt'));

  route(app, booking.confirmSeat, async (request) => {
    const { outcome, booking: view, effects } = await confirmSeat(db, await learnerOf(request), request.params.id);
    await applyEffects(effects);
    if (outcome === 'notOffered') throw new AppError('CONFLICT', 'booking.notOffered');
    if (outcome === 'expired') throw new AppError('GONE', 'booking.offerExpired');
    return success(view, translate(request.lang, 'success.seatConfirmed'));
  });

  route(app, booking.courseSeats, async (request) => success(await courseSeats(db, await learnerOf(request), request.lang, request.params.id)));

  route(app, booking.bookingCalendar, async (request, reply) => {
    const learner = await learnerOf(request);
    const own = await ownBooking(db, learner, request.params.id);
    const [view] = await bookingsById(db, learner, [own.id]);
    const facts = { training: own.trainingName, platform: request.platformHost.platform.name, host: request.host };
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="session-${view.id}.ics"`)
      .header('cache-control', 'private, no-store')
      .send(bookingCalendar(view, facts));
  });
};

export default routes;
