import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { id } from './enrolment.ts';

const dbId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * A heartbeat of an active learner in a module (spec §9 idle 60 s; @app/domain/learning/tracking): the server credits
 * the time since the previous one. Not in spec §7's list: the tracking call's writing side (docs/decisions.md).
 */
export const heartbeat = defineContract({
  method: 'POST',
  path: '/api/user/tracking/heartbeat',
  changesState: true,
  body: z.strictObject({ courseTrackingId: dbId, moduleId: dbId }),
  data: z.object({ credited: z.number(), moduleSeconds: z.number(), enrolmentSeconds: z.number() }),
  errors: [401, 403, 404, 409],
});

const trackingEventSchema = z.object({
  kind: z.string(),
  occurredAt: z.string(),
  moduleId: z.number().nullable(),
  seconds: z.number(),
});

/** The time really spent, per enrolment and module, with the events that prove it (funders ask for it). */
export const tracking = defineContract({
  method: 'GET',
  path: '/api/user/tracking',
  changesState: false,
  query: z.strictObject({ courseTrackingId: id.optional() }),
  data: z.object({
    enrolments: z.array(
      z.object({
        courseTrackingId: z.number(),
        courseName: z.string(),
        secondsSpent: z.number(),
        modules: z.array(z.object({ moduleId: z.number(), name: z.string(), secondsSpent: z.number(), status: z.string() })),
        /** Only when one enrolment is asked for: its events, oldest first. */
        events: z.array(trackingEventSchema),
      }),
    ),
  }),
  errors: [401, 404],
});

/** A finished training in the learner's history (spec §3 History entry). */
export const historyEntrySchema = z.object({
  courseTrackingId: z.number(),
  startDate: z.string().nullable(),
  endDate: z.string(),
  courseId: z.number(),
  course: z.object({ id: z.number(), name: z.string(), slug: z.string(), type: z.string(), points: z.number() }),
  formations: z.array(z.object({ initialScore: z.number().nullable(), finalScore: z.number().nullable() })),
  points: z.number(),
  secondsSpent: z.number(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const history = defineContract({
  method: 'GET',
  path: '/api/user/history',
  changesState: false,
  data: z.array(historyEntrySchema),
  errors: [401],
});

/** The history without scores: what a list needs (spec §7 "/history/light when the flag is set"). */
export const historyLight = defineContract({
  method: 'GET',
  path: '/api/user/history/light',
  changesState: false,
  data: z.array(historyEntrySchema.pick({ courseTrackingId: true, endDate: true, courseId: true, course: true, points: true })),
  errors: [401],
});
