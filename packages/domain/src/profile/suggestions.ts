/**
 * Personalized suggestions (issue 13 part 10, spec §7 getPersonalizedSuggestions, docs/decisions.md "Suggestions"):
 * trainings offered to the learner, each with the reason it is suggested. Reasons are kinds, each with its weight.
 */

/**
 * Why a training is suggested: it is planned for the learner in a training plan, it shares a theme with a training
 * completed, being followed or bookmarked, or it is meant for the learner's function.
 */
export const SUGGESTION_REASON_KINDS = ['planned', 'completed', 'following', 'bookmarked', 'function'] as const;
export type SuggestionReasonKind = (typeof SUGGESTION_REASON_KINDS)[number];

/** Weight of each reason kind; a shared theme adds one point per shared tag. */
const WEIGHT: Record<SuggestionReasonKind, number> = { planned: 5, completed: 3, following: 2, bookmarked: 2, function: 1 };

/** At most this many suggestions. */
export const MAX_SUGGESTIONS = 6;

/** An offer that may be suggested. */
export interface SuggestionCandidate {
  offerId: number;
  trainingId: number;
  tags: readonly string[];
  /** Audience of the training; empty = everyone. */
  availableFunctions: readonly string[];
  publishedAt: string | null;
}

/** A training the learner has completed (endDate set) or is following (endDate null), or has bookmarked. */
export interface LearnerTraining {
  offerId: number;
  trainingId: number;
  name: string;
  tags: readonly string[];
  endDate: string | null;
}

export type SuggestionReason =
  | { kind: 'completed' | 'following' | 'bookmarked'; training: { id: number; name: string } }
  | { kind: 'planned' }
  | { kind: 'function'; function: string };

export interface Suggestion {
  offerId: number;
  reason: SuggestionReason;
}

const norm = (tag: string) => tag.trim().toLocaleLowerCase('fr');

/** The learner's training sharing the most themes with the candidate, the latest completed first on a tie. */
function closest(candidate: SuggestionCandidate, trainings: readonly LearnerTraining[]) {
  const tags = new Set(candidate.tags.map(norm));
  let best: { training: LearnerTraining; shared: number } | null = null;
  for (const training of trainings) {
    const shared = new Set(training.tags.map(norm).filter((t) => tags.has(t))).size;
    if (shared === 0) continue;
    const later = best && shared === best.shared && (training.endDate ?? '') > (best.training.endDate ?? '');
    if (!best || shared > best.shared || later) best = { training, shared };
  }
  return best;
}

/**
 * Suggestions for a learner: trainings open to their function (an audience that names other functions only is left
 * out), not taken already (completed or followed) nor bookmarked, each with its strongest reason — planned for them in
 * a training plan, a theme (tag) shared with a completed training, then with one being followed or bookmarked, then a
 * training meant for their function. Ranked by weight, then newest published; trainings without a reason are not
 * suggested.
 */
export function rankSuggestions(input: {
  candidates: readonly SuggestionCandidate[];
  learnerTrainings: readonly LearnerTraining[];
  bookmarked?: readonly LearnerTraining[];
  /** Trainings of the plan activities assigned to the learner. */
  plannedTrainingIds?: readonly number[];
  learnerFunction: string | null;
  limit?: number;
}): Suggestion[] {
  const bookmarked = input.bookmarked ?? [];
  const taken = new Set([...input.learnerTrainings, ...bookmarked].map((t) => t.trainingId));
  const planned = new Set(input.plannedTrainingIds ?? []);
  const completed = input.learnerTrainings.filter((t) => t.endDate !== null);
  const following = input.learnerTrainings.filter((t) => t.endDate === null);
  const fn = input.learnerFunction;
  const scored: { suggestion: Suggestion; score: number; publishedAt: string }[] = [];
  for (const c of input.candidates) {
    if (taken.has(c.trainingId)) continue;
    if (c.availableFunctions.length > 0 && (!fn || !c.availableFunctions.includes(fn))) continue;
    const options: { reason: SuggestionReason; score: number }[] = [];
    if (planned.has(c.trainingId)) options.push({ reason: { kind: 'planned' }, score: WEIGHT.planned });
    for (const [kind, trainings] of [['completed', completed], ['following', following], ['bookmarked', bookmarked]] as const) {
      const found = closest(c, trainings);
      if (found) options.push({ reason: { kind, training: { id: found.training.offerId, name: found.training.name } }, score: WEIGHT[kind] + found.shared });
    }
    if (fn && c.availableFunctions.includes(fn)) options.push({ reason: { kind: 'function', function: fn }, score: WEIGHT.function });
    if (options.length === 0) continue;
    const best = options.reduce((a, b) => (b.score > a.score ? b : a));
    scored.push({ suggestion: { offerId: c.offerId, reason: best.reason }, score: best.score, publishedAt: c.publishedAt ?? '' });
  }
  scored.sort((a, b) => b.score - a.score || b.publishedAt.localeCompare(a.publishedAt) || b.suggestion.offerId - a.suggestion.offerId);
  return scored.slice(0, input.limit ?? MAX_SUGGESTIONS).map((s) => s.suggestion);
}
