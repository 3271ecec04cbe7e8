import { eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { platformDomains } from '@app/db/schema/platform-domains';
import { platforms, type Platform } from '@app/db/schema/platforms';
import { DEFAULT_LOCALE, LANGS, isLocale, type Lang, type Locale } from '@app/domain/platform/locales';
import { mainHostIn } from '@app/domain/platform/platform-hosts';
import { createTtlCache } from '../http/ttl-cache.ts';

export interface PlatformHost {
  platform: Platform;
  /** The locale tied to the host's domain (spec §1). */
  locale: Locale;
  hostname: string;
  /** The platform's main host in each language it has hosts in (alternate-language links, spec §2 page head). */
  hostsByLang: Partial<Record<Lang, string>>;
}

/** No platform lists the host and no default platform is configured. */
export class UnknownHostError extends Error {}

const FARLINE_HOST_PLATFORM = 'cofares';
const FARLINE_PLATFORM = 'farline';
const TTL_MS = 60_000;

/** Lower-cases a Host header value and drops its port. */
export function normalizeHostname(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.replace(/:\d+$/, '');
}

/**
 * Resolves host names to a platform and locale through `platform_domains`; an unknown host is served by the
 * configured default platform (the embedded demo's `demo`, HOSTS.md), else refused with UnknownHostError.
 * Answers are cached per process for a minute: platforms change rarely and every request needs one.
 */
export function createPlatformDirectory(db: Db, { defaultPlatform }: { defaultPlatform: string | null }) {
  const byCode = createTtlCache(TTL_MS, async (code: string) => {
    const [platform] = await db.select().from(platforms).where(eq(platforms.codeName, code));
    return platform as Platform | undefined;
  });

  const hostsOf = createTtlCache(TTL_MS, async (platformId: number) => {
    const rows = await db
      .select({ host: platformDomains.host, locale: platformDomains.locale })
      .from(platformDomains)
      .where(eq(platformDomains.platformId, platformId));
    const known = rows.filter((r) => isLocale(r.locale));
    const hosts: PlatformHost['hostsByLang'] = {};
    for (const lang of LANGS) hosts[lang] = mainHostIn(known, lang) ?? undefined;
    return hosts;
  });

  const byHost = createTtlCache(TTL_MS, async (hostname: string): Promise<PlatformHost> => {
    const [row] = await db
      .select({ platform: platforms, locale: platformDomains.locale })
      .from(platformDomains)
      .innerJoin(platforms, eq(platforms.id, platformDomains.platformId))
      .where(eq(platformDomains.host, hostname));
    if (row) {
      const locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
      return { platform: row.platform, locale, hostname, hostsByLang: await hostsOf.get(row.platform.id) };
    }
    if (!defaultPlatform) throw new UnknownHostError(`No platform serves the host ${hostname}`);
    const platform = await byCode.get(defaultPlatform);
    if (!platform) throw new Error(`The default platform ${defaultPlatform} is missing from the database`);
    const locale = isLocale(platform.defaultLocale) ? platform.defaultLocale : DEFAULT_LOCALE;
    return { platform, locale, hostname, hostsByLang: await hostsOf.get(platform.id) };
  });

  return {
    /** The platform a host serves; in farline mode a cofares host serves the farline platform (HOSTS.md). */
    async resolve(host: string | undefined, farlineMode = false): Promise<PlatformHost> {
      const served = await byHost.get(normalizeHostname(host));
      if (farlineMode && served.platform.codeName === FARLINE_HOST_PLATFORM) {
        const farline = await byCode.get(FARLINE_PLATFORM);
        if (farline) return { ...served, platform: farline };
      }
      return served;
    },
    clear() {
      byHost.clear();
      byCode.clear();
      hostsOf.clear();
    },
  };
}

export type PlatformDirectory = ReturnType<typeof createPlatformDirectory>;
