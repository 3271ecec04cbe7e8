/**
 * Badges of the profile (issue 13 part 9, spec §3 "badges: fields not shown", docs/decisions.md "Badges"): each is
 * earned by a documented rule over the learner's history and learning activity, and carries its progress toward it.
 */
import { todayInParis } from '../identity/session-user.ts';

/** Points thresholds of the points badges (points of the history, spec §3 rule). */
export const POINTS_THRESHOLDS = [100, 500, 1000] as const;
/** Consecutive weeks (Monday to Sunday, Europe/Paris) with learning activity of the streak badges. */
export const STREAK_WEEKS = [4, 12] as const;

export const BADGE_IDS = ['firstTraining', 'dpcProgramme', ...POINTS_THRESHOLDS.map((n) => `points${n}` as const), ...STREAK_WEEKS.map((n) => `streak${n}` as const)] as const;
export type BadgeId = (typeof BADGE_IDS)[number];
export type BadgeKind = 'firstTraining' | 'dpcProgramme' | 'points' | 'streak';

/** A badge with its progress: `current` out of `target` (capped at the target), earnedAt the ISO instant it was earned. */
export interface Badge {
  id: BadgeId;
  kind: BadgeKind;
  target: number;
  current: number;
  earnedAt: string | null;
}

/** A finished training of the history: when it ended, its points (spec §3 rule) and whether it is a DPC programme. */
export interface CompletedTraining {
  endDate: string;
  points: number;
  isDpcProgramme: boolean;
}

export interface BadgeInput {
  completed: readonly CompletedTraining[];
  /** ISO instants of learning activity (tracking events, module progress, completions), in any order. */
  activity: readonly string[];
  /** Points badges are shown only with points access (spec §4 hasPointsAccess). */
  pointsAccess: boolean;
  /** The instant the badges are computed at (the current streak runs up to this week). */
  now: string;
}

const DAY_MS = 86_400_000;

/**
 * The Europe/Paris week of an instant (spec §9), as a number: consecutive weeks have consecutive numbers. Weeks
 * start on Monday (1970-01-01 was a Thursday, hence the 3 days).
 */
export function parisWeek(instant: string): number {
  const day = Date.parse(`${todayInParis(new Date(instant))}T00:00:00Z`) / DAY_MS;
  return Math.floor((day + 3) / 7);
}

/** The first instant at which a running total of the entries (oldest first) reaches `target`, else null. */
function reachedAt<T>(entries: readonly T[], at: (e: T) => string, value: (e: T) => number, target: number): string | null {
  let total = 0;
  for (const entry of entries) {
    total += value(entry);
    if (total >= target) return at(entry);
  }
  return null;
}

/**
 * Streak of weeks: earned as soon as some run of consecutive active weeks reached the target (earnedAt: the first
 * activity of the week that made it); until then the progress is the run still alive (ending this week or the last).
 */
function streakBadge(id: BadgeId, target: number, activity: readonly string[], now: string): Badge {
  const sorted = [...activity].sort();
  const firstOfWeek = new Map<number, string>();
  for (const instant of sorted) {
    const week = parisWeek(instant);
    if (!firstOfWeek.has(week)) firstOfWeek.set(week, instant);
  }
  const weeks = [...firstOfWeek.keys()].sort((a, b) => a - b);
  let run = 0;
  let earnedAt: string | null = null;
  for (let i = 0; i < weeks.length; i++) {
    run = i > 0 && weeks[i] === weeks[i - 1] + 1 ? run + 1 : 1;
    if (run >= target && earnedAt === null) earnedAt = firstOfWeek.get(weeks[i])!;
  }
  const thisWeek = parisWeek(now);
  const last = weeks.at(-1);
  const alive = last !== undefined && thisWeek - last <= 1 ? run : 0;
  return { id, kind: 'streak', target, current: earnedAt ? target : Math.min(alive, target), earnedAt };
}

/** Every badge of the learner with its progress, in a fixed order (spec §3 badges; rules in docs/decisions.md). */
export function learnerBadges(input: BadgeInput): Badge[] {
  const done = [...input.completed].sort((a, b) => a.endDate.localeCompare(b.endDate));
  const count = (target: number, entries: readonly CompletedTraining[]) => ({
    target,
    current: Math.min(entries.length, target),
    earnedAt: entries.length >= target ? entries[target - 1].endDate : null,
  });
  const badges: Badge[] = [
    { id: 'firstTraining', kind: 'firstTraining', ...count(1, done) },
    { id: 'dpcProgramme', kind: 'dpcProgramme', ...count(1, done.filter((c) => c.isDpcProgramme)) },
  ];
  if (input.pointsAccess) {
    const total = done.reduce((sum, c) => sum + c.points, 0);
    for (const target of POINTS_THRESHOLDS) {
      badges.push({
        id: `points${target}`,
        kind: 'points',
        target,
        current: Math.min(total, target),
        earnedAt: reachedAt(done, (c) => c.endDate, (c) => c.points, target),
      });
    }
  }
  for (const target of STREAK_WEEKS) badges.push(streakBadge(`streak${target}`, target, input.activity, input.now));
  return badges;
}

/** The badge to earn next: the unearned one closest to its target (by share done), the first in order on a tie. */
export function nextBadge(badges: readonly Badge[]): Badge | null {
  let best: Badge | null = null;
  for (const badge of badges) {
    if (badge.earnedAt) continue;
    if (!best || badge.current / badge.target > best.current / best.target) best = badge;
  }
  return best;
}
