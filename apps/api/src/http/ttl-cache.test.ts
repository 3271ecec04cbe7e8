import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTtlCache, expirySweeper } from './ttl-cache.ts';

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

  it('forgets the entries whose key passes a test, keeping the others', async () => {
    const load = vi.fn(async (key: { team: number; page: number }) => `${key.team}.${key.page}-${load.mock.calls.length}`);
    const cache = createTtlCache(60_000, load, (key) => `${key.team}:${key.page}`);
    await Promise.all([cache.get({ team: 1, page: 1 }), cache.get({ team: 1, page: 2 }), cache.get({ team: 2, page: 1 })]);
    cache.forget((key) => key.team === 1);
    expect(await cache.get({ team: 1, page: 2 })).toBe('1.2-4');
    expect(await cache.get({ team: 2, page: 1 })).toBe('2.1-3');
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

describe('ttl cache limits', () => {
  const counting = () => {
    const load = vi.fn(async (key: string) => key);
    return { load, loads: (key: string) => load.mock.calls.filter(([k]) => k === key).length };
  };

  it('forgets the oldest entry beyond its number of entries, keeping the others', async () => {
    const { load, loads } = counting();
    const cache = createTtlCache(60_000, load, undefined, { maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key);
    await cache.get('b');
    await cache.get('c');
    expect([loads('b'), loads('c')]).toEqual([1, 1]);
    await cache.get('a');
    expect(loads('a')).toBe(2);
  });

  it('keeps a bounded weight, forgetting the oldest values first', async () => {
    const { load, loads } = counting();
    const cache = createTtlCache(60_000, load, undefined, { weigh: (value) => value.length, maxWeight: 10 });
    await cache.get('aaaa');
    await cache.get('bbbb');
    await cache.get('cccc');
    // 12 > 10: the oldest went, the two newest stay.
    await cache.get('bbbb');
    await cache.get('cccc');
    expect([loads('bbbb'), loads('cccc')]).toEqual([1, 1]);
    await cache.get('aaaa');
    expect(loads('aaaa')).toBe(2);
  });

  it('counts no weight for what it forgot', async () => {
    const { load, loads } = counting();
    const cache = createTtlCache(60_000, load, undefined, { weigh: (value) => value.length, maxWeight: 10 });
    await cache.get('aaaaa');
    await cache.get('bbbbb');
    cache.forget((key) => key === 'aaaaa');
    cache.clear();
    await cache.get('ccccc');
    await cache.get('ddddd');
    await cache.get('ccccc');
    expect(loads('ccccc')).toBe(1);
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

describe('the sweep of expired entries', () => {
  it('forgets what expired, keeps what is fresh, and looks at most once per time to live', () => {
    vi.useFakeTimers();
    vi.setSystemTime(10_000);
    const entries = new Map<unknown, { at: number }>([
      ['old', { at: 5_000 }],
      ['fresh', { at: 10_200 }],
    ]);
    const sweep = expirySweeper(entries, 1000);
    // Within a time to live of the last sweep (here its creation), nothing is looked at.
    sweep(10_500);
    expect([...entries.keys()]).toEqual(['old', 'fresh']);
    sweep(11_000);
    expect([...entries.keys()]).toEqual(['fresh']);
    entries.set('newer', { at: 11_500 });
    sweep(11_900);
    expect([...entries.keys()]).toEqual(['fresh', 'newer']);
    sweep(12_100);
    expect([...entries.keys()]).toEqual(['newer']);
  });
});
