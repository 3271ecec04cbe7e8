import type { LoaderFunctionArgs } from 'react-router';
import { notFound } from '../lib/not-found.ts';

/**
 * Catch-all (spec §2 route rules): a path of a route whose validate rule fails → 404 "Page Not Found"; anything
 * else, including screens not built yet → 404 "Page not found: {path}". The root ErrorBoundary renders the
 * full-page error screen.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  throw notFound(new URL(request.url).pathname, context.platformHost.lang);
}

export default function NotFound() {
  return null;
}
