import { describe, expect, it } from 'vitest';
import { MAX_CONCURRENT_PRELOADS, createPreloadQueue, dataUrlOf, prefetchAllowed } from './prefetch.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('prefetchAllowed (spec §9)', () => {
  it('allows prefetch when the browser says nothing or the connection is fast', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed(null)).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
  });

  it('skips prefetch on data-saver and 2g connections', () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('createPreloadQueue', () => {
  it('runs at most 4 preloads at once and starts the next when one ends', async () => {
    expect(MAX_CONCURRENT_PRELOADS).toBe(4);
    const jobs = new Map<string, ReturnType<typeof deferred>>();
    const started: string[] = [];
    const queue = createPreloadQueue((key) => {
      started.push(key);
      const d = deferred();
      jobs.set(key, d);
      return d.promise;
    });
    for (let i = 1; i <= 6; i++) queue.request(`/dpc/t${i}`);
    expect(started).toEqual(['/dpc/t1', '/dpc/t2', '/dpc/t3', '/dpc/t4']);
    expect(queue.running()).toBe(4);
    expect(queue.waiting()).toBe(2);

    jobs.get('/dpc/t2')!.resolve();
    await tick();
    expect(started).toHaveLength(5);
    expect(queue.running()).toBe(4);

    // A failed preload frees its slot too.
    jobs.get('/dpc/t1')!.reject(new Error('offline'));
    await tick();
    expect(started).toEqual(['/dpc/t1', '/dpc/t2', '/dpc/t3', '/dpc/t4', '/dpc/t5', '/dpc/t6']);
    expect(queue.waiting()).toBe(0);
    for (const d of jobs.values()) d.resolve();
    await tick();
    expect(queue.running()).toBe(0);
  });

  it('preloads each page once, whether queued, running or done', async () => {
    const started: string[] = [];
    const queue = createPreloadQueue(async (key) => {
      started.push(key);
    }, 1);
    queue.request('/a');
    queue.request('/a');
    queue.request('/b');
    await tick();
    queue.request('/a');
    queue.request('/b');
    await tick();
    expect(started).toEqual(['/a', '/b']);
  });

  it('survives a run function that throws synchronously', async () => {
    const queue = createPreloadQueue(() => {
      throw new Error('boom');
    }, 1);
    queue.request('/a');
    await tick();
    expect(queue.running()).toBe(0);
  });
});

describe('dataUrlOf', () => {
  it('gives the single-fetch data URL of a path', () => {
    expect(dataUrlOf('/dpc/vaccination')).toBe('/dpc/vaccination.data');
    expect(dataUrlOf('/dpc/vaccination/?x=1')).toBe('/dpc/vaccination.data?x=1');
    expect(dataUrlOf('/')).toBe('/_root.data');
  });
});
