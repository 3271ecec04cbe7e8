/**
 * Session bookings (issue 12 part 1; spec §3 Face-to-face session, §9 Europe/Paris): which session may be booked,
 * when a booking may be cancelled, how long a seat offered from the waiting list is held, and when a session on
 * demand opens. Pure rules: the database counts the seats (one conditional UPDATE), these decide the rest.
 */

import { parisInstant } from '../platform/paris-time.ts';

/** Why a booking is refused; each has a translated message (`learning.booking.*`). */
export const BOOKING_REFUSALS = ['otherTraining', 'past', 'full', 'alreadyBooked'] as const;
export type BookingRefusal = (typeof BOOKING_REFUSALS)[number];

const HOUR = 3_600_000;

/** How long a learner promoted from the waiting list has to confirm the seat held for them (docs/decisions.md). */
export const OFFER_HOLD_HOURS = 24;
/** Cancelling less than this before the start is still allowed, and marked late (docs/decisions.md). */
export const LATE_CANCELLATION_HOURS = 48;
/** Reminder e-mails go this long before a session's start: the day before, and an hour before a webinar. */
export const REMINDER_HOURS = { session: 24, webinar: 1 } as const;

export interface BookableSession {
  /** The training the session belongs to (through its face-to-face). */
  trainingId: number;
  /** The session's first day and start time (local, Europe/Paris; spec §4: a multi-date session starts on its earliest day). */
  startDate: string;
  startTime: string;
  maxParticipants: number;
  currentParticipants: number;
  /** The face-to-face refuses a waiting list. */
  noWaitingList: boolean;
}

/** When a session starts, as an instant. */
export function sessionStart(s: Pick<BookableSession, 'startDate' | 'startTime'>): Date {
  return parisInstant(s.startDate, s.startTime);
}

export type BookingDecision = { allow: true } | { allow: false; reason: BookingRefusal };

/**
 * May the learner ask for a seat in this session of `trainingId`? Not in another training's session, not once it has
 * started, not twice. A full session of a face-to-face without waiting list is refused here when it already looks
 * full; the seat itself is taken (or not) by the database, so a session filling up meanwhile is refused the same way.
 */
export function decideBooking(session: BookableSession, ctx: { trainingId: number; now: Date; alreadyBooked: boolean }): BookingDecision {
  if (session.trainingId !== ctx.trainingId) return { allow: false, reason: 'otherTraining' };
  if (sessionStart(session).getTime() <= ctx.now.getTime()) return { allow: false, reason: 'past' };
  if (ctx.alreadyBooked) return { allow: false, reason: 'alreadyBooked' };
  if (session.noWaitingList && session.currentParticipants >= session.maxParticipants) return { allow: false, reason: 'full' };
  return { allow: true };
}

export type CancellationDecision = { allow: true; late: boolean } | { allow: false };

/**
 * Cancelling is free until LATE_CANCELLATION_HOURS before the start; later it is still accepted (a freed seat can go
 * to the waiting list, a no-show helps nobody) and marked late for the organiser; once started it is refused.
 */
export function decideCancellation(start: Date, now: Date): CancellationDecision {
  const left = start.getTime() - now.getTime();
  if (left <= 0) return { allow: false };
  return { allow: true, late: left < LATE_CANCELLATION_HOURS * HOUR };
}

/**
 * Until when a seat freed for the first person waiting is held for them: OFFER_HOLD_HOURS, never past the session's
 * start. Null when the session has started: nobody is promoted any more.
 */
export function offerExpiry(start: Date, now: Date): Date | null {
  if (start.getTime() <= now.getTime()) return null;
  return new Date(Math.min(now.getTime() + OFFER_HOLD_HOURS * HOUR, start.getTime()));
}

/**
 * A session on demand (offer `sessions_on_demand`, training `sessionOnDemandMinParticipants`) is booked like any
 * other, and takes place once that many seats are held: until then it is "to be confirmed", with the seats missing.
 * Without a minimum (or not on demand) a session is open.
 */
export function onDemandState(heldSeats: number, minParticipants: number | null): { open: boolean; missing: number } {
  const missing = Math.max(0, (minParticipants ?? 0) - heldSeats);
  return { open: missing === 0, missing };
}

/** When the reminders of a booking are sent (those still to come): the day before, and an hour before a webinar. */
export function reminderTimes(start: Date, now: Date, webinar: boolean): Date[] {
  const hours = webinar ? [REMINDER_HOURS.session, REMINDER_HOURS.webinar] : [REMINDER_HOURS.session];
  return hours.map((h) => new Date(start.getTime() - h * HOUR)).filter((at) => at.getTime() > now.getTime());
}
