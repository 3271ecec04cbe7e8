/** The typed client for screens (browser side): same-origin `/back` calls with the host's locale (spec §7). */
import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import { DEFAULT_LOCALE } from '@app/domain/platform/locales';
import { createApiClient, type ApiClient } from './api-client.ts';

/**
 * Auth writes go from the browser (not through a loader or action) so the API's Set-Cookie (new session, cleared
 * session) reaches the browser itself; the client fetches the CSRF cookie first when needed.
 */
export function useBrowserApi(): ApiClient {
  const root = useRouteLoaderData('root') as { locale?: string } | undefined;
  const locale = root?.locale ?? DEFAULT_LOCALE;
  return useMemo(() => createApiClient({ fetch: (input, init) => window.fetch(input, init), locale }), [locale]);
}
