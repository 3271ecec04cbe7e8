/**
 * What the browser completes on a shared page (shared-page.server.ts), downloaded by such pages only: its user, and the
 * token of the csrf-token meta (spec §2) from the browser's own XSRF cookie, which the shared page could not carry.
 */
import { getUser } from '@app/contracts/identity/auth';
import type { SessionUser } from '@app/domain/identity/session-user';
import { createApiClient, XSRF_COOKIE } from './api-client.ts';
import { readRawCookie } from './cookies.ts';

/**
 * The signed-in user (null when the session ended meanwhile or cannot be read: the page then shows a guest's header),
 * and the XSRF token the csrf-token meta shows.
 */
export async function fillSession(locale: string): Promise<{ user: SessionUser | null; csrfToken: string | null }> {
  const csrfToken = readRawCookie(XSRF_COOKIE, document.cookie) ?? null;
  try {
    const { data } = await createApiClient({ fetch: (input, init) => window.fetch(input, init), locale }).call(getUser, {});
    return { user: data.loggedIn ? data : null, csrfToken };
  } catch {
    return { user: null, csrfToken };
  }
}
