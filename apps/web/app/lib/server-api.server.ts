/** The typed client of a loader or action: in-process, speaking the host's language (spec §1), with the CSRF token. */
import type { AppLoadContext } from 'react-router';
import { createApiClient, type ApiClient } from './api-client.ts';
import { readRawCookie } from './cookies.ts';
import './load-context.ts';

export function serverApi(request: Request, context: AppLoadContext): ApiClient {
  return createApiClient({
    fetch: context.apiFetch,
    locale: context.platformHost.locale,
    getXsrfToken: () => readRawCookie('XSRF-TOKEN', request.headers.get('cookie')),
  });
}
