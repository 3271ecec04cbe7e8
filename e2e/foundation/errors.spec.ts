import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, screenshot, seriousAxeViolations, url, type Browser } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => browser.close());

describe('the full-page 404 screen', () => {
  it('shows the image, the texts and a way back home for an unknown path', async () => {
    const { page } = browser;
    const response = await page.goto(url('mfo', '/nulle-part?x=1'));
    expect(response?.status()).toBe(404);
    const main = page.locator('body');
    await expect(main.textContent()).resolves.toContain('Oups ! Cette page est introuvable.');
    await expect(main.textContent()).resolves.toContain('Page not found: /nulle-part');
    expect(await page.locator('img[src*="error-404"]').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'not-found-mfo');
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await page.waitForURL(url('mfo', '/'));
    await page.getByRole('heading', { level: 1, name: /Bienvenue sur Mon Officine Formation/ }).waitFor();
  });

  it('shows "Page Not Found" for a wrong training type, in Spanish on the Spanish host', async () => {
    const { page } = browser;
    const response = await page.goto(url('cofares', '/no-es-un-tipo/curso'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('body').textContent()).resolves.toContain('Page Not Found');
    await expect(page.locator('body').textContent()).resolves.toContain('Volver al inicio');
  });

  it('keeps unknown /back paths as JSON for API clients', async () => {
    const response = await browser.page.goto(url('mfo', '/back/api/unknown'));
    expect(response?.status()).toBe(404);
    expect(await response?.json()).toMatchObject({ status: 'Error' });
  });

  it('applies the server redirect rules before the app routes', async () => {
    const { page } = browser;
    await page.goto(url('demo', '/formation-continue?page=2'));
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/catalogue?page=2');
  });
});
