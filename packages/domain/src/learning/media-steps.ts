/** Rules of the media steps: video and podcast positions, the end of a step, a video step's quiz (issue 11 part 5). */

/** The player saves its position this often while playing (and on pause, seek and leave). */
export const POSITION_SAVE_SECONDS = 10;

/**
 * The end of a step: its last 10 % or last 10 s, whichever is shorter. A player reports `ended` at the last frame,
 * but a position saved a moment before (or a learner who stops on the credits) still counts as the end.
 */
export function reachedEnd(positionSeconds: number | null, durationSeconds: number | null): boolean {
  if (durationSeconds === null || durationSeconds <= 0) return positionSeconds !== null;
  if (positionSeconds === null) return false;
  return positionSeconds >= durationSeconds - Math.min(10, durationSeconds * 0.1);
}

/** A saved position stays within the media (a player may report a fraction past the end). */
export function clampPosition(positionSeconds: number, durationSeconds: number | null): number {
  const whole = Math.max(0, Math.floor(positionSeconds));
  return durationSeconds === null ? whole : Math.min(whole, durationSeconds);
}

/** A video step's question as the rule needs it: its right choice and what to explain after the answer. */
export interface StepQuestion {
  id: string;
  answer: number;
  explanation?: string;
}

export interface StepAnswer {
  questionId: string;
  choice: number;
}

export interface QuestionResult {
  questionId: string;
  correct: boolean;
  /** The right choice, shown once the learner has answered. */
  answer: number;
  explanation: string | null;
}

/** Score out of 10 (like every score of the platform) needed to pass a step's quiz. */
export const STEP_QUIZ_PASS_SCORE = 7;

/**
 * Scores the answers given so far to a step's questions (one answer per question, the last one counting; unknown
 * questions ignored): the score is out of 10 over all the step's questions, so the quiz passes only once every
 * question is answered and at least STEP_QUIZ_PASS_SCORE of 10 are right.
 */
export function scoreStepQuiz(questions: readonly StepQuestion[], answers: readonly StepAnswer[]): { score: number; passed: boolean; results: QuestionResult[] } {
  const given = new Map(answers.map((a) => [a.questionId, a.choice]));
  const results = questions
    .filter((q) => given.has(q.id))
    .map((q) => ({ questionId: q.id, correct: given.get(q.id) === q.answer, answer: q.answer, explanation: q.explanation ?? null }));
  const right = results.filter((r) => r.correct).length;
  const score = questions.length === 0 ? 10 : Math.round((right / questions.length) * 1000) / 100;
  return { score, passed: results.length === questions.length && score >= STEP_QUIZ_PASS_SCORE, results };
}
