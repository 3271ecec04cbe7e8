import { z } from 'zod';
import { CUSTOM_PAGE_SLUG, CUSTOM_PAGE_SLUG_MAX } from '@app/domain/admin/custom-pages';
import { LANGS, type Lang } from '@app/domain/platform/locales';
import { customPageSchema } from '../content/custom-pages.ts';
import { defineContract } from '../contract.ts';
import { calendarDay } from './day.ts';

/** A window's day: `YYYY-MM-DD`, or null (an empty date field) for a side left open (spec §3 Custom page). */
const windowDay = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  calendarDay.nullable(),
);

/** The options an administrator sets (spec §3 "plus options"; the rest of the stored options is kept as it is). */
export const customPageSettings = z.strictObject({
  /** False keeps the page a draft, never public. */
  published: z.boolean(),
  /** Asks search engines not to index the page. */
  noIndex: z.boolean(),
});

/**
 * A page as the editor sends it: without `id` it is created, with one it replaces that page. The body is rich text,
 * sanitised by the API before it is stored.
 */
export const customPageForm = z
  .strictObject({
    id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    title: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
    slug: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(CUSTOM_PAGE_SLUG_MAX, 'validation.tooLong')
      .regex(CUSTOM_PAGE_SLUG, 'admin.pages.validation.slug'),
    lang: z.enum(LANGS as [Lang, ...Lang[]], 'validation.choose'),
    bodyHtml: z.string().max(200_000, 'validation.tooLong'),
    startDate: windowDay,
    endDate: windowDay,
    options: customPageSettings,
  })
  .refine((p) => p.startDate === null || p.endDate === null || p.endDate >= p.startDate, {
    path: ['endDate'],
    message: 'admin.validation.toBeforeFrom',
  });
export type CustomPageFormInput = z.input<typeof customPageForm>;

/** Creates or replaces a page of the administrator's platform (issue 17 part 3). */
export const saveCustomPage = defineContract({
  method: 'PUT',
  path: '/api/customPages',
  changesState: true,
  body: customPageForm,
  data: customPageSchema,
  errors: [401, 403, 404],
});

const idParams = z.strictObject({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const deleteCustomPage = defineContract({
  method: 'DELETE',
  path: '/api/customPages/:id',
  changesState: true,
  params: idParams,
  data: z.object({ id: z.number() }),
  errors: [401, 403, 404],
});

/** Changes some of a page's options (those sent), leaving its text and window as they are. */
export const updateCustomPageOptions = defineContract({
  method: 'POST',
  path: '/api/customPages/updatePageOptions/:id',
  changesState: true,
  params: idParams,
  body: customPageSettings.partial(),
  data: customPageSchema,
  errors: [401, 403, 404],
});
