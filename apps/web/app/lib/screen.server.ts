/** Shared loader steps of the content screens (issue 5). */
import { data, type AppLoadContext } from 'react-router';
import { matchPath } from '@app/domain/platform/routes';
import { isApiError } from './api-client.ts';
import { notFound } from './not-found.ts';
import { getSite, type Site } from './platform.server.ts';

/**
 * The site of a screen, or the 404 of spec §2 when the path is not this route in the host's language: both
 * languages' registrations live in one route tree, so e.g. `/bonificacion` (Spanish only) also reaches the screen
 * on a French host, where it must not exist.
 */
export async function siteForScreen(request: Request, context: AppLoadContext, name: string): Promise<Site> {
  const site = await getSite(request, context);
  const { pathname } = new URL(request.url);
  if (matchPath(pathname, site.lang)?.name !== name) throw notFound(pathname, site.lang);
  return site;
}

/** Turns an API failure of a page's main read into the page's answer: 404 → the not-found screen, else its status. */
export function pageFailure(error: unknown, request: Request, site: Site): unknown {
  if (isApiError(error) && (error.httpStatus === 404 || error.httpStatus === 410)) {
    return notFound(new URL(request.url).pathname, site.lang);
  }
  if (isApiError(error)) return data(error.message, { status: error.httpStatus >= 400 ? error.httpStatus : 502 });
  return error;
}
