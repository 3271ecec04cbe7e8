/** Login on another platform (spec §4 Login, §8): the 409 answer carries a one-time token and that platform's URL. */
import { buildPath, routeByName } from '@app/domain/platform/routes';
import type { Lang } from '@app/domain/platform/locales';
import { isApiError } from '../../lib/api-client.ts';

/** The other platform's hand-over URL of a failed login, or null when the failure is a plain error. */
export function redirectPlatformUrl(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const data = (error.error as { data?: { token?: unknown; platformUrl?: unknown } } | null)?.data;
  if (!data || typeof data.platformUrl !== 'string' || !data.token) return null;
  try {
    const target = new URL(data.platformUrl);
    return target.protocol === 'http:' || target.protocol === 'https:' ? target.toString() : null;
  } catch {
    return null;
  }
}

export interface RedirectPlatformParams {
  contactId: number;
  accountId?: number;
  token: string;
}

const POSITIVE_INT = /^[1-9]\d{0,15}$/;

/** The body of the hand-over contract (`POST /api/login/connectAsAfterRedirectPlatform`) from the landing's query (contactId, optional accountId, token). */
export function redirectPlatformParams(search: URLSearchParams): RedirectPlatformParams | null {
  const contactId = search.get('contactId') ?? '';
  const accountId = search.get('accountId') ?? '';
  const token = search.get('token') ?? '';
  if (!POSITIVE_INT.test(contactId) || !token) return null;
  if (accountId && !POSITIVE_INT.test(accountId)) return null;
  return { contactId: Number(contactId), token, ...(accountId ? { accountId: Number(accountId) } : {}) };
}

/** Where the hand-over lands: the `slug` route when it is a parameterless route of the language, else the catalogue. */
export function redirectPlatformTarget(slug: string | null, lang: Lang): string {
  const route = slug ? routeByName(slug) : undefined;
  const path = route?.[lang];
  return path && !path.includes(':') && !path.includes('*') ? path : buildPath('catalogue', lang);
}
