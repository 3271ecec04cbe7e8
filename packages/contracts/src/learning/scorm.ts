import { z } from 'zod';
import { defineContract } from '../contract.ts';

/**
 * E-learning as SCORM (issue "Learning I", part 4; spec §7 "Learner courses"): the launch of an enrolment's SCORM
 * module with the learner's CMI data, and the runtime's commits. The course tracking id is the enrolment's id.
 */
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const courseTracking = z.strictObject({ id });
const moduleStatus = z.enum(['notStarted', 'inProgress', 'completed']);

/** Flattened CMI data, element → value (`cmi.core.lesson_location` → `page-2`). */
const cmiState = z.record(z.string(), z.string());
/** What a commit may carry: SCORM's values are strings, a runtime may send numbers; the data model is checked after. */
const cmiCommit = z
  .record(z.string().min(1).max(255), z.union([z.string().max(64_000), z.number()]))
  .refine((cmi) => Object.keys(cmi).length <= 5_000, 'validation.tooLong');

export const scormLaunchSchema = z.object({
  courseTrackingId: z.number(),
  moduleId: z.number(),
  version: z.enum(['1.2', '2004']),
  /** The package's launch file behind a signed, short-lived path (no cookie opens it); loaded in a sandboxed frame. */
  launchUrl: z.string(),
  /** When the launch URL stops working (ISO instant): the player asks again for a new one. */
  expiresAt: z.string(),
  /** The state the runtime starts from: the learner's saved data and the elements the LMS decides. */
  cmi: cmiState,
  status: moduleStatus,
  /** Out of 10. */
  score: z.number().nullable(),
});

export const getCourseCurrentFlow = defineContract({
  method: 'GET',
  path: '/api/course/currentFlow/:id',
  changesState: false,
  summary: 'The SCORM module of an enrolment (its current one unless moduleId says which) with the learner’s CMI data',
  params: courseTracking,
  query: z.strictObject({ moduleId: id.optional() }),
  data: scormLaunchSchema,
  // 409: the module is not open yet (steps cannot be skipped) or is not a SCORM module.
  errors: [401, 404, 409],
});

export const commitCourseCurrentFlow = defineContract({
  method: 'POST',
  path: '/api/course/currentFlow/:id',
  changesState: true,
  summary: 'A commit of the SCORM runtime: CMI elements checked against the data model, saved, and the module’s progress',
  params: courseTracking,
  body: z.strictObject({
    moduleId: id,
    cmi: cmiCommit,
    /** The session ended (Terminate, LMSFinish or the page left): its time joins the total. */
    sessionEnded: z.boolean().default(false),
  }),
  data: z.object({
    status: moduleStatus,
    score: z.number().nullable(),
    /** The whole training is finished with this commit. */
    enrolmentCompleted: z.boolean(),
  }),
  errors: [401, 403, 404, 409],
});

/**
 * Kept for an external LMS (spec §7 "Learner courses"): it activated the learner's account there and answered its
 * password. With the built-in player there is no external account: docs/decisions.md says what it answers.
 */
export const setActiveOnLmsAndGetPassword = defineContract({
  method: 'POST',
  path: '/api/user/formation/setActiveOnLmsAndGetPassword',
  changesState: true,
  body: z.strictObject({ status: z.boolean() }),
  data: z.object({ status: z.boolean(), password: z.string().nullable() }),
  errors: [401],
});
