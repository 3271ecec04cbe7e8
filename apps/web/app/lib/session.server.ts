/** The session user in loaders (spec §3 User, §4 Session): one `GET /api/user` (the `getUser` contract) per request, only with a session cookie. */
import type { AppLoadContext } from 'react-router';
import { API_PREFIX, pathOf } from '@app/contracts/contract-path';
import { getUser } from '@app/contracts/identity/auth';
import type { SessionUser } from '@app/domain/identity/session-user';
import { readRawCookie } from './cookies.ts';
import './load-context.ts';

/** Name of the API's session cookie (apps/api plugins/session). Without it a request is a guest's, asked nothing. */
export const SESSION_COOKIE = 'session';

const USER_PATH = API_PREFIX + pathOf(getUser);

const users = new WeakMap<AppLoadContext, Promise<SessionUser | null>>();
const setCookies = new WeakMap<AppLoadContext, string[]>();

/**
 * Set-Cookie headers the API sent while answering the in-process user call (e.g. a refreshed or cleared session);
 * the root loader hands them on to the browser, as if it had asked itself.
 */
export function sessionSetCookies(context: AppLoadContext): string[] {
  return setCookies.get(context) ?? [];
}

export function hasSessionCookie(request: Request): boolean {
  return readRawCookie(SESSION_COOKIE, request.headers.get('cookie')) !== undefined;
}

/**
 * The logged-in user, or null for a guest. Anonymous requests make no call (the page cache and the bench rely on
 * it); 401 means the cookie is stale → guest. Any other failure is logged and also treated as a guest, so a broken
 * user call never takes the public pages down. Memoised on the per-request load context (root and screens share it).
 */
export function getSessionUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  let user = users.get(context);
  if (!user) {
    user = hasSessionCookie(request) ? fetchUser(context) : Promise.resolve(null);
    users.set(context, user);
  }
  return user;
}

async function fetchUser(context: AppLoadContext): Promise<SessionUser | null> {
  const { locale } = context.platformHost;
  try {
    // The raw fetch rather than the typed client: its Set-Cookie headers must reach the browser.
    const response = await context.apiFetch(USER_PATH, {
      headers: { Accept: 'application/json', 'Accept-Language': locale },
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) setCookies.set(context, cookies);
    if (response.status === 401) return null;
    const body = (await response.json()) as { status?: string; data?: SessionUser };
    if (!response.ok || body.status !== 'Success') throw new Error(`GET ${USER_PATH} answered ${response.status}`);
    return body.data?.loggedIn ? body.data : null;
  } catch (error) {
    console.error('Session user unavailable', error);
    return null;
  }
}
