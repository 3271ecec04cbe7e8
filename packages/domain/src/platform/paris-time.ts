/** Local Europe/Paris dates and times (spec §9: a session's day and hours) turned into instants. */
import { TIME_ZONE } from './locales.ts';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Europe/Paris's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function parisOffset(instant: number): number {
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]));
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of a Europe/Paris wall-clock date and time (spec §9). A time that does not exist (skipped by the
 * spring change) is read with the offset before the change, i.e. one hour later once the clocks moved; a time that
 * happens twice (the autumn change) is its first occurrence.
 */
export function parisInstant(date: string, time: string): Date {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!d || !t) throw new RangeError(`Not a local date and time: ${date} ${time}`);
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), Number(t[3] ?? 0));
  // Paris is at most two hours from UTC: the offsets three hours either side are those before and after any change.
  const before = parisOffset(wall - 3 * 3600_000);
  const after = parisOffset(wall + 3 * 3600_000);
  const holds = (instant: number, offset: number) => parisOffset(instant) === offset;
  if (holds(wall - before, before)) return new Date(wall - before);
  if (holds(wall - after, after)) return new Date(wall - after);
  return new Date(wall - before);
}

/** The local day after a YYYY-MM-DD day. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * The instants bounding a period of Europe/Paris days, both included (YYYY-MM-DD; either may be left out): from the
 * first day's midnight to the midnight after the last day (`start` <= instant < `end`), for the back-office's date
 * filters (spec §9).
 */
export function parisDaysBounds(from: string, to: string): { start: Date; end: Date };
export function parisDaysBounds(from?: string, to?: string): { start?: Date; end?: Date };
export function parisDaysBounds(from?: string, to?: string): { start?: Date; end?: Date } {
  const bounds: { start?: Date; end?: Date } = {};
  if (from) bounds.start = parisInstant(from, '00:00');
  if (to) bounds.end = parisInstant(nextDay(to), '00:00');
  return bounds;
}

/** A day `YYYY-MM-DD` that exists on the calendar (no 31 February). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
