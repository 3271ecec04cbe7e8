/** Cookie helpers (spec §9): default path '/', values JSON-encoded, decoded as JSON. */

export interface CookieOptions {
  /** Defaults to '/'. */
  path?: string;
  /** Lifetime in days; a session cookie when absent. */
  days?: number;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
  domain?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Parses a `Cookie` header (or `document.cookie`) into raw, URI-decoded values; the first occurrence wins. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    const raw = part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

/** Raw (URI-decoded, not JSON-decoded) value of one cookie, e.g. `XSRF-TOKEN`. */
export function readRawCookie(name: string, header: string | null | undefined): string | undefined {
  return parseCookies(header)[name];
}

/** JSON-decoded value of one cookie; a value that is not JSON is returned as the plain string. */
export function readCookie(name: string, header: string | null | undefined): unknown {
  const raw = readRawCookie(name, header);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** `name=value; Path=/; …` with the value JSON-encoded then URI-encoded. `now` is injectable for tests. */
export function serializeCookie(name: string, value: unknown, options: CookieOptions = {}, now: number = Date.now()): string {
  const parts = [`${name}=${encodeURIComponent(JSON.stringify(value))}`, `Path=${options.path ?? '/'}`];
  if (options.days !== undefined) {
    parts.push(`Max-Age=${Math.round(options.days * 86400)}`);
    parts.push(`Expires=${new Date(now + options.days * DAY_MS).toUTCString()}`);
  }
  if (options.domain) parts.push(`Domain=${options.domain}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Browser only: reads a JSON-encoded cookie. */
export function getCookie(name: string): unknown {
  return typeof document === 'undefined' ? undefined : readCookie(name, document.cookie);
}

/** Browser only: writes a JSON-encoded cookie (path '/' unless told). */
export function setCookie(name: string, value: unknown, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  const secure = options.secure ?? window.location.protocol === 'https:';
  document.cookie = serializeCookie(name, value, { ...options, secure });
}

/** Browser only: removes a cookie written with the same path. */
export function removeCookie(name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeCookie(name, '', { ...options, days: -1 });
}
