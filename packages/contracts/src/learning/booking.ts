import { z } from 'zod';
import { BOOKING_REFUSALS } from '@app/domain/learning/booking';
import { defineContract, fileBytes } from '../contract.ts';
import { id, listedTrainingSchema } from './enrolment.ts';
import { bookingSchema } from './booking-live.ts';
import { currentFlowSchema } from './flow.ts';

/**
 * Spec §7 "Learner courses" and "Face to face": booking seats in the sessions of face-to-face, virtual-class and
 * webinar trainings (issue 12). The `{id}` of a subscribe or unsubscribe call is the catalogue Course id; the
 * booking calls added here (confirm a seat offered from the waiting list, the calendar file) take the booking's id.
 */
const bodyId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** The sessions to book: at least one, each once. */
const sessions = z
  .array(bodyId)
  .min(1)
  .max(20)
  // The message is a key of the API's messages, translated into the caller's language.
  .refine((list) => new Set(list).size === list.length, { message: 'booking.sameSessionTwice' });

/** A refused booking: 409 (or 404 for a session of another training) with the reason; nothing changed. */
export const bookingRefusalSchema = z.object({ reason: z.enum(BOOKING_REFUSALS) });

export const booked = z.object({ training: listedTrainingSchema, bookings: z.array(bookingSchema) });

/** Enrols in the course if needed and books the sessions named (a seat, or the waiting list when full). */
export const subscribeCourse = defineContract({
  method: 'POST',
  path: '/api/course/subscribe/:id',
  changesState: true,
  params: z.strictObject({ id }),
  body: z.strictObject({ sessions }),
  data: booked,
  errors: [401, 403, 404, 409],
});

/**
 * Cancels the learner's bookings of the course: the sessions named, or all of them and the enrolment with them when
 * none is named (spec §7 names no body: decision). A seat freed goes to the first person waiting.
 */
export const unsubscribeCourse = defineContract({
  method: 'POST',
  path: '/api/course/unsubscribe/:id',
  changesState: true,
  params: z.strictObject({ id }),
  body: z.strictObject({ sessions: sessions.optional() }).optional(),
  data: booked,
  errors: [401, 404, 409],
});

/** The course (its catalogue id) and the sessions to book with the enrolment, if any. */
export const idAndSessions = z.strictObject({ id: bodyId, sessions: sessions.optional() });

/** Enrols in a face-to-face, virtual-class or webinar course, booking the sessions named if any. */
export const subscribeFaceToFace = defineContract({
  method: 'POST',
  path: '/api/user/faceToFaceOnly/subscribe',
  changesState: true,
  body: idAndSessions,
  data: booked,
  errors: [401, 403, 404, 409],
});

/** The current flow of a face-to-face or virtual-class enrolment, with its `live` part (the bookings). */
export const faceToFaceCurrentFlow = defineContract({
  method: 'GET',
  path: '/api/user/faceToFaceOnly/currentFlow/:id',
  changesState: false,
  params: z.strictObject({ id }),
  data: currentFlowSchema,
  errors: [401, 404, 409],
});

/** The learner promoted from the waiting list takes the seat held for them (before `offerExpiresAt`). */
export const confirmSeat = defineContract({
  method: 'POST',
  path: '/api/user/faceToFaceOnly/confirmSeat/:id',
  changesState: true,
  params: z.strictObject({ id }),
  data: bookingSchema,
  errors: [401, 404, 409, 410],
});

/** The booking's calendar file (iCalendar, Europe/Paris times), one event per day of the session. */
export const bookingCalendar = defineContract({
  method: 'GET',
  path: '/api/user/faceToFaceOnly/calendar/:id',
  changesState: false,
  params: z.strictObject({ id }),
  file: true,
  data: fileBytes,
  errors: [401, 404],
});

/**
 * The seats of a course's sessions now (the catalogue detail is cached for 30 s) and the learner's booking in each:
 * what the detail page's booking box shows and refreshes on a live event. `{id}` is the catalogue Course id.
 */
export const courseSeats = defineContract({
  method: 'GET',
  path: '/api/user/faceToFaceOnly/seats/:id',
  changesState: false,
  params: z.strictObject({ id }),
  data: z.object({
    trainingId: z.number(),
    /** The learner's enrolment in the course (null when not enrolled, or left). */
    courseTrackingId: z.number().nullable(),
    sessions: z.array(
      z.object({
        id: z.number(),
        maxParticipants: z.number(),
        currentParticipants: z.number(),
        seatsAvailable: z.number(),
        /** The learner's live booking (confirmed, waiting or offered) in the session. */
        booking: bookingSchema.nullable(),
      }),
    ),
  }),
  errors: [401, 404],
});
