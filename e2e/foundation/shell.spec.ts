import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, screenshot, seriousAxeViolations, url, type Browser } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => browser.close());

const HOSTS = [
  { host: 'localhost', code: 'demo', lang: 'fr-FR' },
  { host: 'demo-es', code: 'demo', lang: 'es-ES' },
  { host: 'mfo', code: 'mfo', lang: 'fr-FR' },
  { host: 'mfo-be', code: 'mfo', lang: 'fr-BE' },
  { host: 'mfa', code: 'mfa', lang: 'fr-FR' },
  { host: 'mfm', code: 'mfm', lang: 'fr-FR' },
  { host: 'totum', code: 'totum', lang: 'fr-FR' },
  { host: 'cofares', code: 'cofares', lang: 'es-ES' },
];

describe('the branded home of every demo host', () => {
  const primaries = new Map<string, string>();

  it.each(HOSTS)('$host shows the $code home in $lang, themed and with its logo', async ({ host, code, lang }) => {
    const { page } = browser;
    const response = await page.goto(url(host, '/'));
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    const logo = page.locator('header img').first();
    expect(await logo.getAttribute('src')).toBe(`/brand/${code}/logo.svg`);
    expect(await page.locator('link[rel="icon"]').first().getAttribute('href')).toBe(`/brand/${code}/favicon.svg`);
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
    expect(primary).toMatch(/^#[0-9A-F]{6}$/i);
    primaries.set(code, primary);
    await expect(page.locator('h1').first().textContent()).resolves.toMatch(lang === 'es-ES' ? /Bienvenid/ : /Bienvenue/);
    expect(await page.title()).toMatch(/ – |.+/);
    expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe(lang === 'es-ES' ? 'es_ES' : 'fr_FR');
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
    expect(alternates.every((h) => h === 'fr-FR' || h === 'es-ES')).toBe(true);
    await screenshot(page, `home-${host}`);
  });

  it("links the page in both languages on a platform with French and Spanish hosts, each on that language's host", async () => {
    const { page } = browser;
    await page.goto(url('demo', '/catalogue'));
    const links = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((els) => els.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
    expect(links).toEqual([
      ['fr-FR', url('demo', '/catalogue')],
      ['es-ES', url('demo-es', '/catalogar')],
    ]);
  });

  it('gives each platform its own colours', () => {
    expect(new Set(primaries.values()).size).toBe(new Set(HOSTS.map((h) => h.code)).size);
  });

  it('the home page has no serious accessibility violation and fits a 375 px screen', async () => {
    const phone = await openBrowser({ width: 375, height: 740 });
    try {
      for (const host of ['mfo', 'cofares']) {
        await phone.page.goto(url(host, '/'));
        expect(await seriousAxeViolations(phone.page)).toEqual([]);
        expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await screenshot(phone.page, `home-${host}-phone`);
      }
    } finally {
      await phone.close();
    }
  });

  it('leads from the home to the catalogue by keyboard-reachable links', async () => {
    const { page } = browser;
    await page.goto(url('mfo', '/'));
    await page.getByRole('navigation').getByRole('link', { name: 'Catalogue' }).click();
    await page.waitForURL(/\/catalogue$/);
    await page.getByRole('heading', { level: 1, name: 'Catalogue des formations' }).waitFor();
  });
});
