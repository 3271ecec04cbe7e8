import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '@app/db/client';
import { platformDomains } from '@app/db/schema/platform-domains';
import { platforms } from '@app/db/schema/platforms';

/** The port of the request's Host header, kept so that links work in development (http://mfo.localhost:3000). */
function portOf(request: FastifyRequest): string {
  const match = /:(\d+)$/.exec(request.headers.host ?? '');
  return match ? `:${match[1]}` : '';
}

/** An absolute URL on the current host. */
export function urlOnThisHost(request: FastifyRequest, path: string): string {
  return `${request.protocol}://${request.site.hostname}${portOf(request)}${path}`;
}

/**
 * An absolute URL on another platform's main host: the shortest host name serving the platform's default locale
 * (e.g. mfo.localhost rather than mfo-be.localhost), same scheme and port as the request.
 */
export async function urlOnPlatform(db: Db, request: FastifyRequest, platformId: number, path: string): Promise<string> {
  const rows = await db
    .select({ host: platformDomains.host, locale: platformDomains.locale, defaultLocale: platforms.defaultLocale })
    .from(platformDomains)
    .innerJoin(platforms, eq(platforms.id, platformDomains.platformId))
    .where(eq(platformDomains.platformId, platformId))
    .orderBy(asc(platformDomains.host));
  const main = rows.filter((r) => r.locale === r.defaultLocale).sort((a, b) => a.host.length - b.host.length)[0] ?? rows[0];
  return `${request.protocol}://${main?.host ?? request.site.hostname}${portOf(request)}${path}`;
}
