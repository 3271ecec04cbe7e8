import type { Texts } from './merge-translations.ts';

/** Waits between two tries of a text download (ms): they double from the first up to the longest. */
const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 8_000;

/** Waits `ms`, or less when the browser says its network is back. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      globalThis.removeEventListener?.('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    globalThis.addEventListener?.('online', done);
  });
}

/** An answer worth asking again: the network failed, or the server is restarting, overloaded or asking to wait. */
function worthRetrying(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/**
 * One of the build's text files (hashed, cached for a year). The page's code cannot take over its screen without it:
 * the entry waits for the page's texts before hydrating, and a screen's module awaits its area's texts as it loads, so a
 * download that fails once (a phone between two networks, a server restarting or shedding load with 503) would leave a
 * page whose buttons never work. Such a failure is tried again until the texts arrive; a file the server does not
 * have (404: a page of an older build) is not.
 */
export async function fetchTexts(url: string): Promise<Texts> {
  for (let wait = FIRST_RETRY_MS; ; wait = Math.min(wait * 2, LONGEST_RETRY_MS)) {
    let response: Response | undefined;
    try {
      response = await fetch(url);
      if (response.ok) return (await response.json()) as Texts;
    } catch {
      // The network failed, or the body broke off: tried again below.
    }
    if (response && !response.ok && !worthRetrying(response.status)) throw new Error(`Texts ${url} answered ${response.status}`);
    await pause(wait);
  }
}
