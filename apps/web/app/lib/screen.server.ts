/** The loader steps every screen shares: the route matched once per request, one mapping of API failures (spec §2, §8). */
import { data, type AppLoadContext } from 'react-router';
import { HIDING_GUARDS } from '@app/domain/identity/guards';
import { NOT_FOUND_MESSAGE, flatRoutes, matchPath, routeByName } from '@app/domain/platform/routes';
import type { Lang } from '@app/domain/platform/locales';
import { isApiError } from './api-client.ts';
import { notFound, notFoundMessage } from './not-found.ts';
import type { PlatformHost } from './load-context.ts';

/** A registration's pattern as React Router reports it (`catalogue`, `/catalogue`, `/` for the index) → `catalogue`. */
function bare(pattern: string): string {
  return pattern.replace(/^\/+/, '');
}

/** Every path of the route table, in both languages: the patterns of the table's own registrations. */
const TABLE_PATTERNS = new Set(
  flatRoutes().flatMap((r) => [r.fr, r.es].filter((p): p is string => p !== null).map(bare)),
);

export interface HostRoute {
  /** The route table entry the path is in the host's language, null when it is none. */
  match: { name: string; params: Record<string, string> } | null;
  /**
   * The 404 message when the registration React Router matched is not that route: both languages' registrations
   * live in one route tree, so `/bonificacion` (Spanish only) also reaches its screen on a French host, where it must
   * not exist, and a broad pattern (`/:trainingType/:slug`) also catches the paths of unbuilt routes.
   */
  refused: string | null;
}

/** What a loader receives that the decision needs (`pattern`: the registration React Router matched). */
interface RouteArgs {
  request: Request;
  context: AppLoadContext;
  pattern: string;
}

const decided = new WeakMap<AppLoadContext, HostRoute>();

/** The request's route in the host's language, decided once per request (the root loader and the screen share it). */
export function hostRoute({ request, context, pattern }: RouteArgs): HostRoute {
  let route = decided.get(context);
  if (!route) {
    const { pathname } = new URL(request.url);
    const { lang } = context.platformHost;
    const match = matchPath(pathname, lang);
    const registered = bare(pattern);
    // Registrations outside the table (the catch-all, the news article, the search form's target) judge for themselves.
    const own = match ? bare(routeByName(match.name)?.[lang] ?? '') : null;
    const refused = TABLE_PATTERNS.has(registered) && own !== registered ? notFoundMessage(pathname, lang) : null;
    route = { match, refused };
    decided.set(context, route);
  }
  return route;
}

/**
 * The start of a screen's loader: the platform host and the route's params in the host's language, or the 404 the
 * root loader shows for a path that is not this route here (thrown, so the screen asks the API nothing).
 */
export function screenRoute(args: RouteArgs): PlatformHost & { name: string; params: Record<string, string> } {
  const { match, refused } = hostRoute(args);
  const { platformHost } = args.context;
  if (!match || refused !== null) {
    throw data(refused ?? notFoundMessage(new URL(args.request.url).pathname, platformHost.lang), { status: 404 });
  }
  return { ...platformHost, name: match.name, params: match.params };
}

function behindHidingGuard(pathname: string, lang: Lang): boolean {
  const match = matchPath(pathname, lang);
  const guards: readonly string[] = (match && routeByName(match.name)?.guards) || [];
  return HIDING_GUARDS.some((guard) => guards.includes(guard));
}

/**
 * The one mapping of an API failure of a page's main read to the page's answer: 404 and 410 → the not-found screen,
 * a 403 on a screen behind a hiding guard → that guard's 404 (the screen's loader runs beside the root's route
 * decision, and must not reveal more than it), any other API status → that status with the API's message (502 when
 * there was none), anything else rethrown.
 */
export function pageFailure(error: unknown, request: Request, lang: Lang): unknown {
  if (!isApiError(error)) return error;
  const { pathname } = new URL(request.url);
  if (error.httpStatus === 404 || error.httpStatus === 410) return notFound(pathname, lang);
  if (error.httpStatus === 403 && behindHidingGuard(pathname, lang)) return data(NOT_FOUND_MESSAGE, { status: 404 });
  return data(error.message, { status: error.httpStatus >= 400 ? error.httpStatus : 502 });
}
