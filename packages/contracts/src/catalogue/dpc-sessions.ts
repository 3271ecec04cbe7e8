import { z } from 'zod';
import { defineContract } from '../contract.ts';

/**
 * Spec §7 DPC `GET /api/catalog/dpc/sessions/{id}`: the sessions of a DPC programme still to be followed — the periods,
 * each registered with the ANDPC under its reference, in which a learner follows the programme online — the open one
 * first, then the ones to come; finished ones are left out. `{id}` is the catalogue Course id (docs/decisions.md).
 */
export const dpcSessionSchema = z.object({
  id: z.number(),
  reference: z.string(),
  /** Local dates YYYY-MM-DD (Europe/Paris). */
  startsOn: z.string(),
  endsOn: z.string(),
  /** Open today (Europe/Paris), or to come. */
  status: z.enum(['open', 'upcoming']),
});
export type DpcSession = z.infer<typeof dpcSessionSchema>;

export const listDpcSessions = defineContract({
  method: 'GET',
  path: '/api/catalog/dpc/sessions/:id',
  changesState: false,
  params: z.strictObject({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  data: z.object({ sessions: z.array(dpcSessionSchema) }),
  // 404: no DPC programme is offered under this id on this platform.
  errors: [404],
});
