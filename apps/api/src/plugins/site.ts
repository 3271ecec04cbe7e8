import fp from 'fastify-plugin';
import { FARLINE_COOKIE } from '@app/domain/farline';
import { LOCALE_COOKIE, isLocale, langOf, localeFromAcceptLanguage, type Lang, type Locale } from '@app/domain/locales';
import { AppError } from '../errors/app-error.ts';
import { readJsonCookie } from '../http/cookies.ts';
import { createPlatformDirectory, type PlatformDirectory, type Site } from './platform-directory.ts';


declare module 'fastify' {
  interface FastifyInstance {
    platforms: PlatformDirectory;
  }
  interface FastifyRequest {
    site: Site;
    /** The caller's locale: Accept-Language, then the locale cookie, then the host's locale (spec §7). */
    locale: Locale;
    lang: Lang;
  }
}

export function isFarlineMode(cookies: Record<string, string | undefined>): boolean {
  return readJsonCookie(cookies[FARLINE_COOKIE]) === true;
}

/** Resolves the platform and locale of every request from its host, cookies and Accept-Language. */
export default fp(
  async (app) => {
    app.decorate('platforms', createPlatformDirectory(app.db.db));
    app.decorateRequest('site', null as unknown as Site);
    app.decorateRequest('locale', 'fr-FR');
    app.decorateRequest('lang', 'fr');
    app.addHook('onRequest', async (request) => {
      try {
        request.site = await app.platforms.resolve(request.headers.host, isFarlineMode(request.cookies));
      } catch (error) {
        throw new AppError('UNAVAILABLE', 'errors.platformNotFound', null, {}, { cause: error });
      }
      const cookie = readJsonCookie(request.cookies[LOCALE_COOKIE]);
      request.locale =
        localeFromAcceptLanguage(request.headers['accept-language']) ?? (isLocale(cookie) ? cookie : request.site.locale);
      request.lang = langOf(request.locale);
    });
  },
  { name: 'site', dependencies: ['@fastify/cookie', 'db'] },
);
