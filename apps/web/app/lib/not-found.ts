/** The 404s of spec §2 route rules, shared by the catch-all and the screens whose pattern is broad. */
import { data } from 'react-router';
import type { Lang } from '@app/domain/platform/locales';
import { NOT_FOUND_MESSAGE, matchPath, unmatchedMessage, validateRouteParams } from '@app/domain/platform/routes';

/**
 * The 404 to throw for a path: "Page Not Found" when it is a route whose validate rule fails (e.g. `/wrongtype/x`
 * against `/:trainingType/:slug`), else "Page not found: {path}" (unknown path, screen not built, unknown slug).
 */
export function notFound(pathname: string, lang: Lang) {
  const match = matchPath(pathname, lang);
  if (match && !validateRouteParams(match.name, match.params)) return data(NOT_FOUND_MESSAGE, { status: 404 });
  return data(unmatchedMessage(pathname), { status: 404 });
}
