/**
 * Browser side of the detail-page prefetch (spec §9): on intent (hover, focus, touch) or when a link enters the
 * viewport, the page's data (`.data` single-fetch URL) and its route module are fetched with `<link rel=prefetch>` /
 * `<link rel=modulepreload>`, through one queue of at most 4 concurrent preloads; nothing on save-data or 2g.
 */
import { useCallback, useEffect, useRef } from 'react';
import { createPreloadQueue, dataUrlOf, prefetchAllowed, type ConnectionLike, type PreloadQueue } from './prefetch.ts';

/** A preload never holds its slot longer than this (a stalled request must not block the queue). */
const PRELOAD_TIMEOUT_MS = 8000;

interface ManifestRoute {
  module?: string;
  imports?: string[];
}

function routeModules(routeId: string | undefined): string[] {
  const manifest = (window as unknown as { __reactRouterManifest?: { routes?: Record<string, ManifestRoute> } })
    .__reactRouterManifest;
  const route = routeId ? manifest?.routes?.[routeId] : undefined;
  if (!route?.module) return [];
  return [route.module, ...(route.imports ?? [])];
}

function addLink(rel: string, href: string, as?: string): Promise<void> {
  if (document.head.querySelector(`link[rel="${rel}"][href="${CSS.escape(href)}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.appendChild(link);
  });
}

function preload(key: string): Promise<void> {
  const [href, routeId] = key.split('\n');
  const loads = [addLink('prefetch', dataUrlOf(href), 'fetch'), ...routeModules(routeId).map((m) => addLink('modulepreload', m))];
  return Promise.race([Promise.all(loads).then(() => undefined), new Promise<void>((r) => setTimeout(r, PRELOAD_TIMEOUT_MS))]);
}

let queue: PreloadQueue | undefined;

/** Asks for the preload of a page (path + optional route id of its screen, for the module). */
export function prefetchPage(href: string, routeId?: string): void {
  if (typeof window === 'undefined') return;
  const connection = (navigator as Navigator & { connection?: ConnectionLike }).connection;
  if (!prefetchAllowed(connection)) return;
  queue ??= createPreloadQueue(preload);
  queue.request(`${href}\n${routeId ?? ''}`);
}

/**
 * Props for a link to a page that should be prefetched: a ref observed for the viewport, and intent handlers.
 */
export function usePrefetch<T extends HTMLElement>(href: string, routeId?: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        prefetchPage(href, routeId);
        observer.disconnect();
      }
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [href, routeId]);
  const onIntent = useCallback(() => prefetchPage(href, routeId), [href, routeId]);
  return { ref, onMouseEnter: onIntent, onFocus: onIntent, onTouchStart: onIntent };
}
