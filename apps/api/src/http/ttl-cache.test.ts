import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('ttl cache', () => {
  it('loads once per key within the TTL, sharing concurrent misses, and reloads after it', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async (key: string) => `${key}-${load.mock.calls.length}`);
    const cache = createTtlCache(1000, load);
    const [a, b] = await Promise.all([cache.get('x'), cache.get('x')]);
    expect([a, b]).toEqual(['x-1', 'x-1']);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    expect(await cache.get('x')).toBe('x-2');
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const cache = createTtlCache(60_000, async () => {
      if (fail) throw new Error('down');
      return 'up';
    });
    await expect(cache.get('k')).rejects.toThrow('down');
    fail = false;
    expect(await cache.get('k')).toBe('up');
  });
});

describe('ttl cache with a slow load', () => {
  it('counts the time to live from when the value is ready', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const cache = createTtlCache(1000, () => {
      calls++;
      return new Promise<string>((resolve) => setTimeout(() => resolve('slow'), 5000));
    });
    const first = cache.get('k');
    await vi.advanceTimersByTimeAsync(5000);
    expect(await first).toBe('slow');
    await vi.advanceTimersByTimeAsync(500);
    expect(await cache.get('k')).toBe('slow');
    expect(calls).toBe(1);
  });
});
