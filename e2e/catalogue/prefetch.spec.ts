import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, url, type Browser } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser({ width: 1280, height: 2000 });
});
afterAll(async () => browser.close());

describe('detail page prefetch (spec §9)', () => {
  it('preloads the detail pages of visible cards, at most 4 at a time', async () => {
    const { page } = browser;
    let running = 0;
    let peak = 0;
    const seen: string[] = [];
    const isPrefetch = (u: string) => /\/[A-Za-z]+\/[^/]+\.data$/.test(new URL(u).pathname);
    page.on('request', (r) => {
      if (!isPrefetch(r.url())) return;
      seen.push(new URL(r.url()).pathname);
      running++;
      peak = Math.max(peak, running);
    });
    const done = (u: string) => {
      if (isPrefetch(u)) running--;
    };
    page.on('requestfinished', (r) => done(r.url()));
    page.on('requestfailed', (r) => done(r.url()));
    await page.goto(url('mfo', '/catalogue'));
    await page.waitForFunction(() => document.querySelectorAll('link[rel=prefetch]').length >= 6);
    await page.waitForLoadState('networkidle');
    expect(seen.length).toBeGreaterThanOrEqual(6);
    expect(peak).toBeLessThanOrEqual(4);
    const first = await page.locator('main article h2 a').first().getAttribute('href');
    expect(seen).toContain(`${first}.data`);
  });

  it('preloads nothing on a data-saver connection', async () => {
    const saver = await openBrowser();
    try {
      await saver.context.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true });
      });
      await saver.page.goto(url('mfo', '/catalogue'));
      await saver.page.waitForLoadState('networkidle');
      await saver.page.locator('main article h2 a').first().hover();
      await saver.page.waitForTimeout(300);
      expect(await saver.page.locator('link[rel=prefetch]').count()).toBe(0);
    } finally {
      await saver.close();
    }
  });
});
