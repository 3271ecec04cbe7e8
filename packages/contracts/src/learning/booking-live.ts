import { z } from 'zod';
import { faceToFaceSessionSchema } from '../catalogue/course.ts';

/** A learner's place in a session, as their pages show it. */
export const bookingSchema = z.object({
  id: z.number(),
  status: z.enum(['confirmed', 'waiting', 'offered', 'cancelled', 'expired']),
  /** Place on the waiting list (1 = next to be offered a seat); null unless waiting. */
  queuePosition: z.number().nullable(),
  /** Until when an offered seat is held (ISO instant); null unless offered. */
  offerExpiresAt: z.string().nullable(),
  /** A cancellation less than 48 h before the start (docs/decisions.md). */
  lateCancellation: z.boolean(),
  session: faceToFaceSessionSchema
    .pick({ id: true, name: true, city: true, marketingCity: true, postalCode: true, startDate: true, startTime: true, endTime: true, maxParticipants: true, currentParticipants: true, seatsAvailable: true })
    .extend({
      virtualClass: z.boolean(),
      /** The session's start as an instant (ISO); dates and times above are local, in Europe/Paris (spec §9). */
      startsAt: z.string(),
      /** Every day of the session (one for a single-date session). */
      days: z.array(z.object({ date: z.string(), startTime: z.string(), endTime: z.string() })),
      /** A session on demand takes place once this many more seats are held (0: it takes place). */
      missingForOnDemand: z.number(),
    }),
});
export type Booking = z.infer<typeof bookingSchema>;

/** The live part of a face-to-face or virtual-class flow: the learner's bookings, latest session first. */
export const liveFlowSchema = z.object({ bookings: z.array(bookingSchema) });

