import { z } from 'zod';
import { defineContract } from './contract.ts';

/** Liveness: the process is up and answering. It does not depend on the database, so a database outage restarts nothing. */
export const getHealth = defineContract({
  method: 'GET',
  path: '/api/health',
  changesState: false,
  data: z.object({ process: z.literal('up') }),
  errors: [],
});

/** Readiness: this instance takes traffic; 503 while it drains (shutting down) or when its database does not answer. */
export const getReadiness = defineContract({
  method: 'GET',
  path: '/api/ready',
  changesState: false,
  data: z.object({ database: z.literal('ok') }),
  errors: [503],
});
