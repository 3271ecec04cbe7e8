import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTexts } from './fetch-texts.ts';

const TEXTS = { auth: { login: { submit: 'Se connecter' } } };

/** When each try was made (Date.now(), which fake timers move too). */
let tries: number[] = [];

/** A fetch answering, call after call, each of the given outcomes (a status, a network failure, a body cut short). */
function answering(...outcomes: (number | 'network' | 'broken')[]) {
  tries = [];
  const fetch = vi.fn(async () => {
    tries.push(Date.now());
    const outcome = outcomes.shift();
    if (outcome === undefined) throw new Error('asked once too often');
    if (outcome === 'network') throw new TypeError('Failed to fetch');
    if (outcome === 'broken') return new Response('{"auth": {', { status: 200 });
    return new Response(outcome === 200 ? JSON.stringify(TEXTS) : 'no', { status: outcome });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('fetchTexts', () => {
  it('tries again after a network failure, a cut body, a 503 and a 429, until the texts arrive', async () => {
    vi.useFakeTimers();
    const fetch = answering('network', 'broken', 503, 429, 200);
    const texts = fetchTexts('/assets/fr-abc.json');
    await vi.runAllTimersAsync();
    expect(await texts).toEqual(TEXTS);
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it('waits longer after each failure, never more than 8 s', async () => {
    vi.useFakeTimers();
    const fetch = answering('network', 'network', 'network', 'network', 'network', 'network', 200);
    const start = Date.now();
    const texts = fetchTexts('/assets/fr-abc.json');
    await vi.runAllTimersAsync();
    expect(fetch).toHaveBeenCalledTimes(7);
    expect(tries.map((t) => t - start)).toEqual([0, 500, 1_500, 3_500, 7_500, 15_500, 23_500]);
    expect(await texts).toEqual(TEXTS);
  });

  it('does not ask again for a file the server does not have', async () => {
    const fetch = answering(404);
    await expect(fetchTexts('/assets/fr-old.json')).rejects.toThrow('answered 404');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
