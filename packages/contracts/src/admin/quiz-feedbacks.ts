import { z } from 'zod';
import { QUIZ_FEEDBACK_SELECT_COLUMNS } from '@app/domain/admin/quiz-feedback';
import { defineContract } from '../contract.ts';
import { emptyToUndefined } from '../query.ts';
import { pageOf } from '../page.ts';
import { adminDay } from './day.ts';

/**
 * Learners' quiz feedback, for the platform's administrators (issue 17 part 8, spec §7 "Admin and content"): newest
 * first, QUIZ_FEEDBACK_PAGE_SIZE a page, with the mean rating of what the filters keep. Reading changes nothing.
 * 401 for a guest, 403 for whoever is not an administrator. The meaning of the paths' parameters: docs/decisions.md.
 */
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The filters of the table; each left out (or blank) keeps every row. Days are Europe/Paris days, both included. */
export const quizFeedbackFilter = z.strictObject({
  trainingId: z.preprocess(emptyToUndefined, id.optional()),
  learnerId: z.preprocess(emptyToUndefined, id.optional()),
  rating: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(5).optional()),
  from: z.preprocess(emptyToUndefined, adminDay.optional()),
  to: z.preprocess(emptyToUndefined, adminDay.optional()),
});
export type QuizFeedbackFilter = z.output<typeof quizFeedbackFilter>;

/** `filterValue`: text searched in the comments and the learners' names. */
export const quizFeedbackSearch = z.strictObject({
  filter: quizFeedbackFilter.default({}),
  filterValue: z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : value), z.string().max(200).optional()),
});

export const quizFeedbackSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  rating: z.number(),
  comment: z.string().nullable(),
  /** The question the feedback is about, null for the whole quiz. */
  question: z.string().nullable(),
  /** The training whose completion put the quiz, null for a quiz put otherwise. */
  training: z.object({ id: z.number(), name: z.string() }).nullable(),
  learner: z.object({ id: z.number(), name: z.string(), email: z.string() }),
});
export type QuizFeedbackView = z.infer<typeof quizFeedbackSchema>;

const feedbackPage = pageOf(quizFeedbackSchema).extend({
  /** The mean rating of every row the filters keep (not only this page's), one decimal; null without any. */
  average: z.number().nullable(),
});

export const listQuizFeedbacks = defineContract({
  method: 'GET',
  path: '/api/admin/quizFeedbacks',
  changesState: false,
  data: feedbackPage,
  errors: [401, 403],
  summary: 'The first page of the platform’s quiz feedback, unfiltered, newest first, with the mean rating.',
});

export const searchQuizFeedbacks = defineContract({
  method: 'POST',
  path: '/api/admin/quizFeedbacks/:id',
  changesState: false,
  /** `{id}`: the page number, from 1. */
  params: z.object({ id: z.coerce.number().int().min(1).max(10_000) }),
  body: quizFeedbackSearch,
  data: feedbackPage,
  errors: [401, 403],
  summary: 'A page ({id}) of the platform’s quiz feedback kept by the filters and the text searched, with the mean rating.',
});

export const quizFeedbackOptions = defineContract({
  method: 'GET',
  path: '/api/admin/quizFeedbacks/select/:a/:b',
  changesState: false,
  /** `{a}`: the filter column; `{b}`: text its labels contain, or `*` for any. */
  params: z.object({ a: z.enum(QUIZ_FEEDBACK_SELECT_COLUMNS), b: z.string().trim().min(1).max(100) }),
  data: z.array(z.object({ id: z.number(), label: z.string() })),
  errors: [401, 403],
  summary: 'The trainings or learners that have feedback on this platform, for the filters, by label.',
});
