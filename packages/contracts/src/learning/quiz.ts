import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { feedbackForm } from '../content/feedback.ts';

/**
 * Evaluation quizzes (spec §7 "User": `evaluationQuiz` and its answer; §3 Quiz, Quiz tracking; §4 the current quiz is
 * the first not hidden) and the learner's feedback after one (docs/decisions.md). Another learner's quiz is a 404.
 */
const id = z.number().int().positive();
const QUESTION_ID_MAX = 80;
/** More choices than any question offers: the quiz's own questions decide, field by field. */
const CHOICE_MAX = 50;

export const evaluationQuestion = z.object({
  id: z.string(),
  kind: z.enum(['satisfaction', 'selfAssessment', 'knowledge']),
  text: z.string(),
  choices: z.array(z.string()),
});

export const evaluationQuiz = z.object({
  id,
  hidden: z.boolean(),
  /** What put the quiz: the finished training's name. */
  source: z.string().nullable(),
  /** The enrolment whose completion put it (null for a quiz put otherwise). */
  courseTrackingId: id.nullable(),
  createdAt: z.string(),
  /** Without their right answers. */
  questions: z.array(evaluationQuestion),
  /** The learner's answer, once given: the score is the share of knowledge questions answered right (0–100). */
  tracking: z
    .object({ id, startDate: z.string(), score: z.number().int().nullable(), correct: z.number().int(), total: z.number().int() })
    .nullable(),
  /** Feedback given after answering: on the whole quiz (questionId null) or on one question. */
  feedbacks: z.array(z.object({ questionId: z.string().nullable(), rating: z.number().int(), comment: z.string().nullable() })),
});
export type EvaluationQuiz = z.infer<typeof evaluationQuiz>;

const quizAnswer = z.object({ quiz: evaluationQuiz });

/** The learner's quizzes in order, and the current one (the first not hidden). */
export const getEvaluationQuizzes = defineContract({
  method: 'GET',
  path: '/api/user/evaluationQuiz',
  changesState: false,
  data: z.object({ current: evaluationQuiz.nullable(), quizzes: z.array(evaluationQuiz) }),
  errors: [401],
});

/** Answers: question id → index of the chosen choice; each question of the quiz needs one (422 by `answers.<id>`). */
export const answerEvaluationQuiz = defineContract({
  method: 'POST',
  path: '/api/user/evaluationQuiz/answer',
  changesState: true,
  body: z.strictObject({
    quizId: id,
    answers: z.record(
      z.string().min(1).max(QUESTION_ID_MAX),
      z.number('validation.choose').int('validation.choose').min(0, 'validation.choose').max(CHOICE_MAX, 'validation.choose'),
    ),
  }),
  data: quizAnswer,
  // 409: the quiz is already answered (hidden).
  errors: [401, 404, 409],
});

/** The feedback form: a rating of 1 to 5 and an optional comment. */
export const quizFeedbackForm = feedbackForm;

/** Once per quiz and per question, after the quiz is answered (409 before, or when given already). */
export const giveQuizFeedback = defineContract({
  method: 'POST',
  path: '/api/user/evaluationQuiz/feedback',
  changesState: true,
  body: feedbackForm.extend({ quizId: id, questionId: z.string().min(1).max(QUESTION_ID_MAX).nullish() }),
  data: quizAnswer,
  errors: [401, 404, 409],
});
