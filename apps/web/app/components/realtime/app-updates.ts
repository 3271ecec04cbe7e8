/**
 * App updates (issue 6 part 5, spec §5): the build writes `builds/latest.json` ({ buildId }); open pages poll it and
 * offer a reload when the id differs from the one compiled into the page. A chunk that fails to load (a new build
 * removed it) forces a reload, at most once per path per 10 seconds so a broken deployment cannot loop.
 */

export const LATEST_BUILD_PATH = '/builds/latest.json';
/**
 * Poll interval: 5 minutes (our choice; the spec leaves it open). A deployment is noticed within minutes while an
 * open tab costs one tiny request per 5 minutes; pages also check when they become visible again.
 */
export const UPDATE_POLL_MS = 5 * 60_000;
/** Spec §5: a forced reload after a failed chunk load at most once per path per 10 seconds. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
export const CHUNK_RELOAD_KEY_PREFIX = 'chunkReload:';

/** The build id of a fetched `latest.json`, or null when the answer is not one. */
export function parseLatestBuild(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const id = (body as { buildId?: unknown }).buildId;
  return typeof id === 'string' && id.length > 0 ? id : null;
}

/** A reload is offered only when both ids are known and differ. */
export function isNewBuild(current: string | undefined, latest: string | null): boolean {
  return Boolean(current) && latest !== null && latest !== current;
}

/** Errors browsers give when a dynamically imported module (a route chunk) cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i
    .test(message);
}

/** Minimal storage (sessionStorage in the browser). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Whether a forced reload of `path` may happen now; when it may, the time is recorded. */
export function claimChunkReload(store: KeyValueStore, path: string, now: number): boolean {
  const key = CHUNK_RELOAD_KEY_PREFIX + path;
  const last = Number(store.getItem(key));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  store.setItem(key, String(now));
  return true;
}
