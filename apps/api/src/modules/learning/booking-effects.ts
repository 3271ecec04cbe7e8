import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { faceToFaces } from '@app/db/schema/face-to-faces';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { onDemandState, reminderTimes, sessionStart } from '@app/domain/learning/booking';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { broadcast, type Broadcaster } from '../../realtime/broadcaster.ts';
import { EVENTS } from '../../realtime/events.ts';
import { notifySeatOffered } from './booking-notify.ts';
import { sendOfferMail, sendSessionMail } from './booking-mail.ts';
import { onDemandMinimum } from './booking-view.ts';
import { expireOffer, type Promotion } from './booking-seats.ts';

/** What a change of bookings sets off once committed: live events, e-mails and jobs. */
export interface BookingEffects {
  /** Learners whose bookings changed: their open pages refresh. */
  users: Set<number>;
  /** Trainings whose seat counts changed: open detail pages refresh them. */
  trainings: Set<number>;
  /** Seats offered from the waiting list: an e-mail, and the offer's expiry job. */
  promotions: Promotion[];
  /** Bookings newly confirmed: their reminders. */
  confirmed: number[];
}

export const noEffects = (): BookingEffects => ({ users: new Set(), trainings: new Set(), promotions: [], confirmed: [] });

export interface BookingDeps {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  broadcaster: Broadcaster;
}

/** Job names (pg-boss queues). */
export const BOOKING_JOBS = {
  offerExpiry: 'booking-offer-expiry',
  reminder: 'booking-reminder',
  sweep: 'booking-sweep',
  sessionOpened: 'booking-session-opened',
} as const;

/** A confirmed booking's session, and the seats a session on demand needs (null when it is not on demand). */
async function confirmedSession(db: Db, bookingId: number) {
  const [row] = await db
    .select({ type: trainings.type, session: faceToFaceSessions, onDemandMin: onDemandMinimum })
    .from(sessionBookings)
    .innerJoin(enrolments, eq(enrolments.id, sessionBookings.enrolmentId))
    .innerJoin(trainingOffers, eq(trainingOffers.id, enrolments.offerId))
    .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
    .innerJoin(faceToFaceSessions, eq(faceToFaceSessions.id, sessionBookings.sessionId))
    .where(eq(sessionBookings.id, bookingId));
  return row;
}

async function trainingOfSession(db: Db, sessionId: number): Promise<number> {
  const [row] = await db
    .select({ trainingId: faceToFaces.trainingId })
    .from(faceToFaceSessions)
    .innerJoin(faceToFaces, eq(faceToFaces.id, faceToFaceSessions.faceToFaceId))
    .where(eq(faceToFaceSessions.id, sessionId));
  return row.trainingId;
}

/**
 * A reminder names the start it was queued for: once the session has moved, the reminders queued for its new dates
 * speak, and the former ones are not sent (jobs queued before this field existed carry none and are sent).
 */
interface ReminderJob {
  bookingId: number;
  start?: string;
}

/** Runs the effects of a committed change. The jobs and e-mails are queued before the live events are raised. */
export async function applyBookingEffects(deps: BookingDeps, effects: BookingEffects, now = new Date()): Promise<void> {
  const { db, jobs, mailer, broadcaster } = deps;
  for (const promotion of effects.promotions) {
    effects.users.add(promotion.userId);
    await jobs.send(BOOKING_JOBS.offerExpiry, { bookingId: promotion.bookingId }, { startAfter: promotion.expiresAt, key: String(promotion.bookingId) });
    await sendOfferMail(db, mailer, promotion.bookingId);
    await notifySeatOffered(db, broadcaster, promotion);
  }
  for (const bookingId of effects.confirmed) {
    const { type, session, onDemandMin } = await confirmedSession(db, bookingId);
    const start = sessionStart(session);
    for (const at of reminderTimes(start, now, type === 'webinar')) {
      await jobs.send(BOOKING_JOBS.reminder, { bookingId, start: start.toISOString() } satisfies ReminderJob, { startAfter: at, key: `${bookingId}@${at.toISOString()}` });
    }
    // A session on demand reaching its minimum takes place: its learners are told once (the job's key).
    if (onDemandMin !== null && onDemandState(session.currentParticipants, Number(onDemandMin)).open) {
      await jobs.send(BOOKING_JOBS.sessionOpened, { sessionId: session.id }, { key: String(session.id) });
    }
  }
  for (const userId of effects.users) await broadcast(broadcaster, EVENTS.userChanged, { userId }, { reason: 'booking' });
  for (const trainingId of effects.trainings) await broadcast(broadcaster, EVENTS.sessionSeats, { trainingId }, { trainingId });
}

/** An offer's expiry: the seat passes to the next person waiting (who is told), else it is given back. */
export async function runOfferExpiry(deps: BookingDeps, bookingId: number, now = new Date()): Promise<void> {
  const outcome = await deps.db.transaction((tx) => expireOffer(tx, bookingId, now));
  if (!outcome) return;
  const effects = noEffects();
  effects.users.add(outcome.userId);
  if (outcome.promoted) effects.promotions.push(outcome.promoted);
  effects.trainings.add(await trainingOfSession(deps.db, outcome.sessionId));
  await applyBookingEffects(deps, effects, now);
}

/**
 * The safety net, every minute: offers past their expiry whose job was lost (the process stopped between the commit
 * and the queueing) are expired too.
 */
export async function sweepExpiredOffers(deps: BookingDeps, now = new Date()): Promise<void> {
  const due = await deps.db
    .select({ id: sessionBookings.id })
    .from(sessionBookings)
    .where(and(eq(sessionBookings.status, 'offered'), lte(sessionBookings.offerExpiresAt, now)));
  for (const { id } of due) await runOfferExpiry(deps, id, now);
}

/** Registers the booking workers on the queue of this process. */
export async function workBookingJobs(deps: BookingDeps): Promise<void> {
  await deps.jobs.work<{ bookingId: number }>(BOOKING_JOBS.offerExpiry, ({ bookingId }) => runOfferExpiry(deps, bookingId));
  await deps.jobs.work<ReminderJob>(BOOKING_JOBS.reminder, async ({ bookingId, start }) => {
    await sendSessionMail(deps.db, deps.mailer, bookingId, 'reminder', start);
  });
  await deps.jobs.work<{ sessionId: number }>(BOOKING_JOBS.sessionOpened, async ({ sessionId }) => {
    const seated = await deps.db
      .select({ id: sessionBookings.id })
      .from(sessionBookings)
      .where(and(eq(sessionBookings.sessionId, sessionId), eq(sessionBookings.status, 'confirmed')));
    for (const { id } of seated) await sendSessionMail(deps.db, deps.mailer, id, 'opened');
  });
  await deps.jobs.work(BOOKING_JOBS.sweep, () => sweepExpiredOffers(deps));
  await deps.jobs.schedule(BOOKING_JOBS.sweep, '* * * * *');
}
