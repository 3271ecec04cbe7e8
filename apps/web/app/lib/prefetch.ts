/**
 * Prefetch of detail pages (spec §9): at most 4 preloads at a time, none on a data-saver or 2g connection.
 * Pure parts (the connection rule and the queue) are unit-tested; `prefetch-page.ts` plugs them into the browser.
 */

/** Spec §9: at most 4 concurrent preloads. */
export const MAX_CONCURRENT_PRELOADS = 4;

/** The fields of `navigator.connection` (Network Information API) the rule reads. */
export interface ConnectionLike {
  saveData?: boolean | null;
  effectiveType?: string | null;
}

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);

/** False on data-saver or 2g / slow-2g connections (spec §9); true when the browser does not tell. */
export function prefetchAllowed(connection: ConnectionLike | null | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !SLOW_CONNECTIONS.has(String(connection.effectiveType ?? '').toLowerCase());
}

export interface PreloadQueue {
  /** Asks for a preload; a key already asked for (queued, running or done) is ignored. */
  request(key: string): void;
  /** Preloads running now (never more than the limit). */
  running(): number;
  /** Preloads waiting for a slot. */
  waiting(): number;
}

/**
 * A FIFO queue running at most `limit` preloads at once; each key runs once (a failed preload is not retried,
 * the navigation will load the page anyway). `run` resolving or rejecting frees the slot.
 */
export function createPreloadQueue(run: (key: string) => Promise<unknown>, limit = MAX_CONCURRENT_PRELOADS): PreloadQueue {
  const seen = new Set<string>();
  const queue: string[] = [];
  let active = 0;

  const next = () => {
    while (active < limit && queue.length > 0) {
      const key = queue.shift()!;
      active++;
      let job: Promise<unknown>;
      try {
        job = Promise.resolve(run(key));
      } catch (error) {
        job = Promise.reject(error);
      }
      job
        .catch(() => undefined)
        .finally(() => {
          active--;
          next();
        });
    }
  };

  return {
    request(key) {
      if (seen.has(key)) return;
      seen.add(key);
      queue.push(key);
      next();
    },
    running: () => active,
    waiting: () => queue.length,
  };
}

/**
 * The single-fetch data URL React Router requests when navigating to a path (v7 without trailing-slash awareness):
 * `/a/b?x=1` → `/a/b.data?x=1`, `/` → `/_root.data`.
 */
export function dataUrlOf(href: string): string {
  const url = new URL(href, 'http://x');
  const path = url.pathname === '/' ? '/_root' : url.pathname.replace(/\/$/, '');
  return `${path}.data${url.search}`;
}
