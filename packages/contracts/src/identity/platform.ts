import { z } from 'zod';
import { LOCALES } from '@app/domain/platform/locales';
import { defineContract } from '../contract.ts';

/** The Platform of spec §3 as the web receives it, with the host's locale. */
export const platformData = z.object({
  id: z.number(),
  code_name: z.string(),
  name: z.string(),
  short_name: z.string(),
  is_convergence: z.boolean(),
  theme: z.object({
    primary_color: z.string().nullable(),
    primary_color_dark: z.string().nullable(),
    elearning_color: z.string().nullable(),
  }),
  logo_url: z.string().nullable(),
  favicon: z.string().nullable(),
  hotjar_id: z.string().nullable(),
  hotjar_sv: z.string().nullable(),
  classes: z.string().nullable(),
  css_variables: z.record(z.string(), z.string()),
  hostname: z.string(),
  /** The platform's main host per language, for the alternate-language links (spec §2 page head). */
  hosts_by_lang: z.object({ fr: z.string().optional(), es: z.string().optional() }),
  locale: z.enum(LOCALES),
  lang: z.enum(['fr', 'es']),
});
export type Platform = z.infer<typeof platformData>;

/** Spec §7: the platform of a host name. A read sent as POST: it needs no CSRF token, so SSR creates no session. */
export const getByHostname = defineContract({
  method: 'POST',
  path: '/api/platform/getByHostname',
  changesState: false,
  body: z.strictObject({ hostname: z.string().trim().min(1).max(253), useFarlinePlatform: z.boolean().optional() }),
  data: platformData,
  // Spec §8 "Failed platform fetch": 404 for a host no platform serves, 503 when the lookup failed.
  errors: [404, 503],
});
