import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { slugParams } from './scope.ts';

const lang = z.enum(['fr', 'es']);

/** Display options of a custom page (spec §3 "plus options"). */
const customPageOptions = z.object({
  noLayout: z.boolean().optional(),
  /** An illustration shown above the text. */
  banner: z.string().nullable().optional(),
  /** A call to action under the text. */
  cta: z.object({ label: z.string(), href: z.string() }).nullable().optional(),
  noIndex: z.boolean().optional(),
  /** False: a draft, shown to administrators only (issue 17 part 3). */
  published: z.boolean().optional(),
});
const window = { startDate: z.string().nullable(), endDate: z.string().nullable() };

/** A page with its text, as the public reads it and as an administrator edits it. */
export const customPageSchema = z.object({
  id: z.number(),
  slug: z.string(),
  lang,
  title: z.string(),
  bodyHtml: z.string(),
  ...window,
  options: customPageOptions,
});

/**
 * Custom pages inside their window on today's Paris date, published, in the caller's language. To an administrator of
 * the platform: every page of it (every window, language and draft), never cached.
 */
export const listCustomPages = defineContract({
  method: 'GET',
  path: '/api/customPages',
  changesState: false,
  data: z.array(customPageSchema.omit({ bodyHtml: true })),
  errors: [],
});

/**
 * One page by its slug (public: in its window, published, in the caller's language). To an administrator the
 * parameter is a page id when it is digits only (a slug always holds a letter), else a slug; any page of the platform.
 */
export const getCustomPage = defineContract({
  method: 'GET',
  path: '/api/customPages/:slug',
  changesState: false,
  params: slugParams,
  data: customPageSchema,
  errors: [404],
});
