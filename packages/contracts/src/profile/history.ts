import { z } from 'zod';
import { TRAINING_TYPES } from '@app/domain/catalogue/training-types';
import { defineContract, fileBytes } from '../contract.ts';
import { text } from '../content/form-fields.ts';

/**
 * The profile's history tab (issue 13 part 4): the filtered history as a spreadsheet, the learner's questions to
 * trainers and advisors with their answers, and their quiz averages beside the platform's (docs/decisions.md).
 */
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const HISTORY_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type HistoryExportFormat = (typeof HISTORY_EXPORT_FORMATS)[number];

/** The history's filters as a query (the tab's URL and the export call share them). */
export const historyFilterQuery = z.strictObject({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  type: z.enum(TRAINING_TYPES).optional(),
});

/** The filtered history as a CSV (UTF-8 with a BOM, for Excel) or XLSX file, in the learner's language. */
export const historyExport = defineContract({
  method: 'GET',
  path: '/api/user/history/export',
  changesState: false,
  query: historyFilterQuery.extend({ format: z.enum(HISTORY_EXPORT_FORMATS) }),
  file: true,
  data: fileBytes,
  errors: [401],
});

export const QUESTION_MAX = 2000;

export const questionSchema = z.object({
  id,
  training: z.object({ id, name: z.string(), slug: z.string(), type: z.string() }),
  text: z.string(),
  askedAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** Who answered (a trainer or an advisor), as the learner sees them. */
  answeredBy: z.string().nullable(),
});
export type Question = z.infer<typeof questionSchema>;

/** The learner's questions on this platform, newest first, with their answers (spec §7 `getQuestionsAnswers`). */
export const getQuestionsAnswers = defineContract({
  method: 'GET',
  path: '/api/user/getQuestionsAnswers',
  changesState: false,
  data: z.array(questionSchema),
  errors: [401],
});

export const askQuestionBody = z.strictObject({ courseId: id, text: text(QUESTION_MAX) });

/** A question to the trainers and advisors of a training, asked from its page (404: not a course of this platform). */
export const askQuestion = defineContract({
  method: 'POST',
  path: '/api/user/questions',
  changesState: true,
  body: askQuestionBody,
  successStatus: 201,
  data: questionSchema,
  errors: [401, 404],
});

const average = z.object({
  /** The mean score in percent, one decimal; null when there is no score yet. */
  mine: z.number().nullable(),
  platform: z.number().nullable(),
  /** How many of the learner's scores the mean is of. */
  count: z.number().int(),
});
export type QuizAverage = z.infer<typeof average>;

/** The learner's mean quiz scores beside the platform's (spec §7 `getCurrentAverages`, docs/decisions.md). */
export const getCurrentAverages = defineContract({
  method: 'GET',
  path: '/api/user/getCurrentAverages',
  changesState: false,
  data: z.object({ evaluations: average, knowledgeChecks: average }),
  errors: [401],
});
