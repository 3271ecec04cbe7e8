/**
 * The page pass: what a shared signed-in page needs to know of its user (shared-page.server.ts), signed for one
 * session and one minute. Every render that knows the user (a page rendered for itself, a navigation's data) renews
 * it, so a signed-in catalogue opened again is answered without asking the database who the user is; the browser asks
 * for the user's own parts just after. A session ended elsewhere thus still sees the shared page, which holds nothing
 * of its user, for at most a minute; its user call then fails and the page shows a guest's header.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppLoadContext } from 'react-router';
import { CATALOG_SORTS, type CatalogSort } from '@app/domain/catalogue/catalog-filters';
import { needsAccountChoice, type SessionUser } from '@app/domain/identity/session-user';
import { readRawCookie } from './cookies.ts';
import { SESSION_COOKIE } from './session.server.ts';

export const PAGE_PASS_COOKIE = 'page-pass';
const PASS_SECONDS = 60;

/** What a shared page needs of its user: the saved catalogue sort, and whether the account to work in must be chosen. */
export interface PagePass {
  sort: CatalogSort | null;
  accountChoice: boolean;
}

const sign = (key: string, session: string, payload: string) => createHmac('sha256', key).update(`${session}\n${payload}`).digest('base64url');

function cookie(request: Request, value: string, maxAge: number): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${PAGE_PASS_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

export function passOf(user: SessionUser): PagePass {
  const saved = user.preferences.sortOption;
  return { sort: (CATALOG_SORTS as readonly string[]).includes(saved ?? '') ? (saved as CatalogSort) : null, accountChoice: needsAccountChoice(user) };
}

/** The request's pass when it is this session's, intact and not expired; with the seconds it has left. */
export function readPagePass(request: Request, context: AppLoadContext, now = Date.now()): (PagePass & { left: number }) | null {
  const header = request.headers.get('cookie');
  const session = readRawCookie(SESSION_COOKIE, header);
  const value = readRawCookie(PAGE_PASS_COOKIE, header);
  if (!session || !value || !context.pagePassKey) return null;
  const cut = value.lastIndexOf('.');
  if (cut < 0) return null;
  const payload = value.slice(0, cut);
  const given = Buffer.from(value.slice(cut + 1));
  const expected = Buffer.from(sign(context.pagePassKey, session, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [expires, sort, choice] = payload.split('~');
  const left = Number(expires) - Math.floor(now / 1000);
  if (!(left > 0) || (sort !== '' && !(CATALOG_SORTS as readonly string[]).includes(sort))) return null;
  return { sort: (sort || null) as CatalogSort | null, accountChoice: choice === '1', left };
}

/**
 * The Set-Cookie renewing the pass for `user` (null: clearing it), or null when the request's pass is still good for
 * more than half its life and says the same.
 */
export function renewPagePass(request: Request, context: AppLoadContext, user: SessionUser | null, now = Date.now()): string | null {
  const current = readPagePass(request, context, now);
  const session = readRawCookie(SESSION_COOKIE, request.headers.get('cookie'));
  if (!user || !session || !context.pagePassKey) return readRawCookie(PAGE_PASS_COOKIE, request.headers.get('cookie')) === undefined ? null : cookie(request, '', 0);
  const pass = passOf(user);
  if (current && current.left > PASS_SECONDS / 2 && current.sort === pass.sort && current.accountChoice === pass.accountChoice) return null;
  const payload = [Math.floor(now / 1000) + PASS_SECONDS, pass.sort ?? '', pass.accountChoice ? '1' : '0'].join('~');
  return cookie(request, `${payload}.${sign(context.pagePassKey, session, payload)}`, PASS_SECONDS);
}
