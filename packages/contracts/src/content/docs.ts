import { z } from 'zod';
import { defineContract } from '../contract.ts';

/**
 * A document of any depth and its direct children. The path is checked by the API, which answers 404 (not 422) for
 * a path no document can have, like for an unknown one.
 */
export const getDocument = defineContract({
  method: 'GET',
  path: '/api/docs/*',
  changesState: false,
  params: z.object({ '*': z.string() }),
  data: z.object({ path: z.string(), title: z.string(), bodyHtml: z.string(), children: z.array(z.object({ path: z.string(), title: z.string() })) }),
  errors: [404],
});
