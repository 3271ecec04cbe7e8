/** The current quiz and the current training (spec §4). */

/** The current quiz is the first not hidden; a quiz is hidden once answered (spec §4). */
export function currentQuiz<Q extends { hidden: boolean }>(quizzes: readonly Q[]): Q | null {
  return quizzes.find((q) => !q.hidden) ?? null;
}

/** A training in the user's list (spec §3): its course and sessions (startDate ISO or YYYY-MM-DD). */
export interface ListedTraining {
  course: { type: string };
  sessions: readonly { startDate: string }[];
}

/**
 * The current training: the first whose course is not a dpc with its first session starting in the future (spec §4).
 * The first session is the earliest start date; `now` is compared as an ISO string (both in UTC or both local days).
 */
export function currentTraining<T extends ListedTraining>(trainings: readonly T[], now: string): T | null {
  return trainings.find((t) => !(t.course.type === 'dpc' && firstSessionStart(t) !== null && (firstSessionStart(t) as string) > now)) ?? null;
}

function firstSessionStart(t: ListedTraining): string | null {
  return t.sessions.reduce<string | null>((first, s) => (first === null || s.startDate < first ? s.startDate : first), null);
}
