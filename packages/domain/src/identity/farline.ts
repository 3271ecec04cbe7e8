/** Farline platform mode: query switch, cookie and redirect (spec §2 route rules, §9 cookies). */

/** Name of the farline mode cookie, JSON `true`/`false` (spec §9; name decided in docs/decisions.md). */
export const FARLINE_COOKIE = 'farlineMode';
/** Lifetime of the farline mode cookie in days (spec §9). */
export const FARLINE_COOKIE_DAYS = 365;
/** Query parameters that switch farline mode and are stripped afterwards (spec §2 route rules). */
export const FARLINE_QUERY_PARAMS = ['provider', 'groupement', 'farline'] as const;

const isFarline = (v: string | null) => v !== null && v.trim().toLowerCase() === 'farline';

/**
 * Farline mode asked by the query (spec §2 route rules): undefined when none of provider/groupement/farline is present;
 * true when provider or groupement equals farline (case-insensitive), or when `farline` is the only one present
 * (whatever its value); false otherwise.
 */
export function farlineModeFromQuery(params: URLSearchParams): boolean | undefined {
  const provider = params.get('provider');
  const groupement = params.get('groupement');
  const hasFarline = params.has('farline');
  if (provider === null && groupement === null && !hasFarline) return undefined;
  if (isFarline(provider) || isFarline(groupement)) return true;
  return provider === null && groupement === null && hasFarline;
}

/** Path + remaining query (+ hash) of a URL once provider/groupement/farline are removed (spec §2 route rules). */
export function stripFarlineParams(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const p of FARLINE_QUERY_PARAMS) params.delete(p);
  const query = params.toString();
  return url.pathname + (query ? `?${query}` : '') + url.hash;
}

/**
 * When the URL carries a farline query parameter: the mode to store in the cookie and the stripped location to
 * redirect to; null otherwise (spec §2 route rules).
 */
export function farlineQueryRedirect(url: URL): { farlineMode: boolean; location: string } | null {
  const farlineMode = farlineModeFromQuery(url.searchParams);
  if (farlineMode === undefined) return null;
  return { farlineMode, location: stripFarlineParams(url) };
}
