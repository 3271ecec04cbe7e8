import { z } from 'zod';
import { DPC_STEPS, PRACTICE_CERTIFICATE_TYPES } from '@app/domain/learning/dpc-programme';
import { defineContract, fileBytes } from '../contract.ts';
import { id, listedTrainingSchema } from './enrolment.ts';
import { currentFlowSchema } from './flow.ts';
import { answersSchema } from './quizmod.ts';

/**
 * DPC programmes (spec §7 "Learner courses" DPC; issue "Learning II" part 6; docs/decisions.md "DPC programmes"):
 * enrolment, the programme's flow through its four steps, the practice certificate and the DPC attestation. `{id}` is
 * the enrolment (courseTrackingId); another learner's is a 404.
 */
const idBody = z.strictObject({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const dpcStepSchema = z.object({
  step: z.enum(DPC_STEPS),
  /** Steps come in order: the first not done is current, the later ones are locked. */
  status: z.enum(['completed', 'current', 'locked']),
  completedAt: z.string().nullable(),
  /** Out of 10: the assessments' score once answered. */
  score: z.number().nullable(),
  /** The training's modules this step is made of (the questionnaire of an assessment, the cognitive training's modules). */
  moduleIds: z.array(z.number()),
});
export type DpcStepState = z.infer<typeof dpcStepSchema>;

export const practiceCertificateSchema = z.object({
  fileName: z.string(),
  mimeType: z.enum(PRACTICE_CERTIFICATE_TYPES),
  size: z.number(),
  uploadedAt: z.string(),
  /** Spec §3 practice certificate data: the upload's day, dd/MM/yyyy in Europe/Paris. */
  CertificateUploadedDate: z.string(),
});

/** A programme's part of its current flow: its reference, the steps with their state, and what the current one needs. */
export const dpcPartSchema = z.object({
  /** The programme's ANDPC reference (spec §3 `dpc.id`). */
  reference: z.string(),
  name: z.string(),
  /** Spec §3 `isEpp`/`eppType`: the programme is a practice evaluation, of this kind (e.g. "audit clinique"). */
  isEpp: z.boolean(),
  eppType: z.string().nullable(),
  steps: z.array(dpcStepSchema),
  currentStep: z.enum(DPC_STEPS).nullable(),
  /** The questions of the current assessment (pre or post), without their right answers; empty for other steps. */
  questions: z.array(z.object({ id: z.string(), text: z.string(), choices: z.array(z.string()) })),
  /** The latest practice certificate uploaded (null before the first). */
  certificate: practiceCertificateSchema.nullable(),
  /** The certificate's size limit, in bytes. */
  certificateMaxBytes: z.number(),
});

export const dpcCurrentFlowSchema = currentFlowSchema.extend({ dpc: dpcPartSchema });
export type DpcCurrentFlow = z.infer<typeof dpcCurrentFlowSchema>;

/** Enrols in a DPC programme: the same rules and the same idempotent enrolment as any training (`{id}` the Course). */
export const subscribeDpc = defineContract({
  method: 'POST',
  path: '/api/user/dpc/subscribe',
  changesState: true,
  body: idBody,
  data: listedTrainingSchema,
  errors: [401, 403, 404],
});

export const dpcCurrentFlow = defineContract({
  method: 'GET',
  path: '/api/user/dpc/currentFlow/:id',
  changesState: false,
  params: z.strictObject({ id }),
  data: dpcCurrentFlowSchema,
  // 409: the enrolment is not a DPC programme's.
  errors: [401, 404, 409],
});

/** What each step takes: the assessments their answers, the practice evaluation nothing (its certificate is uploaded). */
export const dpcStepDataSchema = z.discriminatedUnion('step', [
  z.strictObject({ step: z.literal('preAssessment'), answers: answersSchema }),
  // Posted only to be told it completes with its modules (409).
  z.strictObject({ step: z.literal('cognitive') }),
  z.strictObject({ step: z.literal('practice') }),
  z.strictObject({ step: z.literal('postAssessment'), answers: answersSchema }),
]);
export type DpcStepData = z.infer<typeof dpcStepDataSchema>;

/**
 * Completes the current step with its data, named so that a skipped or repeated step is refused (409, nothing
 * changed); an assessment is scored out of 10; the post-assessment completes the programme (points, attestation).
 */
export const completeDpcStep = defineContract({
  method: 'POST',
  path: '/api/user/dpc/currentFlow/:id',
  changesState: true,
  params: z.strictObject({ id }),
  body: z.strictObject({ data: dpcStepDataSchema }),
  data: dpcCurrentFlowSchema,
  errors: [401, 403, 404, 409, 503],
});

/** Leaves the programme (as the other trainings' unsubscribe): what was done is kept and enrolling again resumes it. */
export const leaveDpc = defineContract({
  method: 'DELETE',
  path: '/api/user/dpc/currentFlow/:id',
  changesState: true,
  params: z.strictObject({ id }),
  data: dpcCurrentFlowSchema,
  // 409: a completed programme cannot be left.
  errors: [401, 404, 409],
});

/**
 * Uploads the practice certificate (multipart, field `file`): a PDF, PNG or JPEG by its bytes, within the size limit
 * (413 over it, 422 for another type, each with its message). Allowed once the practice evaluation is reached and until
 * it is completed.
 */
export const uploadPracticeCertificate = defineContract({
  method: 'POST',
  path: '/api/user/dpc/practiceCertificate/:id',
  changesState: true,
  params: z.strictObject({ id }),
  upload: true,
  body: z.instanceof(FormData),
  data: dpcCurrentFlowSchema,
  errors: [401, 403, 404, 409, 413],
});

/** The DPC attestation's PDF of a completed programme (404 for another learner's, an unfinished one or not a DPC). */
export const getDpcAttestation = defineContract({
  method: 'GET',
  path: '/api/user/attestation/dpc',
  changesState: false,
  query: z.strictObject({ id: z.coerce.number().int().positive() }),
  file: true,
  data: fileBytes,
  errors: [401, 404],
});
