/** What server.ts hands every loader and action (contract: `getLoadContext` gives `{ apiFetch, platformHost, … }`). */
import type { Platform } from '@app/contracts/identity/platform';
import type { Lang, Locale } from '@app/domain/platform/locales';
import type { FetchLike } from './api-client.ts';
import type { RealtimeSettings } from './realtime.ts';

/** The platform a request's host serves and the host's language (spec §1: the host decides the language). */
export interface PlatformHost {
  platform: Platform;
  locale: Locale;
  lang: Lang;
}

declare module 'react-router' {
  interface AppLoadContext {
    /** Calls the API in-process (Fastify inject) with the incoming request's cookies, host and language. */
    apiFetch: FetchLike;
    /** Resolved once per request, before any loader runs, by the API's platform directory (farline mode included). */
    platformHost: PlatformHost;
    /** What the browser needs to open the live-updates socket (issue 6 part 4). */
    realtime: RealtimeSettings;
    /** The key signing the page pass (page-pass.server.ts), derived from the app's secret; none on the dev server. */
    pagePassKey?: string;
    /** The page's script nonce and the Content-Security-Policy allowing it (none on the dev server). */
    security: { nonce: string; policy: string } | null;
  }
}
