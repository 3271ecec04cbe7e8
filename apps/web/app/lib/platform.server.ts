/** Server-side access to the API for loaders: one platform lookup per request, shared by every loader. */
import type { AppLoadContext } from 'react-router';
import { getByHostname } from '@app/contracts/identity/platform';
import { langOf, type Lang, type Locale } from '@app/domain/platform/locales';
import { createApiClient, type ApiClient } from './api-client.ts';
import type { Platform } from '@app/contracts/identity/platform';
import { readRawCookie } from './cookies.ts';
import './load-context.ts';

export interface Site {
  platform: Platform;
  locale: Locale;
  lang: Lang;
}

// The context object is created once per request by server.ts, so it keys a per-request memo.
const sites = new WeakMap<AppLoadContext, Promise<Site>>();

function xsrfOf(request: Request) {
  return () => readRawCookie('XSRF-TOKEN', request.headers.get('cookie'));
}

/** Spec §8 "Failed platform fetch": the root loader turns a rejection into the error screen. */
export function getSite(request: Request, context: AppLoadContext): Promise<Site> {
  let site = sites.get(context);
  if (!site) {
    const api = createApiClient({ fetch: context.apiFetch, getXsrfToken: xsrfOf(request) });
    const hostname = new URL(request.url).hostname;
    site = api
      .call(getByHostname, { body: { hostname } })
      .then(({ data }) => ({ platform: data, locale: data.locale, lang: langOf(data.locale) }));
    sites.set(context, site);
  }
  return site;
}

/** The typed client for a loader, speaking the site's locale (the host decides the language, spec §1). */
export function serverApi(request: Request, context: AppLoadContext, locale: Locale): ApiClient {
  return createApiClient({ fetch: context.apiFetch, locale, getXsrfToken: xsrfOf(request) });
}
