/**
 * The face-to-face sessions an administrator manages (issue 17 part 4; spec §3 Face-to-face session and sessionDates,
 * §4 session ordering): the days of a session, its capacity against the seats already held, and when it may still be
 * cancelled. Pure rules: the API applies them inside its transactions.
 */
import { normalizeSession } from '../catalogue/face-to-face-sessions.ts';
import { sessionStart } from '../learning/booking.ts';

/** Most days one session may have, and most trainers. */
export const SESSION_DAYS_MAX = 30;
export const SESSION_TRAINERS_MAX = 10;
/** Most seats a session may offer. */
export const SESSION_SEATS_MAX = 1000;

/** One day of a session as the administrator enters it: a local date and its start and end times (HH:MM). */
export interface SessionDayInput {
  date: string;
  startTime: string;
  endTime: string;
}

/** What is wrong with one day (`dates.<index>.<field>`), named by a message key of `admin.faceToFace.validation`. */
export interface DayProblem {
  index: number;
  field: 'date' | 'endTime';
  problem: 'endBeforeStart' | 'sameDay';
}

const minutes = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
};

/** The problems of a session's days: a day ending before (or when) it starts, a date given twice (spec §3: one row per day). */
export function dayProblems(days: readonly SessionDayInput[]): DayProblem[] {
  const problems: DayProblem[] = [];
  const seen = new Set<string>();
  days.forEach((day, index) => {
    if (minutes(day.endTime) <= minutes(day.startTime)) problems.push({ index, field: 'endTime', problem: 'endBeforeStart' });
    if (seen.has(day.date)) problems.push({ index, field: 'date', problem: 'sameDay' });
    seen.add(day.date);
  });
  return problems;
}

/**
 * The session's own schedule from its days (spec §4: a multi-date session starts on its earliest day): its start date
 * and times are the earliest day's, its days sorted; `multiDates` when it has more than one day, and then only are
 * the days stored as sessionDates.
 */
export function sessionSchedule(days: readonly SessionDayInput[]) {
  const [first, ...rest] = days;
  const normalised = normalizeSession({ startDate: first.date, startTime: first.startTime, multiDates: rest.length > 0, sessionDates: days });
  const sorted = (normalised.sessionDates ?? days) as SessionDayInput[];
  const earliest = sorted[0];
  return {
    startDate: earliest.date,
    startTime: earliest.startTime,
    endTime: earliest.endTime,
    multiDates: sorted.length > 1,
    days: sorted,
  };
}

/** A session cannot offer fewer seats than those already held (confirmed, or offered from the waiting list). */
export function capacityAllowed(maxParticipants: number, heldSeats: number): boolean {
  return maxParticipants >= heldSeats;
}

/** Whether a session has started (its earliest day's start, Europe/Paris): then it is past and can no longer be cancelled. */
export function hasStarted(session: { startDate: string; startTime: string }, now: Date): boolean {
  return sessionStart(session).getTime() <= now.getTime();
}
