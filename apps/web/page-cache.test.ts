import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageCache, pageReply } from './page-cache.ts';

afterEach(() => {
  vi.useRealTimers();
});

const html = (status: number, headers: Record<string, string> = {}) =>
  new Response('<html></html>', { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });

describe('anonymous page cache', () => {
  it('only keys anonymous GET requests, by host and URL', () => {
    const cache = createPageCache(1000);
    expect(cache.keyOf('GET', 'mfo.localhost', '/catalogue?page=2', false)).toBe('mfo.localhost/catalogue?page=2');
    expect(cache.keyOf('GET', 'mfo.localhost', '/catalogue', true)).toBeNull();
    expect(cache.keyOf('POST', 'mfo.localhost', '/catalogue', false)).toBeNull();
  });

  it('keeps 200 and 404 HTML for the TTL, never answers that set cookies, redirects or errors', async () => {
    vi.useFakeTimers();
    const cache = createPageCache(1000);
    const page = await cache.store('a', html(200));
    expect(page.body.toString()).toBe('<html></html>');
    expect(cache.get('a')?.status).toBe(200);
    await cache.store('b', html(200, { 'set-cookie': 'x=1' }));
    await cache.store('c', html(500));
    await cache.store('d', new Response(null, { status: 301, headers: { location: '/x' } }));
    expect([cache.get('b'), cache.get('c'), cache.get('d')]).toEqual([undefined, undefined, undefined]);
    vi.advanceTimersByTime(1001);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets every page when cleared (an administrator changed what pages show)', async () => {
    const cache = createPageCache(60_000);
    await cache.store('a', html(200));
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('compressed cached pages', () => {
  it('sends the gzipped body to clients that accept gzip, the plain one otherwise', async () => {
    const { gunzipSync } = await import('node:zlib');
    const cache = createPageCache(1000);
    const page = await cache.store('a', html(200, { 'content-length': '13' }));
    const zipped = pageReply(page, 'gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-length']).toBeUndefined();
    expect(gunzipSync(zipped.body).toString()).toBe('<html></html>');
    const plain = pageReply(page, undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('<html></html>');
  });
});
