/** The 404s of spec §2 route rules, shared by the catch-all, the root's route decision and the screens. */
import { data } from 'react-router';
import type { Lang } from '@app/domain/platform/locales';
import { NOT_FOUND_MESSAGE, matchPath, unmatchedMessage, validateRouteParams } from '@app/domain/platform/routes';

/**
 * The 404 message of a path: "Page Not Found" when it is a route whose validate rule fails (e.g. `/wrongtype/x`
 * against `/:trainingType/:slug`), else "Page not found: {path}" (unknown path, screen not built, unknown slug).
 */
export function notFoundMessage(pathname: string, lang: Lang): string {
  const match = matchPath(pathname, lang);
  return match && !validateRouteParams(match.name, match.params) ? NOT_FOUND_MESSAGE : unmatchedMessage(pathname);
}

/** The 404 to throw for a path. */
export function notFound(pathname: string, lang: Lang) {
  return data(notFoundMessage(pathname, lang), { status: 404 });
}
