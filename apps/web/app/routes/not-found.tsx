import { data, type LoaderFunctionArgs } from 'react-router';
import { NOT_FOUND_MESSAGE, matchPath, unmatchedMessage, validateRouteParams } from '@app/domain/routes';
import { getSite } from '../lib/platform.server.ts';

/**
 * Catch-all (spec §2 route rules): a path of a route whose validate rule fails (e.g. `/wrongtype/x` against
 * `/:trainingType/:slug`) → 404 "Page Not Found"; anything else, including screens not built yet → 404
 * "Page not found: {path}". The root ErrorBoundary renders the full-page error screen.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang } = await getSite(request, context);
  const { pathname } = new URL(request.url);
  const match = matchPath(pathname, lang);
  if (match && !validateRouteParams(match.name, match.params)) throw data(NOT_FOUND_MESSAGE, { status: 404 });
  throw data(unmatchedMessage(pathname), { status: 404 });
}

export default function NotFound() {
  return null;
}
