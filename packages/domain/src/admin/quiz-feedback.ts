/**
 * The back-office's quiz-feedback table (issue 17 part 8): learners' ratings (1–5) and comments after an evaluation
 * quiz, read by the platform's administrators, a page at a time, newest first.
 */

/** Feedback rows per page of the table (the API pages by it, the screen counts pages by it). */
export const QUIZ_FEEDBACK_PAGE_SIZE = 20;

/** The ratings a learner gives (spec §3 quiz feedback), for the rating filter. */
export const QUIZ_FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;

/** The columns whose values `GET /api/admin/quizFeedbacks/select/{a}/{b}` lists for the filters (`{a}`). */
export const QUIZ_FEEDBACK_SELECT_COLUMNS = ['training', 'learner'] as const;
export type QuizFeedbackSelectColumn = (typeof QUIZ_FEEDBACK_SELECT_COLUMNS)[number];

/** `{b}` of the select call meaning "whatever the label" (a path segment cannot be empty). */
export const QUIZ_FEEDBACK_SELECT_ANY = '*';

/** A mean rating as shown, to one decimal; null without any rating. */
export function roundedAverage(average: number | string | null): number | null {
  if (average === null) return null;
  const value = Number(average);
  return Number.isFinite(value) ? Math.round(value * 10) / 10 : null;
}
