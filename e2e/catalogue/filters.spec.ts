import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, screenshot, url, type Browser } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => browser.close());

const count = async (b: Browser) => Number((await b.page.getByTestId('result-count').textContent())?.match(/\d+/)?.[0]);
const query = (b: Browser) => decodeURIComponent(new URL(b.page.url()).search);

describe('catalogue facets', () => {
  it('filters by type and funding on a French host, keeps the facets in the URL and across a reload', async () => {
    const { page } = browser;
    // Hydrated before the first click: a click in between would be undone by React taking over the checkbox.
    await page.goto(url('mfo', '/catalogue'), { waitUntil: 'networkidle' });
    const all = await count(browser);
    expect(all).toBeGreaterThan(10);

    await page.getByRole('checkbox', { name: /^Présentiel/ }).check();
    await page.waitForURL((u) => u.search.includes('type=faceToFaceOnly'));
    await page.waitForFunction((n) => !document.querySelector('[data-testid=result-count]')?.textContent?.startsWith(`${n} `), all);
    const faceToFace = await count(browser);
    expect(faceToFace).toBeGreaterThan(0);
    expect(faceToFace).toBeLessThan(all);
    const badges = await page.locator('main article [class*="rounded-full"]').allTextContents();
    expect(badges.length).toBe(faceToFace);
    for (const b of badges) expect(b.toLowerCase()).toBe('présentiel');

    // Keyboard: the funding checkbox is reached and ticked with the keyboard; focus stays on it.
    const fifpl = page.getByRole('checkbox', { name: /^FIFPL/ });
    await fifpl.focus();
    await page.keyboard.press('Space');
    await page.waitForURL((u) => u.search.includes('funding=FIFPL'));
    expect(query(browser)).toBe('?type=faceToFaceOnly&funding=FIFPL');
    await page.waitForFunction((n) => !document.querySelector('[data-testid=result-count]')?.textContent?.startsWith(`${n} `), faceToFace);
    const both = await count(browser);
    expect(both).toBeLessThan(faceToFace);
    expect(await fifpl.evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, 'catalogue-filters-mfo');

    await page.reload();
    expect(query(browser)).toBe('?type=faceToFaceOnly&funding=FIFPL');
    expect(await count(browser)).toBe(both);
    expect(await page.getByRole('checkbox', { name: /^Présentiel/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /^FIFPL/ }).isChecked()).toBe(true);

    // A removable chip per active value.
    await page.getByRole('link', { name: 'Retirer le filtre FIFPL' }).click();
    await page.waitForURL((u) => u.search === '?type=faceToFaceOnly');
    await page.waitForFunction((n) => document.querySelector('[data-testid=result-count]')?.textContent?.startsWith(`${n} `), faceToFace);
    expect(await page.getByRole('checkbox', { name: /^FIFPL/ }).isChecked()).toBe(false);
  });

  it('sorts through the URL', async () => {
    const { page } = browser;
    // Hydrated before the first click: a click in between would be undone by React taking over the checkbox.
    await page.goto(url('mfo', '/catalogue'), { waitUntil: 'networkidle' });
    const firstBefore = await page.locator('main article h2').first().textContent();
    await page.getByLabel('Trier par').selectOption('priceDesc');
    await page.waitForURL((u) => u.search === '?sort=priceDesc');
    // The URL changes before the new list is rendered: wait for the cards themselves.
    await page.waitForFunction((before) => document.querySelector('main article h2')?.textContent !== before, firstBefore);
    const prices = (await page.locator('main article').allTextContents()).map((text) => {
      const m = text.match(/([\d\s ]+,\d{2})\s€\sHT/);
      return m ? Number(m[1].replace(/\s/g, '').replace(',', '.')) : 0;
    });
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('shows an empty state with a way to clear the filters', async () => {
    const { page } = browser;
    await page.goto(url('mfo', '/catalogue?type=quiz&funding=DPC'));
    const empty = page.getByTestId('catalogue-empty');
    await expect(empty.textContent()).resolves.toContain('Aucune formation ne correspond à ces filtres.');
    await empty.getByRole('link', { name: 'Effacer les filtres' }).click();
    await page.waitForURL((u) => u.pathname === '/catalogue' && u.search === '');
    await page.locator('main article').first().waitFor();
    expect(await count(browser)).toBeGreaterThan(10);
  });

  it('folds the facets behind a button on a phone', async () => {
    const phone = await openBrowser({ width: 375, height: 740 });
    try {
      await phone.page.goto(url('mfo', '/catalogue'));
      const toggle = phone.page.getByRole('button', { name: 'Filtrer les formations' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await phone.page.getByRole('checkbox', { name: /^Présentiel/ }).isVisible()).toBe(false);
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await phone.page.getByRole('checkbox', { name: /^Présentiel/ }).check();
      await phone.page.waitForURL((u) => u.search === '?type=faceToFaceOnly');
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } finally {
      await phone.close();
    }
  });
});
