/**
 * The pharmacy's dashboard (issue 15 part 5): the year's months, the learners who are behind their plan, and the
 * order they are shown in. Days are Europe/Paris calendar days (`YYYY-MM-DD`), as the plan's activities store them.
 */

export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/**
 * Share of an activity's period after which a learner who has not even started its training is "clearly late": past
 * the middle of the period, finishing on time would need twice the planned pace.
 */
export const LATE_START_SHARE = 0.5;

/**
 * The learners behind their plan the dashboard lists, the most late first: in a group of thousands the list would
 * otherwise outweigh the rest of the answer; their number is given in full.
 */
export const BEHIND_LIMIT = 100;

/** How many years back the year filter offers (this year included). */
export const DASHBOARD_YEARS = 5;

/** overdue: the finish day has passed without completion; lateStart: past LATE_START_SHARE of the period, not started. */
export type BehindReason = 'overdue' | 'lateStart';

export interface PlannedActivity {
  startDate: string;
  finishDate: string;
}

/** Where the learner stands in the activity's training (their enrolment on the platform, if any). */
export interface ActivityState {
  completed: boolean;
  started: boolean;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/**
 * Whether a learner is behind on one assigned activity on `today`, and since which day (docs/decisions.md "Dashboard:
 * behind their plan"): overdue from the day after its finish day while the training is not completed; late from the
 * day LATE_START_SHARE of its period has elapsed while the training is not even started. A completed training is
 * never behind, whenever it was completed.
 */
export function behindOn(activity: PlannedActivity, state: ActivityState, today: string): { reason: BehindReason; since: string } | null {
  if (state.completed) return null;
  const start = dayNumber(activity.startDate);
  const finish = dayNumber(activity.finishDate);
  const now = dayNumber(today);
  if (now > finish) return { reason: 'overdue', since: dayOf(finish + 1) };
  // The period counts its finish day: a one-day activity is late from its own day only once it has passed.
  const lateFrom = start + Math.ceil((finish - start + 1) * LATE_START_SHARE);
  if (!state.started && now >= lateFrom) return { reason: 'lateStart', since: dayOf(lateFrom) };
  return null;
}

export interface BehindActivity {
  reason: BehindReason;
  since: string;
}

/** Learners behind their plan, most late first: overdue activities count before late starts, then the oldest `since`. */
export function sortBehind<L extends { activities: readonly BehindActivity[]; name: string }>(learners: readonly L[]): L[] {
  const overdue = (l: L) => l.activities.filter((a) => a.reason === 'overdue').length;
  const oldest = (l: L) => l.activities.reduce((min, a) => (a.since < min ? a.since : min), '9999-12-31');
  return [...learners].sort((a, b) => overdue(b) - overdue(a) || b.activities.length - a.activities.length || oldest(a).localeCompare(oldest(b)) || a.name.localeCompare(b.name));
}

/** The twelve months of a year, each with the values found for it and zeros elsewhere. */
export function fillMonths<V extends object>(rows: readonly (V & { month: number })[], zero: V): (V & { month: number })[] {
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return MONTHS.map((month) => ({ ...zero, ...byMonth.get(month), month }));
}

/** The years the filter offers, newest first: this year and the DASHBOARD_YEARS - 1 before it. */
export function dashboardYears(currentYear: number): number[] {
  return Array.from({ length: DASHBOARD_YEARS }, (_, i) => currentYear - i);
}
