/**
 * A quiz module (spec §3 module type code 7, a knowledge check): the learner answers all its questions at once, the
 * answers are checked like an evaluation quiz's (every question needs one of its choices) and scored like a video
 * step's quiz (out of 10, passed at STEP_QUIZ_PASS_SCORE); a failed attempt may be tried again (docs/decisions.md).
 */
import { scoreStepQuiz, type QuestionResult, type StepQuestion } from './media-steps.ts';
import { answerProblems, type AnswerProblem, type EvaluationAnswers } from './quiz-evaluation.ts';

export interface KnowledgeCheckQuestion extends StepQuestion {
  choices: string[];
}

export type KnowledgeCheckAnswer =
  | { valid: false; problems: Record<string, AnswerProblem> }
  | { valid: true; score: number; passed: boolean; results: QuestionResult[] };

/** Refuses an incomplete or unknown answer field by field (`answers.<question id>`), else scores it. */
export function answerKnowledgeCheck(questions: readonly KnowledgeCheckQuestion[], answers: EvaluationAnswers): KnowledgeCheckAnswer {
  const problems = answerProblems(questions, answers);
  if (Object.keys(problems).length > 0) return { valid: false, problems };
  return { valid: true, ...scoreStepQuiz(questions, Object.entries(answers).map(([questionId, choice]) => ({ questionId, choice }))) };
}
