import { eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { platformDomains } from '@app/db/schema/platform-domains';
import { platforms, type Platform } from '@app/db/schema/platforms';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@app/domain/locales';
import { createTtlCache } from '../http/ttl-cache.ts';

export interface Site {
  platform: Platform;
  /** The locale tied to the host's domain (spec §1). */
  locale: Locale;
  hostname: string;
}

const DEFAULT_PLATFORM = 'demo';
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
 * Resolves host names to a platform and locale through `platform_domains`, unknown hosts falling back to the
 * demo platform (HOSTS.md). Answers are cached per process for a minute: platforms change rarely and every
 * request needs one.
 */
export function createPlatformDirectory(db: Db) {
  const byCode = createTtlCache(TTL_MS, async (code: string) => {
    const [platform] = await db.select().from(platforms).where(eq(platforms.codeName, code));
    return platform as Platform | undefined;
  });

  const byHost = createTtlCache(TTL_MS, async (hostname: string): Promise<Site> => {
    const [row] = await db
      .select({ platform: platforms, locale: platformDomains.locale })
      .from(platformDomains)
      .innerJoin(platforms, eq(platforms.id, platformDomains.platformId))
      .where(eq(platformDomains.host, hostname));
    if (row) return { platform: row.platform, locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE, hostname };
    const platform = await byCode.get(DEFAULT_PLATFORM);
    if (!platform) throw new Error('The default platform is missing from the database');
    return { platform, locale: isLocale(platform.defaultLocale) ? platform.defaultLocale : DEFAULT_LOCALE, hostname };
  });

  return {
    /** The site of a host; in farline mode a cofares host serves the farline platform (HOSTS.md). */
    async resolve(host: string | undefined, farlineMode = false): Promise<Site> {
      const site = await byHost.get(normalizeHostname(host));
      if (farlineMode && site.platform.codeName === FARLINE_HOST_PLATFORM) {
        const farline = await byCode.get(FARLINE_PLATFORM);
        if (farline) return { ...site, platform: farline };
      }
      return site;
    },
    clear() {
      byHost.clear();
      byCode.clear();
    },
  };
}

export type PlatformDirectory = ReturnType<typeof createPlatformDirectory>;
