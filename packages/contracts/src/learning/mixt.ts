import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { booked, idAndSessions } from './booking.ts';
import { id } from './enrolment.ts';
import { currentFlowSchema } from './flow.ts';

/**
 * Spec §7 "Mixed" (issue 12 part 5): blended trainings, an e-learning part and a live part (face to face or
 * virtual class). `{id}` of the subscribe body is the catalogue Course id; the current flow's `{id}` the enrolment's.
 */

/** Enrols in a mixt course, booking the sessions of its live part named if any (a seat, or the waiting list). */
export const subscribeMixt = defineContract({
  method: 'POST',
  path: '/api/user/mixt/subscribe',
  changesState: true,
  body: idAndSessions,
  data: booked,
  errors: [401, 403, 404, 409],
});

/** The current flow of a mixt enrolment: its parts in order, its modules and the live part's bookings. */
export const mixtCurrentFlow = defineContract({
  method: 'GET',
  path: '/api/user/mixt/currentFlow/:id',
  changesState: false,
  params: z.strictObject({ id }),
  data: currentFlowSchema,
  errors: [401, 404, 409],
});
