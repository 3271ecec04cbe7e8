import { z } from 'zod';
import { defineContract } from './contract.ts';

/** Liveness for load balancers: answers only when the database does. */
export const getHealth = defineContract({
  method: 'GET',
  path: '/api/health',
  changesState: false,
  data: z.object({ database: z.literal('ok') }),
  errors: [503],
});
