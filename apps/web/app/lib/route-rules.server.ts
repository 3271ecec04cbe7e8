/**
 * The route rules of spec §2 applied to every document and data request by the root loader (which revalidates on
 * every navigation): farline query → cookie + stripped redirect, then the domain's `decideRoute` (convergence rule,
 * account choice, the route table's guards, the index redirect).
 */
import { redirect } from 'react-router';
import { FARLINE_COOKIE, FARLINE_COOKIE_DAYS, farlineQueryRedirect } from '@app/domain/identity/farline';
import { decideRoute, type GuardContext } from '@app/domain/identity/guards';
import type { Lang } from '@app/domain/platform/locales';
import { NOT_FOUND_MESSAGE, routeByName } from '@app/domain/platform/routes';
import type { SessionUser } from '@app/domain/identity/session-user';
import { serializeCookie } from './cookies.ts';

/**
 * Guards the web adds to routes whose table entry has none, because their screen needs a session
 * (docs/decisions.md): editing one's password needs the current one, choosing an account needs the user's accounts.
 */
export const SCREEN_GUARDS: Readonly<Record<string, readonly string[]>> = {
  'subscription-edit-password': ['auth'],
  'auth-account-choice': ['auth'],
  // The video quiz tracks the learner's answers and position.
  'video-quiz': ['auth'],
};

/** Spec §2: provider/groupement/farline in the query set the farline cookie (365 days) and are stripped by a 302. */
export function farlineRedirect(url: URL): Response | null {
  const asked = farlineQueryRedirect(url);
  if (!asked) return null;
  const cookie = serializeCookie(FARLINE_COOKIE, asked.farlineMode, {
    days: FARLINE_COOKIE_DAYS,
    secure: url.protocol === 'https:',
  });
  return redirect(asked.location, { status: 302, headers: { 'Set-Cookie': cookie } });
}

export interface RuleInput {
  url: URL;
  lang: Lang;
  platform: GuardContext['platform'];
  user: SessionUser | null;
  /** Name of the route table entry the path matches in the host's language; '' for a path no route matches. */
  routeName: string;
}

/**
 * Throws the redirect (a Response) the rules ask for; returns the 404 status message of a refused route ("Page Not
 * Found", shown as the 404 screen inside the page, with the header) or null when the screen may render.
 * An unknown guard throws an Error (spec §8 "Unknown middleware throws").
 */
export function applyRouteRules({ url, lang, platform, user, routeName }: RuleInput): string | null {
  const guards = [...(routeByName(routeName)?.guards ?? []), ...(SCREEN_GUARDS[routeName] ?? [])];
  const decision = decideRoute(guards, {
    user,
    routeName,
    platform: { code_name: platform.code_name, is_convergence: platform.is_convergence },
    pathWithQuery: url.pathname + url.search,
    lang,
  });
  if ('redirect' in decision) throw redirect(decision.redirect, decision.status ?? 302);
  // Refused routes look like routes that do not exist (docs/decisions.md: back office not revealed).
  return 'notFound' in decision ? NOT_FOUND_MESSAGE : null;
}
