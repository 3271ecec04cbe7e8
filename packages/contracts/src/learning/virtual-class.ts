import { z } from 'zod';
import { TRAINING_TYPES } from '@app/domain/catalogue/training-types';
import { defineContract } from '../contract.ts';
import { id } from './enrolment.ts';

/**
 * Virtual classes and webinars (spec §7 "Mixed", issue 12 parts 3 and 4; docs/decisions.md). The `{id}` of the join
 * and attendance calls is the learner's booking (a session_bookings row, confirmed): the platform picks the session
 * date whose join window holds the present moment. Another learner's booking is a 404; outside every window a 409
 * whose message says when the next one opens (Europe/Paris). The trainer's calls take the token of their link
 * (`/trainer/virtualClass/:token`) instead of a sign-in.
 */
const bookingParams = z.strictObject({ id });
const providerName = z.enum(['bigbluebutton', 'externalLink']);
const dayDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'virtualClass.validation.date');

/** One date of a session with its join window (instants, ISO 8601); the date and times are Europe/Paris local. */
export const sessionDaySchema = z.object({
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
});
export type SessionDayView = z.infer<typeof sessionDaySchema>;

/** Where joining stands now: the date open now, else the next one to open, else over. */
export const joinStateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('open'), date: z.string(), opensAt: z.string(), closesAt: z.string() }),
  z.object({ state: z.literal('upcoming'), date: z.string(), opensAt: z.string(), closesAt: z.string() }),
  z.object({ state: z.literal('over') }),
]);
export type JoinStateView = z.infer<typeof joinStateSchema>;

/** A session of the learner's (a confirmed booking in a virtual class or webinar). */
export const virtualSessionSchema = z.object({
  bookingId: z.number(),
  /** The enrolment (/learn/:courseTrackingId). */
  courseTrackingId: z.number(),
  training: z.object({ id: z.number(), name: z.string(), type: z.enum(TRAINING_TYPES) }),
  session: z.object({ id: z.number(), name: z.string() }),
  /** Null while no room serves it (no external link and no BigBlueButton configured). */
  provider: providerName.nullable(),
  days: z.array(sessionDaySchema.extend({ joinedAt: z.string().nullable() })),
  join: joinStateSchema,
  /** The recording, once published (webinars). */
  replayUrl: z.string().nullable(),
});
export type VirtualSession = z.infer<typeof virtualSessionSchema>;

/** The room's address for this learner on the date open now (BigBlueButton: a signed join link, valid once created). */
export const virtualClassJoin = defineContract({
  method: 'GET',
  path: '/api/user/mixt/virtualClass/join/:id',
  changesState: false,
  params: bookingParams,
  data: z.object({ provider: providerName, url: z.string(), date: z.string(), opensAt: z.string(), closesAt: z.string() }),
  // 409: outside the join window (data.opensAt when a date is still to come), or no room configured; 503: provider down.
  errors: [401, 404, 409, 503],
});

/** Records that the learner joined on the date open now (attendance's joinedAt, the first join kept). */
export const sessionDateTrackingJoin = defineContract({
  method: 'GET',
  path: '/api/user/mixt/sessionDateTracking/join/:id',
  changesState: true,
  params: bookingParams,
  data: z.object({ bookingId: z.number(), date: z.string(), joinedAt: z.string() }),
  errors: [401, 404, 409],
});

/** An administrator's check of the provider: creates the test meeting and answers its moderator link. */
export const virtualClassCreateTest = defineContract({
  method: 'GET',
  path: '/api/user/mixt/virtualClass/create/test',
  changesState: false,
  data: z.object({ provider: z.literal('bigbluebutton'), meetingId: z.string(), moderatorUrl: z.string() }),
  // 409: no BigBlueButton configured; 503: it did not answer, or refused the checksum (wrong secret).
  errors: [401, 403, 409, 503],
});

/** The signed-in learner's virtual-class and webinar sessions (confirmed bookings), soonest first, past ones last. */
export const virtualSessionsAll = defineContract({
  method: 'POST',
  path: '/api/virtualSessions/all',
  changesState: false,
  data: z.array(virtualSessionSchema),
  errors: [401],
});

const tokenParams = z.strictObject({ token: z.string().min(16).max(200) });

/** A booked learner as the trainer sees them: the name and, per date, what was recorded. */
export const trainerLearnerSchema = z.object({
  bookingId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  attendance: z.array(z.object({ date: z.string(), present: z.boolean().nullable(), joinedAt: z.string().nullable() })),
});

export const trainerVirtualClassSchema = z.object({
  trainerName: z.string().nullable(),
  training: z.object({ name: z.string(), type: z.enum(TRAINING_TYPES) }),
  session: z.object({ id: z.number(), name: z.string() }),
  provider: providerName.nullable(),
  days: z.array(sessionDaySchema),
  /** The trainer's own window (they open the room before the learners). */
  start: joinStateSchema,
  /** The recording shown to the booked learners, once the trainer has published it. */
  replayUrl: z.string().nullable(),
  learners: z.array(trainerLearnerSchema),
});
export type TrainerVirtualClass = z.infer<typeof trainerVirtualClassSchema>;

/** The trainer's page (spec §2 `/trainer/virtualClass/:token`): the session and who is booked. */
export const trainerVirtualClass = defineContract({
  method: 'GET',
  path: '/api/trainer/virtualClass/:token',
  changesState: false,
  params: tokenParams,
  data: trainerVirtualClassSchema,
  // 404: unknown or expired link.
  errors: [404],
});

/** The trainer marks a booked learner present or absent on one date of the session (marking again replaces it). */
export const trainerMarkAttendance = defineContract({
  method: 'POST',
  path: '/api/trainer/virtualClass/:token/attendance',
  changesState: true,
  params: tokenParams,
  body: z.strictObject({
    bookingId: z.number('virtualClass.validation.booking').int('virtualClass.validation.booking').positive('virtualClass.validation.booking'),
    date: dayDate,
    present: z.boolean('virtualClass.validation.present'),
  }),
  data: z.object({ bookingId: z.number(), date: z.string(), present: z.boolean(), markedAt: z.string() }),
  errors: [404],
});

/** The trainer starts the class: the room's moderator link for the date open now. */
export const trainerStartVirtualClass = defineContract({
  method: 'POST',
  path: '/api/trainer/virtualClass/:token/start',
  changesState: true,
  params: tokenParams,
  data: z.object({ provider: providerName, url: z.string(), date: z.string() }),
  errors: [404, 409, 503],
});

/** The trainer publishes the session's recording (a webinar's replay) for its booked learners; null withdraws it. */
export const trainerPublishReplay = defineContract({
  method: 'POST',
  path: '/api/trainer/virtualClass/:token/replay',
  changesState: true,
  params: tokenParams,
  body: z.strictObject({
    replayUrl: z.url({ protocol: /^https?$/, error: 'virtualClass.validation.replayUrl' }).max(2000, 'virtualClass.validation.replayUrl').nullable(),
  }),
  data: z.object({ replayUrl: z.string().nullable() }),
  errors: [404],
});
