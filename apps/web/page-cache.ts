import { gzipSync } from 'node:zlib';
import { expirySweeper } from '@app/api/http/ttl-cache';

/**
 * A short-lived cache of whole pages for anonymous visitors (no Cookie header): their pages depend only on the
 * host and the URL, so a burst of visitors costs one render. A request with any cookie (session, locale,
 * farline mode, consent) is always rendered for itself, and only complete 200/404 HTML answers without
 * Set-Cookie are kept.
 */
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The body gzipped once, with its headers, for the clients that accept it (every browser). */
  gzip?: { headers: Record<string, string>; body: Buffer };
}

const CACHEABLE_STATUS = new Set([200, 404]);

export function createPageCache(ttlMs: number, maxEntries = 1000) {
  const entries = new Map<string, { page: CachedPage; at: number }>();
  const sweep = expirySweeper(entries, ttlMs);
  return {
    /** The cache key of a request, or null when its answer may depend on who asks. */
    keyOf(method: string, host: string | undefined, url: string, hasCookie: boolean): string | null {
      return method === 'GET' && !hasCookie ? `${host ?? ''}${url}` : null;
    },
    get(key: string): CachedPage | undefined {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.page;
      if (hit) entries.delete(key);
      return undefined;
    },
    /** Forgets every page: an administrator changed what pages show (registered with the API's caches). */
    clear() {
      entries.clear();
    },
    /** Buffers a rendered answer; keeps it when it is cacheable. */
    async store(key: string, response: Response): Promise<CachedPage> {
      const page: CachedPage = {
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: Buffer.from(await response.arrayBuffer()),
      };
      const cacheable =
        CACHEABLE_STATUS.has(response.status) &&
        !response.headers.has('set-cookie') &&
        (response.headers.get('content-type') ?? '').startsWith('text/html');
      if (cacheable) {
        sweep(Date.now());
        if (entries.size >= maxEntries) entries.clear();
        delete page.headers['content-length'];
        page.headers.vary = 'accept-encoding';
        page.gzip = { headers: { ...page.headers, 'content-encoding': 'gzip' }, body: gzipSync(page.body) };
        entries.set(key, { page, at: Date.now() });
      }
      return page;
    },
  };
}

/** Sends a cached page, compressed when the client accepts gzip. */
export function pageReply(page: CachedPage, acceptEncoding: string | string[] | undefined) {
  if (page.gzip && /\bgzip\b/.test(String(acceptEncoding ?? ''))) return { status: page.status, ...page.gzip };
  return { status: page.status, headers: page.headers, body: page.body };
}
