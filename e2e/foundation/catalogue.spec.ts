import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, screenshot, seriousAxeViolations, url, type Browser } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => browser.close());

const cardNames = (b: Browser) => b.page.locator('main article h2').allTextContents();

describe('catalogue', () => {
  it('lists ten real trainings per page on mfo, with type, duration and price, and pages through them', async () => {
    const { page } = browser;
    const response = await page.goto(url('mfo', '/catalogue'));
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('Catalogue des formations');
    expect(await page.title()).toBe('Catalogue – Mon Officine Formation');
    const first = await cardNames(browser);
    expect(first).toHaveLength(10);
    const cards = await page.locator('main article').allTextContents();
    for (const text of cards) {
      expect(text).toMatch(/\d+(h(\d{2}mn)?|mn)/);
      expect(text).toMatch(/€\sHT|Gratuit/);
    }
    expect(cards.some((text) => /\d+,\d{2}\s€\sHT/.test(text))).toBe(true);
    // Dates are shown in French, in Europe/Paris time.
    expect(cards[0]).toMatch(/Mis à jour le \d{1,2} [a-zéû]+ 20\d\d/);
    await screenshot(page, 'catalogue-mfo');

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page suivante' }).click();
    await page.waitForURL(/\?page=2$/);
    await page.waitForFunction((previous) => document.querySelector('main article h2')?.textContent !== previous, first[0]);
    const second = await cardNames(browser);
    expect(second).toHaveLength(10);
    expect(second.some((name) => first.includes(name))).toBe(false);
  });

  it('is in Spanish at /catalogar on cofares, with Spanish e-learning in pink', async () => {
    const { page } = browser;
    await page.goto(url('cofares', '/catalogar?page=1'));
    expect(await page.locator('h1').textContent()).toBe('Catálogo de formaciones');
    expect(await page.getAttribute('html', 'lang')).toBe('es-ES');
    const names = await cardNames(browser);
    expect(names.length).toBeGreaterThan(0);
    const badges = await page.locator('main article span.rounded-full').evaluateAll((spans) =>
      spans.map((s) => ({ text: s.textContent, bg: getComputedStyle(s).backgroundColor })),
    );
    const pink = badges.filter((b) => b.bg === 'rgb(255, 30, 112)');
    expect(pink.length).toBeGreaterThan(0);
    await screenshot(page, 'catalogue-cofares');
  });

  it('does not number a page beyond the last one', async () => {
    const { page } = browser;
    await page.goto(url('mfo', '/catalogue?page=99'));
    const count = await page.getByTestId('result-count').textContent();
    expect(count).toMatch(/formation/);
    expect(count).not.toMatch(/Page 99/);
    await page.getByRole('link', { name: 'Revenir à la première page' }).waitFor();
  });

  it('redirects /catalogue on the Spanish host to /catalogar, keeping the query', async () => {
    const { page } = browser;
    const response = await page.goto(url('cofares', '/catalogue?page=2'));
    expect(new URL(page.url()).pathname).toBe('/catalogar');
    expect(new URL(page.url()).search).toBe('?page=2');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/catalogue\?page=2$/);
  });

  it('has no serious accessibility violation and fits a 375 px screen', async () => {
    const phone = await openBrowser({ width: 375, height: 740 });
    try {
      for (const [host, path] of [['mfo', '/catalogue'], ['cofares', '/catalogar']]) {
        await phone.page.goto(url(host, path));
        expect(await seriousAxeViolations(phone.page)).toEqual([]);
        expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      }
      await screenshot(phone.page, 'catalogue-cofares-phone');
    } finally {
      await phone.close();
    }
  });
});
