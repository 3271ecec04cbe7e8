/**
 * Signed-in pages rendered once for everyone who sees the same thing. The catalogue is the page signed-in users open
 * most, and what it shows depends on the platform, the language, the URL, the cookie consent and the user's saved sort
 * only; who the user is shows in the header, which the browser fills in after the page (session-context.tsx). So its
 * render is shared, as the anonymous pages' is, once the user and the route's rules have been checked for this request.
 */
import type { AppLoadContext } from 'react-router';
import { effectiveSort, type CatalogSort } from '@app/domain/catalogue/catalog-filters';
import { matchPath, routeByName, translatePath } from '@app/domain/platform/routes';
import { filtersFromUrl } from '../components/catalogue/catalogue-query.server.ts';
import { CONSENT_COOKIE } from '../components/layouts/cookie-consent-choice.ts';
import { readRawCookie } from './cookies.ts';
import { passOf, readPagePass, renewPagePass } from './page-pass.server.ts';
import { SCREEN_GUARDS, applyRouteRules, farlineRedirect } from './route-rules.server.ts';
import { getSessionUser, hasSessionCookie, sessionSetCookies } from './session.server.ts';

/**
 * The screens whose signed-in render is shared. None has guards of its own: with a page pass, the rules left are the
 * convergence rule (met: signed in) and the account choice (the pass says).
 */
const SHARED_SCREENS: ReadonlySet<string> = new Set(['catalogue']);
for (const name of SHARED_SCREENS) {
  if (routeByName(name)?.guards?.length || SCREEN_GUARDS[name]) throw new Error(`the shared screen ${name} has guards`);
}

/** The catalogue sort of each shared render: the one its key was made with. */
const shared = new WeakMap<AppLoadContext, CatalogSort>();
const passes = new WeakMap<AppLoadContext, string>();

/** True while rendering a shared page: the root loader then leaves the user out of the page (the browser asks). */
export function isSharedRender(context: AppLoadContext): boolean {
  return shared.has(context);
}

/** The sort a shared render shows (its key's), so the page is the one its key names even if the pass is a minute old. */
export function sharedRenderSort(context: AppLoadContext): CatalogSort | undefined {
  return shared.get(context);
}

/**
 * The key of the shared page this signed-in request may be answered with, or null when it must be rendered for
 * itself: not a GET of a shared screen, no user behind the cookie, a route rule that redirects or refuses, a path to
 * translate. With a key, the request's render (on a miss) is a shared one.
 */
export async function sharedPageKey(request: Request, context: AppLoadContext): Promise<string | null> {
  if (request.method !== 'GET' || !hasSessionCookie(request)) return null;
  const url = new URL(request.url);
  const { platform, locale, lang } = context.platformHost;
  const match = matchPath(url.pathname, lang);
  if (!match || !SHARED_SCREENS.has(match.name) || farlineRedirect(url) || translatePath(url.pathname, lang)) return null;
  let pass = readPagePass(request, context);
  if (!pass) {
    const user = await getSessionUser(request, context);
    if (!user) return null;
    try {
      if (applyRouteRules({ url, lang, platform, user, routeName: match.name }) !== null) return null;
    } catch {
      // A redirect: the render for this request gives it.
      return null;
    }
    pass = { ...passOf(user), left: 0 };
    const renewed = renewPagePass(request, context, user);
    if (renewed) passes.set(context, renewed);
  }
  if (pass.accountChoice) return null;
  const sort = effectiveSort(filtersFromUrl(url.searchParams).filters.sort, pass.sort);
  const consent = readRawCookie(CONSENT_COOKIE, request.headers.get('cookie')) ?? '';
  shared.set(context, sort);
  return [url.host, platform.id, locale, url.pathname + url.search, sort, consent].join('\n');
}

/** The cookies a shared page's answer sets for this request: the user call's (a renewed or ended session) and the pass. */
export function sharedPageCookies(context: AppLoadContext): string[] {
  const pass = passes.get(context);
  return [...sessionSetCookies(context), ...(pass ? [pass] : [])];
}
