import { z } from 'zod';
import { defineContract, fileBytes } from '../contract.ts';

/**
 * Video, podcast and pdf steps (spec §7 "Video and pdf", `GET /api/getAudioStream/{id}`; issue 11 part 5). In
 * `…/currentFlow/{id}` the id is the enrolment (the courseTrackingId) and `step` the module's position in the training;
 * in `…/module/…/{id}` and `getAudioStream/{id}` it is the module, looked up among the learner's enrolments (404 when
 * none holds it). The video calls serve every media step, a podcast episode as well as a video (docs/decisions.md).
 */
const id = z.coerce.number('media.validation.id').int('media.validation.id').positive('media.validation.id').max(Number.MAX_SAFE_INTEGER, 'media.validation.id');
const byId = z.strictObject({ id });
const stepQuery = z.strictObject({ step: z.coerce.number('media.validation.step').int('media.validation.step').min(1, 'media.validation.step').max(1000, 'media.validation.step') });

export const MEDIA_KINDS = ['video', 'audio'] as const;
export const STEP_STATUSES = ['notStarted', 'inProgress', 'completed'] as const;

/** A question of a video step, without its answer: the video pauses at `atSecond` (null: asked at the end). */
const stepQuestion = z.object({ id: z.string(), text: z.string(), choices: z.array(z.string()), atSecond: z.number().nullable() });

/** One media step of an enrolment, with what the player needs to resume it. */
export const mediaStepSchema = z.object({
  courseTrackingId: z.number(),
  step: z.number(),
  stepCount: z.number(),
  /** The training offer's slug (the video quiz page's address). */
  slug: z.string(),
  module: z.object({
    id: z.number(),
    name: z.string(),
    typeCode: z.number(),
    status: z.enum(STEP_STATUSES),
    kind: z.enum(MEDIA_KINDS),
    mimeType: z.string(),
    durationSeconds: z.number().nullable(),
    questions: z.array(stepQuestion),
  }),
  /** Under /back: the media, streamed with HTTP Range. */
  mediaUrl: z.string(),
  /** Where to resume, in seconds (0 at first). */
  positionSeconds: z.number(),
  /** The learner's volume preference, 0 to 1 (spec §9: 1 by default). */
  volume: z.number(),
  /** Out of 10, once the step's questions have been answered. */
  score: z.number().nullable(),
});
export type MediaStep = z.infer<typeof mediaStepSchema>;

/** A step's progress after a change, and whether it finished the training. */
export const stepProgressSchema = z.object({
  moduleId: z.number(),
  status: z.enum(STEP_STATUSES),
  positionSeconds: z.number().nullable(),
  score: z.number().nullable(),
  trainingCompleted: z.boolean(),
});
export type StepProgress = z.infer<typeof stepProgressSchema>;

export const getVideoFlow = defineContract({
  method: 'GET',
  path: '/api/user/video/currentFlow/:id',
  changesState: false,
  params: byId,
  query: stepQuery,
  data: mediaStepSchema,
  // 409: an earlier step is not completed, or the enrolment was cancelled.
  errors: [401, 404, 409],
});

export const savePositionFields = {
  positionSeconds: z.number('media.validation.position').min(0, 'media.validation.position').max(86_400, 'media.validation.position'),
  volume: z.number('media.validation.volume').min(0, 'media.validation.volume').max(1, 'media.validation.volume').optional(),
};
/** Saves where the learner is in a step (and their volume preference): every few seconds, on pause and on leave. */
export const saveVideoPosition = defineContract({
  method: 'POST',
  path: '/api/user/video/currentFlow/:id',
  changesState: true,
  params: byId,
  query: stepQuery,
  body: z.strictObject(savePositionFields),
  data: stepProgressSchema.extend({ volume: z.number() }),
  errors: [401, 403, 404, 409],
});

const MAX_ANSWERS = 50;
export const answerStepQuiz = defineContract({
  method: 'POST',
  path: '/api/user/video/module/currentFlow/:id',
  changesState: true,
  params: byId,
  body: z.strictObject({
    answers: z
      .array(z.strictObject({ questionId: z.string().min(1).max(64), choice: z.number().int().min(0).max(20) }), 'media.validation.answers')
      .min(1, 'media.validation.answers')
      .max(MAX_ANSWERS, 'media.validation.answers'),
  }),
  data: stepProgressSchema.extend({
    passed: z.boolean(),
    results: z.array(z.object({ questionId: z.string(), correct: z.boolean(), answer: z.number(), explanation: z.string().nullable() })),
  }),
  errors: [401, 403, 404, 409],
});

/** Completes a media step at its end (a GET that changes state, as spec §7 states it: it needs the CSRF token). */
export const completeVideoStep = defineContract({
  method: 'GET',
  path: '/api/user/video/module/complete/:id',
  changesState: true,
  params: byId,
  data: stepProgressSchema,
  // 409: not at the end yet, the step's quiz not passed, or an earlier step open.
  errors: [401, 403, 404, 409],
});

/** The media video quiz page plays: the learner's first video step with questions of the training offered as `slug`. */
export const getVideoQuiz = defineContract({
  method: 'GET',
  path: '/api/user/video/quiz/:slug',
  changesState: false,
  params: z.strictObject({ slug: z.string().min(1).max(200) }),
  data: mediaStepSchema,
  errors: [401, 404, 409],
});

/** The media file of a step, streamed: whole (200, Accept-Ranges) or the part a Range header asks for (206). */
export const getAudioStream = defineContract({
  method: 'GET',
  path: '/api/getAudioStream/:id',
  changesState: false,
  params: byId,
  file: true,
  data: fileBytes,
  errors: [401, 404, 409, 416],
});

/** A short-lived signed link to a pdf step's document; issuing it starts the step. */
export const getPdfLink = defineContract({
  method: 'GET',
  path: '/api/user/pdf/module/link/:id',
  changesState: true,
  params: byId,
  data: z.object({ url: z.string(), expiresAt: z.string() }),
  errors: [401, 403, 404, 409],
});

/** The document behind a signed link: no session needed, 403 when the signature is wrong, 410 once it has expired. */
export const getPdfFile = defineContract({
  method: 'GET',
  path: '/api/pdf/module/file/:id',
  changesState: false,
  params: byId,
  query: z.strictObject({ expires: z.coerce.number().int().positive(), signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }),
  file: true,
  data: fileBytes,
  errors: [403, 404, 410, 416],
});

/** Completes a pdf step once its document was opened (its link issued). */
export const completePdfStep = defineContract({
  method: 'GET',
  path: '/api/user/pdf/module/complete/:id',
  changesState: true,
  params: byId,
  data: stepProgressSchema,
  errors: [401, 403, 404, 409],
});
