import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, screenshot, seriousAxeViolations, url, type Browser } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => browser.close());

describe('search', () => {
  it('finds a training from the header box on the Spanish host despite a misspelled accented word', async () => {
    const { page } = browser;
    await page.goto(url('cofares', '/'));
    const box = page.getByRole('searchbox', { name: 'Buscar una formación' });
    await box.fill('dermofarmásia');
    await box.press('Enter');
    await page.waitForURL((u) => decodeURIComponent(u.pathname) === '/buscar/dermofarmásia');
    await page.getByRole('heading', { level: 1, name: 'Resultados para «dermofarmásia»' }).waitFor();
    const link = page.getByRole('link', { name: /^Dermofarmacia práctica/ });
    expect(await link.count()).toBe(1);
    expect(await page.locator('main article mark').first().textContent()).toMatch(/dermofarmacia/i);
    expect(await page.getByRole('searchbox', { name: 'Buscar una formación' }).inputValue()).toBe('dermofarmásia');
    await screenshot(page, 'search-cofares');
    await link.click();
    await page.waitForURL((u) => u.pathname === '/mixt/dermofarmacia-practica');
  });

  it('shows a helpful state for an empty or stop-words-only query, never an error', async () => {
    const { page } = browser;
    await page.goto(url('mfo', '/catalogue'));
    await page.getByRole('searchbox', { name: 'Rechercher une formation' }).press('Enter');
    await page.waitForURL((u) => u.pathname === '/recherche');
    await page.getByTestId('search-blank').waitFor();
    const stop = await page.goto(url('mfo', '/recherche/de%20la'));
    expect(stop?.status()).toBe(200);
    await page.getByTestId('search-blank').waitFor();
    expect(await page.locator('body').textContent()).toContain('Parcourir tout le catalogue');
  });

  it('keeps the Spanish path on the Spanish host', async () => {
    const { page } = browser;
    await page.goto(url('cofares', '/recherche/vacunacion'));
    expect(new URL(page.url()).pathname).toBe('/buscar/vacunacion');
  });

  it('has no serious accessibility violation and fits a 375 px screen', async () => {
    const phone = await openBrowser({ width: 375, height: 740 });
    try {
      for (const [host, path] of [
        ['cofares', '/buscar/vacunaci%C3%B3n'],
        ['mfo', '/recherche/zzzzqqq'],
        ['mfo', '/recherche?q='],
      ]) {
        await phone.page.goto(url(host, path));
        expect(await seriousAxeViolations(phone.page), path).toEqual([]);
        expect(await phone.page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      }
      await screenshot(phone.page, 'search-blank-phone');
    } finally {
      await phone.close();
    }
  });
});
