import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '@app/db/client';
import { platformDomains } from '@app/db/schema/platform-domains';
import { platforms } from '@app/db/schema/platforms';
import { langOf } from '@app/domain/locales';

/** The port of the request's Host header, kept so that links work in development (http://mfo.localhost:3000). */
function portOf(request: FastifyRequest): string {
  const match = /:(\d+)$/.exec(request.headers.host ?? '');
  return match ? `:${match[1]}` : '';
}

/** An absolute URL on the current host. */
export function urlOnThisHost(request: FastifyRequest, path: string): string {
  return `${request.protocol}://${request.site.hostname}${portOf(request)}${path}`;
}

/** An IP literal (127.0.0.1, [::1]) or a bare machine name (localhost): a host that does not name a platform. */
function isNamelessHost(host: string): boolean {
  return !host.includes('.') || /^[\d.]+$/.test(host) || host.startsWith('[');
}

/**
 * An absolute URL on another platform's main host, same scheme and port as the request: a host in the caller's
 * language when the platform has one (a Spanish visitor stays in Spanish), else in the platform's default locale;
 * a host that names the platform rather than an IP address or `localhost`; then the shortest (mfo.localhost rather
 * than mfo-be.localhost).
 */
export async function urlOnPlatform(db: Db, request: FastifyRequest, platformId: number, path: string): Promise<string> {
  const rows = await db
    .select({ host: platformDomains.host, locale: platformDomains.locale, defaultLocale: platforms.defaultLocale })
    .from(platformDomains)
    .innerJoin(platforms, eq(platforms.id, platformDomains.platformId))
    .where(eq(platformDomains.platformId, platformId))
    .orderBy(asc(platformDomains.host));
  const inLang = rows.filter((r) => langOf(r.locale) === request.lang);
  const candidates = inLang.length > 0 ? inLang : rows.filter((r) => r.locale === r.defaultLocale);
  const main =
    candidates.sort((a, b) => Number(isNamelessHost(a.host)) - Number(isNamelessHost(b.host)) || a.host.length - b.host.length)[0] ??
    rows[0];
  return `${request.protocol}://${main?.host ?? request.site.hostname}${portOf(request)}${path}`;
}
