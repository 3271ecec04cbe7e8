import { z } from 'zod';
import { REDIRECT_MAX_LENGTH, REDIRECT_STATUSES } from '@app/domain/admin/redirect-rules';
import { defineContract } from '../contract.ts';

/**
 * The platform's redirect rules, edited by its administrators (issue 17 part 9; ours: spec §7 names only
 * getAllRoutes): a site path sends visitors to a local path or to an external https URL. 401 for a guest, 403 for
 * whoever is not an administrator, 404 for a rule of another platform.
 */
export const redirectRuleSchema = z.object({
  id: z.number(),
  fromPath: z.string(),
  toPath: z.string().nullable(),
  toUrl: z.string().nullable(),
  statusCode: z.number(),
});
export type RedirectRuleView = z.infer<typeof redirectRuleSchema>;

const text = z.string().trim().max(REDIRECT_MAX_LENGTH, 'validation.tooLong');

/** A rule as the form sends it: the target is either local (`toPath`) or external (`toUrl`), as `target` says. */
export const redirectRuleBody = z.strictObject({
  fromPath: text.min(1, 'validation.required'),
  target: z.enum(['local', 'external']),
  toPath: text.optional(),
  toUrl: text.optional(),
  statusCode: z.coerce.number().pipe(z.literal(REDIRECT_STATUSES)),
});
export type RedirectRuleBody = z.input<typeof redirectRuleBody>;

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const listRedirectRules = defineContract({
  method: 'GET',
  path: '/api/admin/redirectRules',
  changesState: false,
  data: z.array(redirectRuleSchema),
  errors: [401, 403],
  summary: 'The platform’s redirect rules, by source path.',
});

export const createRedirectRule = defineContract({
  method: 'POST',
  path: '/api/admin/redirectRules',
  changesState: true,
  body: redirectRuleBody,
  data: redirectRuleSchema,
  successStatus: 201,
  errors: [401, 403],
  summary: 'Adds a redirect rule (source unique on the platform, no loop); the site follows it at once.',
});

export const updateRedirectRule = defineContract({
  method: 'PUT',
  path: '/api/admin/redirectRules/:id',
  changesState: true,
  params: idParams,
  body: redirectRuleBody,
  data: redirectRuleSchema,
  errors: [401, 403, 404],
  summary: 'Changes a redirect rule of the platform.',
});

export const deleteRedirectRule = defineContract({
  method: 'DELETE',
  path: '/api/admin/redirectRules/:id',
  changesState: true,
  params: idParams,
  data: z.null(),
  errors: [401, 403, 404],
  summary: 'Removes a redirect rule of the platform.',
});

/** One route of spec §2's table: its name and its full path per language (null where it has none). */
export const routeEntrySchema = z.object({ name: z.string(), fr: z.string().nullable(), es: z.string().nullable(), parent: z.string().nullable() });

export const getAllRoutes = defineContract({
  method: 'GET',
  path: '/api/admin/getAllRoutes',
  changesState: false,
  data: z.array(routeEntrySchema),
  errors: [401, 403],
  summary: 'The site’s route table (spec §2): names and paths per language, for the redirect rules’ targets.',
});
