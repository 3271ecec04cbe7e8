/** Route guards and global route rules of spec §2 (route rules) and §6 (roles), as pure decisions. */

import type { Lang } from '../platform/locales.ts';
import { CONVERGENCE_PUBLIC_ROUTES, buildPath } from '../platform/routes.ts';
import { isShopContext, needsAccountChoice, type SessionUser } from './session-user.ts';

/** What a guard or route rule knows about the navigation (spec §2 route rules). */
export type GuardContext = {
  user: SessionUser | null;
  routeName: string;
  platform: { code_name: string; is_convergence: boolean };
  /** Wanted path with its query, e.g. `/compte/profil?userTab=1`. */
  pathWithQuery: string;
  lang: Lang;
};

/** Outcome of a guard: go on, redirect (302 unless told) or show the 404 screen (spec §2 route rules). */
export type GuardDecision = { allow: true } | { redirect: string; status?: 301 | 302 } | { notFound: true };

const ALLOW: GuardDecision = { allow: true };
const NOT_FOUND: GuardDecision = { notFound: true };

/**
 * Routes the convergence rule never redirects besides the public ones: the hand-over logs the visitor in itself (spec
 * §2); anyone holding an attestation checks its code without an account; a trainer opens their class with the link's
 * token, not an account (docs/decisions.md).
 */
export const CONVERGENCE_EXEMPT_ROUTES = ['connect-as-after-redirect-platform', 'attestation-verify', 'trainer-virtual-class'] as const;

/** Routes on which a user is never sent to account choice (spec §2 route rules). */
export const ACCOUNT_CHOICE_EXEMPT_ROUTES = [
  'auth-account-choice',
  'auth-login',
  'connect-as-after-redirect-platform',
  'attestation-verify',
  'trainer-virtual-class',
] as const;

function redirect(to: string): GuardDecision {
  return { redirect: to, status: 302 };
}

function queryOf(pathWithQuery: string): URLSearchParams {
  const i = pathWithQuery.indexOf('?');
  return new URLSearchParams(i < 0 ? '' : pathWithQuery.slice(i + 1).split('#')[0]);
}

/** Path of a route with a `redirect` query holding the wanted path, e.g. `/connexion?redirect=%2Fcatalogue` (spec §2). */
export function pathWithRedirect(routeName: string, lang: Lang, wanted?: string | null): string {
  const path = buildPath(routeName, lang);
  return wanted ? `${path}?${new URLSearchParams({ redirect: wanted })}` : path;
}

/**
 * A `redirect` value when it is a local path (`/x`): refuses `//host`, `/\host`, schemes (`https:`, `javascript:`),
 * relative paths, backslashes and control or space characters, else returns the fallback (issue: no open redirect).
 */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  // Browsers read `\` as `/` and drop tabs/newlines, so `/\evil.com` or `/\t/evil.com` would become `//evil.com`.
  if (value.startsWith('//') || /[\\\s\p{Cc}]/u.test(value)) return fallback;
  try {
    const base = 'http://local.invalid';
    if (new URL(value, base).origin !== base) return fallback;
  } catch {
    return fallback;
  }
  return value;
}

/** Guards whose refusal is the 404 (the area is not revealed): a screen behind them answers the API's 403 the same way. */
export const HIDING_GUARDS = ['admin-auth', 'is-titulaire-or-referent'] as const;

