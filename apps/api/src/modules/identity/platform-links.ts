import { asc, eq } from 'drizzle-orm';
import type { Caller } from './caller.ts';
import type { Db } from '@app/db/client';
import { platformDomains } from '@app/db/schema/platform-domains';
import { platforms } from '@app/db/schema/platforms';
import { langOf } from '@app/domain/platform/locales';
import { mainHostIn } from '@app/domain/platform/platform-hosts';

/** An absolute URL on the current host. */
export function urlOnThisHost(caller: Caller, path: string): string {
  return `${caller.protocol}://${caller.hostname}${caller.port}${path}`;
}

/**
 * An absolute URL on another platform's main host, same scheme and port as the request: its main host in the
 * caller's language when it has one (a Spanish visitor stays in Spanish), else in its default locale's language.
 */
export async function urlOnPlatform(db: Db, caller: Caller, platformId: number, path: string): Promise<string> {
  const rows = await db
    .select({ host: platformDomains.host, locale: platformDomains.locale, defaultLocale: platforms.defaultLocale })
    .from(platformDomains)
    .innerJoin(platforms, eq(platforms.id, platformDomains.platformId))
    .where(eq(platformDomains.platformId, platformId))
    .orderBy(asc(platformDomains.host));
  const fallbackLang = rows[0] ? langOf(rows[0].defaultLocale) : caller.lang;
  const host = mainHostIn(rows, caller.lang) ?? mainHostIn(rows, fallbackLang) ?? rows[0]?.host ?? caller.hostname;
  return `${caller.protocol}://${host}${caller.port}${path}`;
}
