/** What server.ts hands every loader and action (contract: `getLoadContext` gives `{ apiFetch }`). */
import type { FetchLike } from './api-client.ts';
import type { RealtimeSettings } from './realtime.ts';

declare module 'react-router' {
  interface AppLoadContext {
    /** Calls the API in-process (Fastify inject) with the incoming request's cookies, host and language. */
    apiFetch: FetchLike;
    /** What the browser needs to open the live-updates socket (issue 6 part 4). */
    realtime: RealtimeSettings;
    /** The page's script nonce and the Content-Security-Policy allowing it (none on the dev server). */
    security: { nonce: string; policy: string } | null;
  }
}

export {};
