/** The personal training plan's layout (spec §3 "Training plan", §4 rows and span, §9 minimum span, Europe/Paris). */
import { parisInstant } from '../platform/paris-time.ts';
import { todayInParis } from '../identity/session-user.ts';

/** Spec §9: the displayed plan spans at least this many months from its start. */
export const PLAN_MIN_MONTHS = 12;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Months since year 0 of a local date `YYYY-MM-DD` (only its year and month count). */
function monthNumber(date: string): number {
  const m = LOCAL_DATE.exec(date);
  if (!m) throw new RangeError(`Not a local date: ${date}`);
  return Number(m[1]) * 12 + Number(m[2]) - 1;
}

/** The `YYYY-MM` month of a month number. */
function monthOf(n: number): string {
  return `${String(Math.floor(n / 12)).padStart(4, '0')}-${String((n % 12) + 1).padStart(2, '0')}`;
}

/** The last local day of a month number. */
function lastDayOf(n: number): string {
  const year = Math.floor(n / 12);
  const month = n % 12;
  const day = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${monthOf(n)}-${String(day).padStart(2, '0')}`;
}

export interface PlanSpan {
  startDate: string;
  /** The plan's end, pushed to the last day of its twelfth month when the plan is shorter (spec §4, §9). */
  endDate: string;
  /** The months shown as columns, `YYYY-MM`, from the start's month to the displayed end's: at least 12. */
  months: string[];
}

/** The displayed span of a plan: its end extended so that it spans at least 12 months from its start (spec §4, §9). */
export function displayedSpan(startDate: string, endDate: string): PlanSpan {
  const first = monthNumber(startDate);
  const minimumEnd = lastDayOf(first + PLAN_MIN_MONTHS - 1);
  const end = endDate > minimumEnd ? endDate : minimumEnd;
  const last = monthNumber(end);
  return { startDate, endDate: end, months: Array.from({ length: last - first + 1 }, (_, i) => monthOf(first + i)) };
}

export interface DatedActivity {
  /** Local dates `YYYY-MM-DD` (Europe/Paris). */
  startDate: string;
  finishDate: string;
}

export interface Placed {
  /** Column of the first and last month of the activity in the span (0 = the span's first month), clipped to it. */
  fromDate: number;
  toDate: number;
  /** 0-based line of the timeline: activities whose month spans overlap never share one. */
  row: number;
}

/**
 * Lays activities out in rows so that overlapping month spans take different rows (spec §4): greedy, in order of
 * first month, then last month, then given order (stable); each goes to the first row whose last month is before its
 * first. Activities are answered in the given order, each with its columns in the span and its row.
 */
export function layoutRows<T extends DatedActivity>(activities: readonly T[], span: Pick<PlanSpan, 'startDate' | 'months'>): Array<T & Placed> {
  const origin = monthNumber(span.startDate);
  const lastColumn = span.months.length - 1;
  const measured = activities.map((activity, index) => {
    const from = monthNumber(activity.startDate) - origin;
    const to = Math.max(from, monthNumber(activity.finishDate) - origin);
    return { activity, index, from, to };
  });
  const order = [...measured].sort((a, b) => a.from - b.from || a.to - b.to || a.index - b.index);
  const rowEnds: number[] = [];
  const rows = new Map<number, number>();
  for (const m of order) {
    let row = rowEnds.findIndex((end) => end < m.from);
    if (row === -1) row = rowEnds.length;
    rowEnds[row] = m.to;
    rows.set(m.index, row);
  }
  const clip = (column: number) => Math.min(Math.max(column, 0), lastColumn);
  return measured.map((m) => ({ ...m.activity, fromDate: clip(m.from), toDate: clip(m.to), row: rows.get(m.index) ?? 0 }));
}

/** True when an activity's dates meet the span (from its start to its displayed end). */
export function meetsSpan(activity: DatedActivity, span: Pick<PlanSpan, 'startDate' | 'endDate'>): boolean {
  return activity.startDate <= span.endDate && activity.finishDate >= span.startDate;
}

/**
 * The Paris-zone ISO string of a local date's midnight (spec §3: activity dates travel as Paris-zone ISO strings),
 * e.g. `2026-03-01T00:00:00+01:00`, `2026-07-01T00:00:00+02:00`.
 */
export function parisIsoDate(date: string): string {
  if (!LOCAL_DATE.test(date)) throw new RangeError(`Not a local date: ${date}`);
  const instant = parisInstant(date, '00:00');
  const offsetMinutes = Math.round((Date.parse(`${date}T00:00:00Z`) - instant.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${date}T00:00:00${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The Europe/Paris local date (`YYYY-MM-DD`) of an ISO instant, whatever zone it is written in. */
export function parisDateOf(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not an ISO date: ${iso}`);
  return todayInParis(instant);
}

/** The calendar year (Paris) of a day: the span of a learner's plan when their account has no current plan. */
export function calendarYearOf(date: string): { startDate: string; endDate: string } {
  const year = date.slice(0, 4);
  return { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
}

interface DatedPlan {
  id: number;
  startDate: string;
  endDate: string;
}

/** An account's plan in force on a day (the latest started one still running), else the next to start; and the ended ones, newest first. */
export function currentAndHistory<T extends DatedPlan>(plans: readonly T[], today: string): { current: T | null; upcoming: T[]; ended: T[] } {
  const running = plans.filter((p) => p.startDate <= today && p.endDate >= today).sort((a, b) => b.startDate.localeCompare(a.startDate));
  const upcoming = plans.filter((p) => p.startDate > today).sort((a, b) => a.startDate.localeCompare(b.startDate));
  const ended = plans.filter((p) => p.endDate < today).sort((a, b) => b.endDate.localeCompare(a.endDate) || b.id - a.id);
  const current = running[0] ?? upcoming[0] ?? null;
  return { current, upcoming: [...running.slice(1), ...upcoming].filter((p) => p !== current), ended };
}
