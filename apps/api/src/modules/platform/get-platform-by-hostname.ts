import { z } from 'zod';
import { langOf } from '@app/domain/locales';
import { isFarlineMode, platformFailure } from '../../plugins/site.ts';
import type { PlatformDirectory } from './platform-directory.ts';

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
  locale: z.string(),
  lang: z.enum(['fr', 'es']),
});

export type PlatformData = z.infer<typeof platformData>;

/** Spec §7 getByHostname; farline mode comes from the flag or from the farline cookie already set. */
export async function getPlatformByHostname(
  directory: PlatformDirectory,
  input: { hostname: string; useFarlinePlatform?: boolean },
  cookies: Record<string, string | undefined>,
): Promise<PlatformData> {
  try {
    const { platform: p, locale, hostname, hostsByLang } = await directory.resolve(
      input.hostname,
      input.useFarlinePlatform ?? isFarlineMode(cookies),
    );
    return {
      id: p.id,
      code_name: p.codeName,
      name: p.name,
      short_name: p.shortName,
      is_convergence: p.isConvergence,
      theme: { primary_color: p.primaryColor, primary_color_dark: p.primaryColorDark, elearning_color: p.elearningColor },
      logo_url: p.logoUrl,
      favicon: p.favicon,
      hotjar_id: p.hotjarId,
      hotjar_sv: p.hotjarSv,
      classes: p.classes,
      css_variables: p.cssVariables,
      hostname,
      hosts_by_lang: hostsByLang,
      locale,
      lang: langOf(locale),
    };
  } catch (error) {
    throw platformFailure(error);
  }
}
