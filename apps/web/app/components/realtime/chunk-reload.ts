/**
 * A failed chunk load (a route chunk removed by a newer deployment) reloads the page, at most once per path per
 * 10 seconds (spec §5). Part of every page, unlike the update notice, which is itself a chunk that may fail.
 */
import { useEffect } from 'react';
import { claimChunkReload, isChunkLoadError } from './app-updates.ts';

/** Reloads the page after a failed chunk load unless this path was reloaded for that less than 10 s ago. */
export function reloadAfterChunkError(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false;
  if (!claimChunkReload(window.sessionStorage, window.location.pathname, Date.now())) return false;
  window.location.reload();
  return true;
}

/** Listens for Vite's event of a dynamic import (route chunk) whose preload failed. */
export function useChunkErrorReload(): void {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      const payload = (event as Event & { payload?: unknown }).payload;
      if (reloadAfterChunkError(payload ?? new Error('Failed to fetch dynamically imported module'))) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
}
