/**
 * Virtual classes and webinars (issue 12 part 3): when a booked learner may join a session date. Session dates are
 * local Europe/Paris dates and times (spec §3, §9), turned into instants here so a window is right on both sides of a
 * daylight-saving change.
 */
import { parisInstant } from '../platform/paris-time.ts';

/** The class opens this long before a date's start (to test sound and camera) and closes at its end. */
export const JOIN_OPENS_BEFORE_MINUTES = 15;
/** The trainer may open the room earlier, to set it up before the learners come. */
export const TRAINER_OPENS_BEFORE_MINUTES = 60;

/** One day of a session: the session's own date and times, or one of its session dates (spec §3 sessionDates). */
export interface SessionDay {
  /** `YYYY-MM-DD`, local to Europe/Paris. */
  date: string;
  /** `HH:MM` or `HH:MM:SS`, local to Europe/Paris. */
  startTime: string;
  endTime: string;
}

export interface JoinWindow {
  opensAt: Date;
  closesAt: Date;
}

/** When a booked learner may join a session date: from 15 minutes before its start to its end, Europe/Paris. */
export function joinWindow(day: SessionDay, opensBeforeMinutes = JOIN_OPENS_BEFORE_MINUTES): JoinWindow {
  const start = parisInstant(day.date, day.startTime);
  return { opensAt: new Date(start.getTime() - opensBeforeMinutes * 60_000), closesAt: parisInstant(day.date, day.endTime) };
}

/**
 * Where a session stands for joining at `now`: `open` on the date whose window holds now, else `upcoming` with the
 * next date to open, else `over` once its last date has closed. The windows of a session's dates never overlap
 * (one date per day).
 */
export type JoinState =
  | { state: 'open'; day: SessionDay; window: JoinWindow }
  | { state: 'upcoming'; day: SessionDay; window: JoinWindow }
  | { state: 'over' };

export function joinState(days: readonly SessionDay[], now: Date, opensBeforeMinutes = JOIN_OPENS_BEFORE_MINUTES): JoinState {
  const windows = days.map((day) => ({ day, window: joinWindow(day, opensBeforeMinutes) })).sort((a, b) => a.window.opensAt.getTime() - b.window.opensAt.getTime());
  const at = now.getTime();
  const open = windows.find(({ window }) => window.opensAt.getTime() <= at && at < window.closesAt.getTime());
  if (open) return { state: 'open', ...open };
  const next = windows.find(({ window }) => window.opensAt.getTime() > at);
  return next ? { state: 'upcoming', ...next } : { state: 'over' };
}

/**
 * The BigBlueButton meeting of a session date (one per date, issue 12 part 3): derived from the session and the day
 * alone, so every instance and every call names the same meeting.
 */
export function meetingIdOf(sessionId: number, date: string): string {
  return `pharma-campus-session-${sessionId}-${date}`;
}

/** A trainer's link works until this long after the session's last date, to mark attendance afterwards. */
export const TRAINER_LINK_DAYS_AFTER = 30;

/** When a trainer's link stops working: 30 days after the end of the session's last date. */
export function trainerLinkExpiry(days: readonly SessionDay[]): Date {
  const lastEnd = Math.max(...days.map((day) => joinWindow(day).closesAt.getTime()));
  return new Date(lastEnd + TRAINER_LINK_DAYS_AFTER * 86_400_000);
}
