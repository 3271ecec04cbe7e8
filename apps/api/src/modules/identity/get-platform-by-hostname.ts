import type { Platform } from '@app/contracts/identity/platform';
import { langOf } from '@app/domain/platform/locales';
import { isFarlineMode, platformFailure } from '../../plugins/platform-host.ts';
import type { PlatformDirectory, PlatformHost } from '../../plugins/platform-directory.ts';

// One answer per resolved host: the directory keeps its PlatformHost objects a minute, so do these.
const answers = new WeakMap<PlatformHost, Platform>();

/** The Platform of spec §3 as the web receives it, for a host the platform directory resolved. */
export function platformOfHost(host: PlatformHost): Platform {
  let answer = answers.get(host);
  if (!answer) {
    const { platform: p, locale, hostname, hostsByLang } = host;
    answer = {
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
    answers.set(host, answer);
  }
  return answer;
}

/** The Platform of spec §3 with the host's locale (spec §7 getByHostname); farline mode comes from the flag or from the farline cookie already set. */
export async function getPlatformByHostname(
  directory: PlatformDirectory,
  input: { hostname: string; useFarlinePlatform?: boolean },
  cookies: Record<string, string | undefined>,
): Promise<Platform> {
  try {
    return platformOfHost(await directory.resolve(input.hostname, input.useFarlinePlatform ?? isFarlineMode(cookies)));
  } catch (error) {
    throw platformFailure(error);
  }
}
