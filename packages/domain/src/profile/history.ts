/** The profile's history tab (issue 13 part 4): its filters, the years it offers and the points total (spec §3). */
import { TRAINING_TYPES, type TrainingType } from '../catalogue/training-types.ts';
import { historyPoints, type HistoryScores } from '../learning/points.ts';
import { TIME_ZONE } from '../platform/locales.ts';

/** What the history filters on: the year a training was finished (Europe/Paris) and its training type. */
export interface HistoryFilter {
  year?: number | null;
  type?: TrainingType | null;
}

/** An entry as the filters and the total read it (a spec §3 History entry). */
export interface FilterableEntry extends Pick<HistoryScores, 'formations'> {
  endDate: string;
  course: { type: string; points: number };
}

const yearFormat = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: TIME_ZONE });

/** The year, in Europe/Paris, of an ISO instant (a training finished on 31 December at 23:30 UTC is of the next year). */
export function parisYear(iso: string): number {
  return Number(yearFormat.format(new Date(iso)));
}

/** The entries the filter keeps, in their order; an absent year or type keeps every entry. */
export function filterHistory<E extends FilterableEntry>(entries: readonly E[], filter: HistoryFilter): E[] {
  return entries.filter((e) => (filter.year == null || parisYear(e.endDate) === filter.year) && (filter.type == null || e.course.type === filter.type));
}

/** The years the history has, newest first (the year filter's choices). */
export function historyYears(entries: readonly FilterableEntry[]): number[] {
  return [...new Set(entries.map((e) => parisYear(e.endDate)))].sort((a, b) => b - a);
}

/** The training types the history has, in the catalogue's order (the type filter's choices). */
export function historyTypes(entries: readonly FilterableEntry[]): TrainingType[] {
  return TRAINING_TYPES.filter((type) => entries.some((e) => e.course.type === type));
}

/** The points of the entries: each by the History entry rule (rounded initial and final scores plus the training's points). */
export function pointsTotal(entries: readonly FilterableEntry[]): number {
  return entries.reduce((sum, e) => sum + historyPoints({ formations: e.formations, points: e.course.points }), 0);
}

/** A filter read from a query (the URL's or the export call's): an unknown type or a year that is not one is ignored. */
export function readHistoryFilter(query: { year?: string | null; type?: string | null }): HistoryFilter {
  const year = /^\d{4}$/.test(query.year ?? '') ? Number(query.year) : null;
  const type = (TRAINING_TYPES as readonly string[]).includes(query.type ?? '') ? (query.type as TrainingType) : null;
  return { year, type };
}
