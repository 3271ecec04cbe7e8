/** Face-to-face sessions: seats and ordering (spec §3 Face-to-face session, §4 session ordering). */

/** One day of a multi-date session (spec §3 sessionDates). Dates are local `YYYY-MM-DD`, times `HH:MM[:SS]`. */
export interface SessionDayLike {
  date: string;
  startTime?: string | null;
  endTime?: string | null;
}

/** The fields of a session the rules read; any other field is kept as is. */
export interface SessionLike {
  city?: string | null;
  marketingCity?: string | null;
  startDate: string;
  startTime?: string | null;
  multiDates?: boolean | null;
  sessionDates?: readonly SessionDayLike[] | null;
}

export interface SeatsLike {
  maxParticipants: number;
  currentParticipants: number;
}

/** Seats available = maxParticipants minus currentParticipants, never below 0 (spec §3). */
export function seatsAvailable(s: SeatsLike): number {
  const max = Number.isFinite(s.maxParticipants) ? s.maxParticipants : 0;
  const current = Number.isFinite(s.currentParticipants) ? s.currentParticipants : 0;
  return Math.max(0, max - current);
}

/** A session is full when no seat is available (spec §3). */
export function isFull(s: SeatsLike): boolean {
  return seatsAvailable(s) === 0;
}

const byDay = (a: SessionDayLike, b: SessionDayLike): number =>
  a.date.localeCompare(b.date) || (a.startTime ?? '').localeCompare(b.startTime ?? '');

/**
 * A multi-date session with its days sorted ascending and its earliest day as start date (spec §4).
 * Decision: the start time becomes that earliest day's start time when the day has one, so the session reads
 * consistently; a single-date session (or one without days) is returned unchanged.
 */
export function normalizeSession<T extends SessionLike>(session: T): T {
  const days = session.sessionDates;
  if (!session.multiDates || !days || days.length === 0) return session;
  const sorted = [...days].sort(byDay);
  const [first] = sorted;
  return { ...session, sessionDates: sorted, startDate: first.date, startTime: first.startTime ?? session.startTime };
}

const frenchCollator = new Intl.Collator('fr');

/** The place a session is listed under: its marketing city, else its city (spec §4). */
export function sessionPlace(s: SessionLike): string {
  return (s.marketingCity ?? '').trim() || (s.city ?? '').trim();
}

/** The city used to decide whether sessions are "in the same city": the city, else the marketing city. */
function sessionCity(s: SessionLike): string {
  return ((s.city ?? '').trim() || (s.marketingCity ?? '').trim()).toLocaleLowerCase('fr');
}

const byStart = (a: SessionLike, b: SessionLike): number =>
  a.startDate.localeCompare(b.startDate) || (a.startTime ?? '').localeCompare(b.startTime ?? '');

/**
 * Sessions in display order (spec §4), as new objects (the input is not mutated):
 * multi-date sessions are normalised first (earliest day as start date, days ascending); then sessions are sorted
 * by start date (and start time) for a virtual class or when they are all in the same city, otherwise by marketing
 * city (or city) in French alphabetical order (`Intl.Collator('fr')`: "Évry" between "Dijon" and "Lyon"), then by
 * start date. Decision: "same city" compares the city (else the marketing city) case-insensitively, so several
 * Paris venues with different marketing names still read in date order; sessions without any place sort last
 * in the city order. The sort is stable for equal keys.
 */
export function orderSessions<T extends SessionLike>(sessions: readonly T[], opts: { virtualClass?: boolean | null } = {}): T[] {
  const normalized = sessions.map(normalizeSession);
  const cities = new Set(normalized.map(sessionCity));
  if (opts.virtualClass || cities.size <= 1) return normalized.sort(byStart);
  return normalized.sort((a, b) => {
    const pa = sessionPlace(a);
    const pb = sessionPlace(b);
    if (!pa !== !pb) return pa ? -1 : 1;
    return frenchCollator.compare(pa, pb) || byStart(a, b);
  });
}
