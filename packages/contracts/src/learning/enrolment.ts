import { z } from 'zod';
import { TRAINING_TYPES } from '@app/domain/catalogue/training-types';
import { ENROLMENT_REFUSALS } from '@app/domain/learning/enrolment';
import { SUBSCRIBABLE_TYPES } from '@app/domain/learning/flow-types';
import { defineContract } from '../contract.ts';

/**
 * Spec §7 "Learner courses" (enrolment) and the User calls `currentFormations`, `{type}/subscribe`, `/unsubscribe`,
 * `checkFormation/{a}/{b}` and `trainingsList`. The `{id}` of a subscribe or unsubscribe call is the catalogue
 * Course id (the offer); the courseTrackingId of every later call is the enrolment's id (docs/decisions.md).
 */
export const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const idParams = z.strictObject({ id });
const idBody = z.strictObject({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** A training in the user's list (spec §3 "Training in user list"), with the enrolment's own state. */
export const listedTrainingSchema = z.object({
  /** The courseTrackingId of /learn/:courseTrackingId. */
  id: z.number(),
  status: z.enum(['active', 'completed', 'unsubscribed']),
  flowType: z.string(),
  course: z.object({
    id: z.number(),
    type: z.enum(TRAINING_TYPES),
    points: z.number(),
    name: z.string(),
    slug: z.string(),
    illustration: z.string().nullable(),
  }),
  /** Face-to-face and virtual sessions booked, waited for or offered (none for self-paced trainings); startDate is the ISO instant. */
  sessions: z.array(z.object({ startDate: z.string(), bookingId: z.number(), name: z.string(), status: z.enum(['confirmed', 'waiting', 'offered']) })),
  dossier_resource: z.object({ id: z.number(), getType: z.string() }),
  /** The funding file the enrolment belongs to (pharmacy management, later issue). */
  mfo_tracking: z.object({ dossierId: z.number().nullable() }),
  enrolledAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** Completed modules out of all, 0–100. */
  progress: z.number(),
  secondsSpent: z.number(),
  points: z.number().nullable(),
});
export type ListedTraining = z.infer<typeof listedTrainingSchema>;

/** An enrolment refused by a rule of spec §4: 403 with the reason; the message says what to do. */
export const refusalSchema = z.object({ reason: z.enum(ENROLMENT_REFUSALS) });

const subscribed = { data: listedTrainingSchema, errors: [401, 403, 404] } as const;

export const subscribeFormation = defineContract({
  method: 'POST',
  path: '/api/user/formation/subscribe',
  changesState: true,
  body: idBody,
  ...subscribed,
  summary: 'Enrols in an e-learning course (idempotent)',
});

/** The e-learning enrolment as the built-in LMS takes it: the same enrolment, the id in the path. */
export const subscribeLms = defineContract({
  method: 'POST',
  path: '/api/course/subscribe/lms/:id',
  changesState: true,
  params: idParams,
  ...subscribed,
});

export const subscribeVideo = defineContract({ method: 'POST', path: '/api/user/video/subscribe/:id', changesState: true, params: idParams, ...subscribed });

/** A GET that enrols (spec §7 keeps the method): it needs the CSRF token. */
export const subscribePdf = defineContract({ method: 'GET', path: '/api/user/pdf/subscribe/:id', changesState: true, params: idParams, ...subscribed });

const typeParams = z.strictObject({ type: z.enum(SUBSCRIBABLE_TYPES) });

export const subscribeType = defineContract({
  method: 'POST',
  path: '/api/user/:type/subscribe',
  changesState: true,
  params: typeParams,
  body: idBody,
  ...subscribed,
  summary: 'Enrols in a course of that type (formation, video, pdf, podcast, quiz)',
});

const unsubscribed = { data: listedTrainingSchema, errors: [401, 404, 409] } as const;

export const unsubscribeFormation = defineContract({ method: 'POST', path: '/api/user/formation/unsubscribe/:id', changesState: true, params: idParams, ...unsubscribed });
export const unsubscribeVideo = defineContract({ method: 'POST', path: '/api/user/video/unsubscribe/:id', changesState: true, params: idParams, ...unsubscribed });
export const unsubscribeType = defineContract({
  method: 'POST',
  path: '/api/user/:type/unsubscribe',
  changesState: true,
  params: typeParams,
  /** The course to leave (spec §7 names no field: decision). */
  body: idBody,
  ...unsubscribed,
});

/** What the detail page's main button offers this learner for this training (docs/decisions.md). */
export const enrolmentStateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('enrol'), courseId: z.number() }),
  z.object({ state: z.literal('continue'), courseId: z.number(), courseTrackingId: z.number(), progress: z.number() }),
  z.object({ state: z.literal('finished'), courseId: z.number(), courseTrackingId: z.number(), points: z.number().nullable() }),
  z.object({ state: z.literal('refused'), courseId: z.number(), reason: z.enum(ENROLMENT_REFUSALS), message: z.string() }),
]);
export type EnrolmentState = z.infer<typeof enrolmentStateSchema>;

/** `checkFormation/{a}/{b}`: a is the training type of the detail path, b the course slug (docs/decisions.md). */
export const checkFormation = defineContract({
  method: 'GET',
  path: '/api/user/checkFormation/:a/:b',
  changesState: false,
  params: z.strictObject({ a: z.enum(TRAINING_TYPES), b: z.string().min(1).max(200) }),
  data: enrolmentStateSchema,
  errors: [401, 404],
});

export const currentFormations = defineContract({
  method: 'GET',
  path: '/api/user/currentFormations',
  changesState: false,
  /** Active enrolments, newest first; `current` is spec §4's current training. */
  data: z.object({ trainings: z.array(listedTrainingSchema), current: listedTrainingSchema.nullable() }),
  errors: [401],
});

export const trainingsList = defineContract({
  method: 'GET',
  path: '/api/user/trainingsList',
  changesState: false,
  /** Spec §3: upcoming (a session still to come) and current groups; finished ones for "my trainings". */
  data: z.object({ upcoming: z.array(listedTrainingSchema), current: z.array(listedTrainingSchema), finished: z.array(listedTrainingSchema) }),
  errors: [401],
});
