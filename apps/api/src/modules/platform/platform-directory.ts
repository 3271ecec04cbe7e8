import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { platformDomains } from '@app/db/schema/platform-domains';
import { platforms, type Platform } from '@app/db/schema/platforms';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@app/domain/locales';

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
  const cache = new Map<string, { site: Site; at: number }>();
  const byCode = new Map<string, { platform: Platform; at: number }>();

  async function platformByCode(code: string): Promise<Platform | undefined> {
    const hit = byCode.get(code);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.platform;
    const [platform] = await db.select().from(platforms).where(eq(platforms.codeName, code));
    if (platform) byCode.set(code, { platform, at: Date.now() });
    return platform;
  }

  async function lookup(hostname: string): Promise<Site> {
    const rows = await db
      .select({ platform: platforms, locale: platformDomains.locale, host: platformDomains.host })
      .from(platformDomains)
      .innerJoin(platforms, eq(platforms.id, platformDomains.platformId))
      .where(inArray(platformDomains.host, [hostname]));
    const row = rows[0];
    if (row) return { platform: row.platform, locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE, hostname };
    const platform = await platformByCode(DEFAULT_PLATFORM);
    if (!platform) throw new Error('The default platform is missing from the database');
    return { platform, locale: isLocale(platform.defaultLocale) ? platform.defaultLocale : DEFAULT_LOCALE, hostname };
  }

  return {
    /** The site of a host; in farline mode a cofares host serves the farline platform (HOSTS.md). */
    async resolve(host: string | undefined, farlineMode = false): Promise<Site> {
      const hostname = normalizeHostname(host);
      let entry = cache.get(hostname);
      if (!entry || Date.now() - entry.at > TTL_MS) {
        entry = { site: await lookup(hostname), at: Date.now() };
        cache.set(hostname, entry);
      }
      const site = entry.site;
      if (farlineMode && site.platform.codeName === FARLINE_HOST_PLATFORM) {
        const farline = await platformByCode(FARLINE_PLATFORM);
        if (farline) return { ...site, platform: farline };
      }
      return site;
    },
    clear() {
      cache.clear();
      byCode.clear();
    },
  };
}

export type PlatformDirectory = ReturnType<typeof createPlatformDirectory>;
