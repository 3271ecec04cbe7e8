import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { slugParams } from './scope.ts';

/** Display options of a custom page (spec §3 "plus options"). */
const customPageOptions = z.object({
  noLayout: z.boolean().optional(),
  /** An illustration shown above the text. */
  banner: z.string().nullable().optional(),
  /** A call to action under the text. */
  cta: z.object({ label: z.string(), href: z.string() }).nullable().optional(),
  noIndex: z.boolean().optional(),
});
const window = { startDate: z.string().nullable(), endDate: z.string().nullable() };

/** Custom pages inside their window on today's Paris date. */
export const listCustomPages = defineContract({
  method: 'GET',
  path: '/api/customPages',
  changesState: false,
  data: z.array(z.object({ id: z.number(), slug: z.string(), title: z.string(), ...window, options: customPageOptions })),
  errors: [],
});

export const getCustomPage = defineContract({
  method: 'GET',
  path: '/api/customPages/:slug',
  changesState: false,
  params: slugParams,
  data: z.object({ slug: z.string(), title: z.string(), bodyHtml: z.string(), ...window, options: customPageOptions }),
  errors: [404],
});
