import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, UPDATE_POLL_MS, claimChunkReload, isChunkLoadError, isNewBuild, parseLatestBuild } from './app-updates.ts';

function memoryStore() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('app updates', () => {
  it('polls every few minutes', () => {
    expect(UPDATE_POLL_MS).toBe(300_000);
  });

  it('reads the build id of latest.json', () => {
    expect(parseLatestBuild({ buildId: 'abc' })).toBe('abc');
    expect(parseLatestBuild({ buildId: '' })).toBeNull();
    expect(parseLatestBuild(null)).toBeNull();
    expect(parseLatestBuild('abc')).toBeNull();
  });

  it('offers a reload only for a different known build', () => {
    expect(isNewBuild('a', 'b')).toBe(true);
    expect(isNewBuild('a', 'a')).toBe(false);
    expect(isNewBuild('a', null)).toBe(false);
    expect(isNewBuild(undefined, 'b')).toBe(false);
  });

  it('recognises failed chunk loads', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('forces a reload at most once per path per 10 seconds', () => {
    const store = memoryStore();
    expect(CHUNK_RELOAD_WINDOW_MS).toBe(10_000);
    expect(claimChunkReload(store, '/catalogue', 1_000)).toBe(true);
    expect(claimChunkReload(store, '/catalogue', 5_000)).toBe(false);
    expect(claimChunkReload(store, '/faq', 5_000)).toBe(true);
    expect(claimChunkReload(store, '/catalogue', 11_000)).toBe(true);
    expect(claimChunkReload(store, '/catalogue', 20_000)).toBe(false);
  });
});