/** The guards of spec §2 / §6, each a function of the context. */
const GUARDS: Record<string, (ctx: GuardContext) => GuardDecision> = {
  // Login required: a visitor goes to login, carrying the wanted path.
  auth: (ctx) => (ctx.user?.loggedIn ? ALLOW : redirect(pathWithRedirect('auth-login', ctx.lang, ctx.pathWithQuery))),
  // Admins only; anybody else gets a 404 so the back office is not revealed.
  'admin-auth': (ctx) => (ctx.user?.loggedIn && ctx.user.isAdmin ? ALLOW : NOT_FOUND),
  // Visitors only: a logged-in user goes to the local `redirect` query, else the catalogue; a visitor carrying an old
  // `token_reset` query goes to the reset-password page with that token (spec §2 auth-reset-password-token).
  guest: (ctx) => {
    const query = queryOf(ctx.pathWithQuery);
    if (ctx.user?.loggedIn) return redirect(safeRedirect(query.get('redirect'), buildPath('catalogue', ctx.lang)));
    const token = query.get('token_reset');
    if (token) {
      query.delete('token_reset');
      const rest = query.toString();
      return redirect(buildPath('auth-reset-password-token', ctx.lang, { token }) + (rest ? `?${rest}` : ''));
    }
    return ALLOW;
  },
  // Pharmacy management: owner (titulaire) or referent only, others get a 404.
  'is-titulaire-or-referent': (ctx) =>
    ctx.user?.loggedIn && (ctx.user.isTitulaire || ctx.user.isReferent) ? ALLOW : NOT_FOUND,
  // Shop: open in shop context (visitors, shop contracts); read-only contracts get a 404; other contracts (everything
  // included) go to the catalogue.
  shopping: (ctx) => {
    if (isShopContext(ctx.user)) return ALLOW;
    if (ctx.user?.contractType === 'read-only') return NOT_FOUND;
    return redirect(buildPath('catalogue', ctx.lang));
  },
};

/**
 * Runs the named guards in order and returns the first non-allow decision; throws `Unknown middleware: <name>` for a
 * guard that does not exist (spec §2 guards by name, §8 "Unknown middleware throws").
 */
export function runGuards(guards: string[], ctx: GuardContext): GuardDecision {
  for (const name of guards) {
    const guard = Object.hasOwn(GUARDS, name) ? GUARDS[name] : undefined;
    if (!guard) throw new Error(`Unknown middleware: ${name}`);
    const decision = guard(ctx);
    if (!('allow' in decision)) return decision;
  }
  return ALLOW;
}

/** True on a convergence platform or the farline platform, where visitors must log in (spec §2 route rules). */
export function requiresLogin(platform: GuardContext['platform']): boolean {
  return platform.is_convergence || platform.code_name === 'farline';
}

/**
 * Convergence rule: on a convergence or the farline platform, a visitor not logged in on a route outside
 * CONVERGENCE_PUBLIC_ROUTES goes to login with a `redirect` query holding the wanted path (spec §2 route rules).
 */
export function convergenceRedirect(ctx: GuardContext): GuardDecision {
  if (ctx.user?.loggedIn || !requiresLogin(ctx.platform)) return ALLOW;
  const open: readonly string[] = [...CONVERGENCE_PUBLIC_ROUTES, ...CONVERGENCE_EXEMPT_ROUTES];
  if (open.includes(ctx.routeName)) return ALLOW;
  return redirect(pathWithRedirect('auth-login', ctx.lang, ctx.pathWithQuery));
}

/**
 * A logged-in user with several accounts and none chosen goes to account choice carrying the wanted path as
 * `redirect` — not from account choice, login or the hand-over (spec §2 route rules).
 */
export function accountChoiceRedirect(ctx: GuardContext): GuardDecision {
  if (!needsAccountChoice(ctx.user)) return ALLOW;
  if ((ACCOUNT_CHOICE_EXEMPT_ROUTES as readonly string[]).includes(ctx.routeName)) return ALLOW;
  return redirect(pathWithRedirect('auth-account-choice', ctx.lang, ctx.pathWithQuery));
}

/** A logged-in visitor of the index goes to the catalogue (spec §2 index). */
export function indexRedirect(ctx: GuardContext): GuardDecision {
  return ctx.routeName === 'index' && ctx.user?.loggedIn ? redirect(buildPath('catalogue', ctx.lang)) : ALLOW;
}

/**
 * Every rule of a navigation in order: convergence rule, account choice, the route's guards, then the index redirect;
 * the first non-allow decision wins (spec §2 route rules). Throws on an unknown guard.
 */
export function decideRoute(guards: string[], ctx: GuardContext): GuardDecision {
  for (const step of [convergenceRedirect, accountChoiceRedirect, (c: GuardContext) => runGuards(guards, c), indexRedirect]) {
    const decision = step(ctx);
    if (!('allow' in decision)) return decision;
  }
  return ALLOW;
}
