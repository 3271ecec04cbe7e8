import { z } from 'zod';
import { dayProblems, SESSION_DAYS_MAX, SESSION_SEATS_MAX, SESSION_TRAINERS_MAX } from '@app/domain/admin/face-to-face';
import { faceToFaceSessionSchema } from '../catalogue/course.ts';
import { defineContract } from '../contract.ts';
import { pageQuery } from '../content/scope.ts';
import { pageOf } from '../page.ts';
import { emptyToUndefined } from '../query.ts';
import { calendarDay } from './day.ts';

/**
 * The face-to-face sessions of the platform's trainings, managed by its administrator (issue 17 part 4; ours, spec §7
 * has no admin call for them: docs/decisions.md). Every call answers 401 to a guest, 403 to whoever is not an
 * administrator, 404 for a session of a training this platform does not offer.
 */
const v = (key: string) => `admin.faceToFace.validation.${key}`;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const sessionParams = z.strictObject({ id });

const time = z.string(v('time')).regex(/^([01]\d|2[0-3]):[0-5]\d$/, v('time'));
/** A free text: trimmed, blank read as none. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, v('tooLong'))
    .nullable()
    .transform((value) => value || null);

export const sessionDayInput = z.strictObject({ date: calendarDay, startTime: time, endTime: time });

const sessionFields = z.strictObject({
  name: z.string(v('name')).trim().min(1, v('name')).max(200, v('tooLong')),
  virtualClass: z.boolean(),
  city: optionalText(120),
  marketingCity: optionalText(120),
  postalCode: optionalText(12),
  maxParticipants: z.number(v('seats')).int(v('seats')).min(1, v('seats')).max(SESSION_SEATS_MAX, v('seats')),
  /** One day, or several (a multi-date session); the earliest is the start date. */
  dates: z
    .array(sessionDayInput)
    .min(1, v('noDate'))
    .max(SESSION_DAYS_MAX, v('tooManyDates'))
    .superRefine((days, ctx) => {
      for (const problem of dayProblems(days)) ctx.addIssue({ code: 'custom', path: [problem.index, problem.field], message: v(problem.problem) });
    }),
  /** Experts of the directory who run the session. */
  trainerIds: z.array(id).max(SESSION_TRAINERS_MAX, v('tooManyTrainers')).default([]),
});

/** A session held in a room needs its city; a virtual class has none. */
const placeRule = (body: { virtualClass: boolean; city: string | null }, ctx: z.RefinementCtx) => {
  if (!body.virtualClass && !body.city) ctx.addIssue({ code: 'custom', path: ['city'], message: v('city') });
};

/** What an administrator edits of a session (its training is chosen once, at creation). */
export const updateSessionBody = sessionFields.superRefine(placeRule);
export const createSessionBody = sessionFields.extend({ trainingId: id }).superRefine(placeRule);

export const adminSessionSchema = faceToFaceSessionSchema
  .pick({ id: true, name: true, city: true, marketingCity: true, postalCode: true, startDate: true, startTime: true, endTime: true, maxParticipants: true, multiDates: true })
  .extend({
    trainingId: z.number(),
    training: z.string(),
    virtualClass: z.boolean(),
    days: z.array(z.object({ date: z.string(), startTime: z.string(), endTime: z.string() })),
    /** Seats held: confirmed, or offered from the waiting list (spec §3 currentParticipants). */
    seatsTaken: z.number(),
    seatsLeft: z.number(),
    waiting: z.number(),
    trainers: z.array(z.object({ id: z.number(), name: z.string() })),
    /** When the administrator cancelled it; null while it stands. */
    cancelledAt: z.string().nullable(),
  });
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const listSessionsQuery = pageQuery.extend({
  trainingId: z.preprocess(emptyToUndefined, id.optional()),
  when: z.preprocess(emptyToUndefined, z.enum(['upcoming', 'past']).default('upcoming')),
});

export const listFaceToFaceSessions = defineContract({
  method: 'GET',
  path: '/api/admin/faceToFace/sessions',
  changesState: false,
  query: z.strictObject(listSessionsQuery.shape),
  data: pageOf(adminSessionSchema).extend({
    /** The platform's trainings with a face-to-face part (spec §3 hasFaceToFace), for the filter and the form. */
    trainings: z.array(z.object({ id: z.number(), name: z.string() })),
    /** The expert directory, whom a session's trainers are chosen from. */
    experts: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
  errors: [401, 403, 422],
  summary: 'The face-to-face sessions of the platform’s trainings, upcoming (soonest first) or past (latest first).',
});

export const participantSchema = z.object({
  bookingId: z.number(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['confirmed', 'offered', 'waiting']),
  /** Per day of the session: present, absent, or not marked (null). */
  attendance: z.array(z.object({ date: z.string(), present: z.boolean().nullable() })),
});
export type SessionParticipant = z.infer<typeof participantSchema>;

export const sessionDetailSchema = z.object({ session: adminSessionSchema, participants: z.array(participantSchema) });

export const getFaceToFaceSession = defineContract({
  method: 'GET',
  path: '/api/admin/faceToFace/sessions/:id',
  changesState: false,
  params: sessionParams,
  data: sessionDetailSchema,
  errors: [401, 403, 404],
  summary: 'A session with its learners (seated, offered a seat, waiting) and their attendance per day.',
});

export const createFaceToFaceSession = defineContract({
  method: 'POST',
  path: '/api/admin/faceToFace/sessions',
  changesState: true,
  body: createSessionBody,
  data: adminSessionSchema,
  successStatus: 201,
  errors: [401, 403, 422],
  summary: 'Creates a session of a training offered on this platform.',
});

export const updateFaceToFaceSession = defineContract({
  method: 'PUT',
  path: '/api/admin/faceToFace/sessions/:id',
  changesState: true,
  params: sessionParams,
  body: updateSessionBody,
  data: adminSessionSchema,
  errors: [401, 403, 404, 409, 422],
  summary: 'Changes a session; never fewer seats than those already held (422), never a cancelled one (409).',
});

export const markSessionAttendance = defineContract({
  method: 'PUT',
  path: '/api/admin/faceToFace/sessions/:id/attendance',
  changesState: true,
  params: sessionParams,
  body: z.strictObject({
    date: calendarDay,
    marks: z.array(z.strictObject({ bookingId: id, present: z.boolean() })).min(1, v('noMark')).max(SESSION_SEATS_MAX),
  }),
  data: sessionDetailSchema,
  errors: [401, 403, 404, 409, 422],
  summary: 'Marks the seated learners present or absent on a day of the session that has begun.',
});

export const cancelFaceToFaceSession = defineContract({
  method: 'POST',
  path: '/api/admin/faceToFace/sessions/:id/cancel',
  changesState: true,
  params: sessionParams,
  data: z.object({ id: z.number(), notified: z.number() }),
  errors: [401, 403, 404, 409],
  summary: 'Cancels a session not yet started: every booked and waiting learner is told (notification, e-mail, live).',
});
export type CreateSessionInput = z.input<typeof createSessionBody>;
