import { z } from 'zod';
import { TRAINING_FLOW_TYPES, TRAINING_TYPES } from '@app/domain/catalogue/training-types';
import { lmsMaintenanceSchema } from '@app/domain/realtime/maintenance.schema';
import { defineContract } from '../contract.ts';
import { liveFlowSchema } from './booking-live.ts';
import { id } from './enrolment.ts';

/** A module of an enrolment as the learning view shows it: its state, time, resume point and lock. */
export const flowModuleSchema = z.object({
  id: z.number(),
  position: z.number(),
  name: z.string(),
  /** Spec §3 module type code. */
  typeCode: z.number(),
  durationMinutes: z.number(),
  /** What plays it (null: nothing to play online, e.g. a face-to-face day). */
  contentKind: z.enum(['scorm', 'video', 'audio', 'pdf', 'quiz']).nullable(),
  status: z.enum(['notStarted', 'inProgress', 'completed']),
  secondsSpent: z.number(),
  positionSeconds: z.number().nullable(),
  /** Out of 10. */
  score: z.number().nullable(),
  /** A module opens once every module before it is completed. */
  locked: z.boolean(),
  completedAt: z.string().nullable(),
});
export type FlowModule = z.infer<typeof flowModuleSchema>;

/** A part of a blended (mixt) training: its e-learning modules or its live one, in the order the training sets. */
export const mixtPartSchema = z.object({
  kind: z.enum(['elearning', 'live']),
  status: flowModuleSchema.shape.status,
  /** The part's modules, as listed in `modules`. */
  moduleIds: z.array(z.number()),
});

/** The current flow of an enrolment (spec §4 flow types): the learning view's data. */
export const currentFlowSchema = z.object({
  courseTrackingId: z.number(),
  flowType: z.enum(TRAINING_FLOW_TYPES),
  status: z.enum(['active', 'completed', 'unsubscribed']),
  /** Spec §4 read-only mode: the learner may look, not start. */
  readOnly: z.boolean(),
  course: z.object({ id: z.number(), slug: z.string(), name: z.string(), type: z.enum(TRAINING_TYPES), illustration: z.string().nullable(), points: z.number() }),
  modules: z.array(flowModuleSchema),
  /** Where to resume: the module in progress, else the first not completed (null when all are). */
  resumeModuleId: z.number().nullable(),
  progress: z.number(),
  secondsSpent: z.number(),
  points: z.number().nullable(),
  enrolledAt: z.string(),
  completedAt: z.string().nullable(),
  /** The evaluation quiz put on completion, not answered yet. */
  evaluationQuizId: z.number().nullable(),
  /** The LMS maintenance state: while active, nothing can be started. */
  maintenance: lmsMaintenanceSchema,
  /** Face-to-face and virtual-class flows: the learner's session bookings (null for self-paced flows). */
  live: liveFlowSchema.nullable(),
  /**
   * Mixt flows: the parts in order (`modules` follows it) and whether the learner books a session of the live part
   * (`planF2f`), or the organiser plans it (its dates are to come). Null for other flows.
   */
  mixt: z.object({ parts: z.array(mixtPartSchema), planF2f: z.boolean(), displayType: z.string() }).nullable(),
});
export type CurrentFlow = z.infer<typeof currentFlowSchema>;

export const formationCurrentFlow = defineContract({
  method: 'GET',
  path: '/api/user/formation/currentFlow/:id',
  changesState: false,
  params: z.strictObject({ id }),
  data: currentFlowSchema,
  // 409: a flow of the live-learning issue (face to face, virtual class, mixt, dpc, epp), not served yet.
  errors: [401, 404, 409],
});

/** Starts a module of the enrolment (the spec's "suivi"): the first open one, or the one named. */
export const createSuivi = defineContract({
  method: 'POST',
  path: '/api/user/formation/createSuivi/:id',
  changesState: true,
  params: z.strictObject({ id }),
  body: z.strictObject({ moduleId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional() }).optional(),
  data: currentFlowSchema,
  errors: [401, 403, 404, 409, 503],
});
