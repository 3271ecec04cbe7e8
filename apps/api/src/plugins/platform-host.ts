import fp from 'fastify-plugin';
import { FARLINE_COOKIE } from '@app/domain/identity/farline';
import { LOCALE_COOKIE, isLocale, langOf, localeFromAcceptLanguage, type Lang, type Locale } from '@app/domain/platform/locales';
import { AppError } from '../errors/app-error.ts';
import { readJsonCookie } from '../http/cookies.ts';
import { UnknownHostError, createPlatformDirectory, type PlatformDirectory, type PlatformHost } from './platform-directory.ts';


declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers on any host name, without a platform (request.platformHost stays unset). */
    anyHost?: boolean;
  }
  interface FastifyInstance {
    platforms: PlatformDirectory;
  }
  interface FastifyRequest {
    platformHost: PlatformHost;
    /** The caller's locale: Accept-Language, then the locale cookie, then the host's locale (spec §7). */
    locale: Locale;
    lang: Lang;
  }
}

export function isFarlineMode(cookies: Record<string, string | undefined>): boolean {
  return readJsonCookie(cookies[FARLINE_COOKIE]) === true;
}

/** Spec §8 "Failed platform fetch": 404 for a host no platform serves, 503 when the lookup itself failed. */
export function platformFailure(error: unknown): AppError {
  return new AppError(error instanceof UnknownHostError ? 'NOT_FOUND' : 'UNAVAILABLE', 'errors.platformNotFound', null, {}, { cause: error });
}

/** Resolves the platform and locale of every request from its host, cookies and Accept-Language. */
export default fp(
  async (app, opts: { defaultPlatform: string | null }) => {
    app.decorate('platforms', createPlatformDirectory(app.db.db, opts));
    app.decorateRequest('platformHost', null as unknown as PlatformHost);
    app.decorateRequest('locale', 'fr-FR');
    app.decorateRequest('lang', 'fr');
    app.addHook('onRequest', async (request) => {
      // A load balancer's health check may use any host name; it needs no platform.
      if (request.routeOptions.config.anyHost) return;
      try {
        request.platformHost = await app.platforms.resolve(request.headers.host, isFarlineMode(request.cookies));
      } catch (error) {
        throw platformFailure(error);
      }
      const cookie = readJsonCookie(request.cookies[LOCALE_COOKIE]);
      request.locale =
        localeFromAcceptLanguage(request.headers['accept-language']) ?? (isLocale(cookie) ? cookie : request.platformHost.locale);
      request.lang = langOf(request.locale);
    });
  },
  { name: 'platform-host', dependencies: ['@fastify/cookie', 'db'] },
);
