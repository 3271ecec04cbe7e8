import { z } from 'zod';
import { defineContract } from '../contract.ts';

/**
 * The back-office's FAQ (issue 17 part 6, spec §7 "Admin and content"; §3 FAQ sections and questions: id, order,
 * visibility). A FAQ is a kind — `general` (/faq) or `bonificacion` (/bonificacion, Spanish hosts only) — in the
 * host's language; every section and question of it is listed, hidden ones included. Another platform's ids are a 404.
 * A PUT on `new` creates, on an id updates. 401 for a guest, 403 for whoever is not an administrator.
 */
export const FAQ_KINDS = ['general', 'bonificacion'] as const;
export type FaqKindName = (typeof FAQ_KINDS)[number];

export const FAQ_TITLE_MAX = 255;
export const FAQ_QUESTION_MAX = 500;
export const FAQ_ANSWER_MAX = 20_000;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** The id of a PUT: `new` creates the row. */
export const idOrNew = z.union([z.literal('new'), id]);

const requiredText = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong');

export const adminFaqQuestion = z.object({
  id: z.number(),
  sectionId: z.number(),
  question: z.string(),
  /** Sanitised rich text (the allow-list of stored content). */
  answerHtml: z.string(),
  order: z.number(),
  isVisible: z.boolean(),
});
export type AdminFaqQuestion = z.infer<typeof adminFaqQuestion>;

export const adminFaqSection = z.object({
  id: z.number(),
  kind: z.enum(FAQ_KINDS),
  title: z.string(),
  order: z.number(),
  isVisible: z.boolean(),
});
export type AdminFaqSection = z.infer<typeof adminFaqSection>;

export const getAdminFaq = defineContract({
  method: 'GET',
  path: '/api/admin/faq/:id',
  changesState: false,
  params: z.strictObject({ id: z.enum(FAQ_KINDS) }),
  data: z.object({
    kind: z.enum(FAQ_KINDS),
    /** By order then id, each with its questions by order then id. */
    sections: z.array(adminFaqSection.extend({ questions: z.array(adminFaqQuestion) })),
  }),
  errors: [401, 403, 404],
  summary: 'A FAQ of this platform in the host language: every section with its questions, hidden ones included.',
});
export type AdminFaq = z.infer<typeof getAdminFaq.data>;

export const getAdminFaqQuestion = defineContract({
  method: 'GET',
  path: '/api/admin/faq/question/:id',
  changesState: false,
  params: z.strictObject({ id }),
  data: adminFaqQuestion.extend({ kind: z.enum(FAQ_KINDS) }),
  errors: [401, 403, 404],
});

export const faqQuestionFields = z.object({
  sectionId: id,
  question: requiredText(FAQ_QUESTION_MAX),
  answerHtml: requiredText(FAQ_ANSWER_MAX),
  isVisible: z.boolean().default(true),
});
export type FaqQuestionFields = z.input<typeof faqQuestionFields>;

/** Creates (`new`, placed last in its section) or updates a question; its answer is sanitised. */
export const saveFaqQuestion = defineContract({
  method: 'PUT',
  path: '/api/admin/faq/question/:id',
  changesState: true,
  params: z.strictObject({ id: idOrNew }),
  body: z.strictObject(faqQuestionFields.shape),
  data: adminFaqQuestion,
  errors: [401, 403, 404],
});

export const deleteFaqQuestion = defineContract({
  method: 'DELETE',
  path: '/api/admin/faq/question/:id',
  changesState: true,
  params: z.strictObject({ id }),
  data: z.null(),
  errors: [401, 403, 404],
});

export const getAdminFaqSection = defineContract({
  method: 'GET',
  path: '/api/admin/faq/section/:id',
  changesState: false,
  params: z.strictObject({ id }),
  data: adminFaqSection,
  errors: [401, 403, 404],
});

export const faqSectionFields = z.object({
  kind: z.enum(FAQ_KINDS),
  title: requiredText(FAQ_TITLE_MAX),
  isVisible: z.boolean().default(true),
});
export type FaqSectionFields = z.input<typeof faqSectionFields>;

/** Creates (`new`, placed last in its FAQ) or updates a section; a section keeps its kind once created. */
export const saveFaqSection = defineContract({
  method: 'PUT',
  path: '/api/admin/faq/section/:id',
  changesState: true,
  params: z.strictObject({ id: idOrNew }),
  body: z.strictObject(faqSectionFields.shape),
  data: adminFaqSection,
  errors: [401, 403, 404],
});

/** Deletes a section with its questions. */
export const deleteFaqSection = defineContract({
  method: 'DELETE',
  path: '/api/admin/faq/section/:id',
  changesState: true,
  params: z.strictObject({ id }),
  data: z.null(),
  errors: [401, 403, 404],
});

/** One row of a reorder: its id, its new order and whether it is shown. */
export const orderAndVisibility = z.strictObject({ id, order: z.number().int().min(0).max(100_000), isVisible: z.boolean() });
export type OrderAndVisibility = z.infer<typeof orderAndVisibility>;

/** Each id once; at most a few hundred rows (a FAQ or a home page). */
export const orderList = z
  .array(orderAndVisibility)
  .min(1, 'validation.required')
  .max(500)
  .refine((rows) => new Set(rows.map((r) => r.id)).size === rows.length, 'admin.validation.duplicateIds');

/**
 * The order and visibility of the questions named; every one must be this platform's, or nothing changes (404).
 */
export const updateQuestionOrderAndVisibility = defineContract({
  method: 'POST',
  path: '/api/admin/faq/updateQuestionOrderAndVisibility',
  changesState: true,
  body: z.strictObject({ questions: orderList }),
  data: z.object({ updated: z.number() }),
  errors: [401, 403, 404],
});

export const updateSectionOrderAndVisibility = defineContract({
  method: 'POST',
  path: '/api/admin/faq/updateSectionOrderAndVisibility',
  changesState: true,
  body: z.strictObject({ sections: orderList }),
  data: z.object({ updated: z.number() }),
  errors: [401, 403, 404],
});
