import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '@app/db/client';
import { platformDomains } from '@app/db/schema/platform-domains';
import { platforms } from '@app/db/schema/platforms';
import { langOf } from '@app/domain/platform/locales';
import { mainHostIn } from '@app/domain/platform/platform-hosts';

/** The port of the request's Host header, kept so that links work in development (http://mfo.localhost:3000). */
function portOf(request: FastifyRequest): string {
  const match = /:(\d+)$/.exec(request.headers.host ?? '');
  return match ? `:${match[1]}` : '';
}

/** An absolute URL on the current host. */
export function urlOnThisHost(request: FastifyRequest, path: string): string {
  return `${request.protocol}://${request.platformHost.hostname}${portOf(request)}${path}`;
}

/**
 * An absolute URL on another platform's main host, same scheme and port as the request: its main host in the
 * caller's language when it has one (a Spanish visitor stays in Spanish), else in its default locale's language.
 */
export async function urlOnPlatform(db: Db, request: FastifyRequest, platformId: number, path: string): Promise<string> {
  const rows = await db
    .select({ host: platformDomains.host, locale: platformDomains.locale, defaultLocale: platforms.defaultLocale })
    .from(platformDomains)
    .innerJoin(platforms, eq(platforms.id, platformDomains.platformId))
    .where(eq(platformDomains.platformId, platformId))
    .orderBy(asc(platformDomains.host));
  const fallbackLang = rows[0] ? langOf(rows[0].defaultLocale) : request.lang;
  const host = mainHostIn(rows, request.lang) ?? mainHostIn(rows, fallbackLang) ?? rows[0]?.host ?? request.platformHost.hostname;
  return `${request.protocol}://${host}${portOf(request)}${path}`;
}
