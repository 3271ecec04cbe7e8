/** What server.ts hands every loader and action (contract: `getLoadContext` gives `{ apiFetch }`). */
import type { FetchLike } from './api-client.ts';

declare module 'react-router' {
  interface AppLoadContext {
    /** Calls the API in-process (Fastify inject) with the incoming request's cookies, host and language. */
    apiFetch: FetchLike;
  }
}

export {};
