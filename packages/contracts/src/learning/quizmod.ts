import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { id } from './enrolment.ts';

/**
 * Quiz modules (spec §3 module type code 7, a knowledge check; no call named by the spec, docs/decisions.md): the
 * questions, without their right answers, and the learner's answers, all at once, scored out of 10. `{id}` is the
 * enrolment (courseTrackingId); another learner's is a 404, a module not open yet a 409.
 */
const moduleId = z.coerce.number('quizmod.validation.moduleId').int('quizmod.validation.moduleId').positive('quizmod.validation.moduleId').max(Number.MAX_SAFE_INTEGER, 'quizmod.validation.moduleId');
const QUESTION_ID_MAX = 80;
/** More choices than any question offers: the module's own questions decide, field by field. */
const CHOICE_MAX = 50;

/** Question id → index of the chosen choice (a DPC programme's assessments take the same). */
export const answersSchema = z.record(
  z.string().min(1).max(QUESTION_ID_MAX),
  z.number('validation.choose').int('validation.choose').min(0, 'validation.choose').max(CHOICE_MAX, 'validation.choose'),
);

export const quizModuleSchema = z.object({
  moduleId: z.number(),
  status: z.enum(['notStarted', 'inProgress', 'completed']),
  /** Out of 10: the last attempt's (while open) or the passing one's. */
  score: z.number().nullable(),
  /** Out of 10, the score that completes the module. */
  passScore: z.number(),
  questions: z.array(z.object({ id: z.string(), text: z.string(), choices: z.array(z.string()) })),
});
export type QuizModule = z.infer<typeof quizModuleSchema>;

export const getQuizModule = defineContract({
  method: 'GET',
  path: '/api/user/formation/module/questions/:id',
  changesState: false,
  params: z.strictObject({ id }),
  query: z.strictObject({ moduleId }),
  data: quizModuleSchema,
  // 404: not the learner's enrolment, or not a quiz module of it; 409: an earlier module is open, or the enrolment closed.
  errors: [401, 404, 409],
});

/** Answers: question id → index of the chosen choice; each question needs one (422 by `answers.<question id>`). */
export const answerQuizModule = defineContract({
  method: 'POST',
  path: '/api/user/formation/module/answers/:id',
  changesState: true,
  params: z.strictObject({ id }),
  body: z.strictObject({
    moduleId,
    answers: answersSchema,
  }),
  data: quizModuleSchema.omit({ questions: true }).extend({
    /** Out of 10, this attempt's (a completed module keeps the score that passed it). */
    score: z.number(),
    passed: z.boolean(),
    /** Per question: right or not, the right choice and why. */
    results: z.array(z.object({ questionId: z.string(), correct: z.boolean(), answer: z.number(), explanation: z.string().nullable() })),
    /** This answer completed the training's last module. */
    trainingCompleted: z.boolean(),
  }),
  errors: [401, 403, 404, 409],
});
