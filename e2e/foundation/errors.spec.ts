import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, screenshot, seriousAxeViolations, url, type Browser } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, userMenu, waitForPath } from '../support/identity.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => browser.close());

/** The 404 screen inside the page: its status message is on the element, not on screen (it is English). */
async function notFoundScreen(page: Browser['page']) {
  const screen = page.getByTestId('not-found');
  await screen.waitFor();
  return { status: await screen.getAttribute('data-status-message'), text: (await page.locator('main').textContent()) ?? '' };
}

describe('the 404 screen', () => {
  it('shows the image, the texts and a way back home for an unknown path, under the header', async () => {
    const { page } = browser;
    const response = await page.goto(url('mfo', '/nulle-part?x=1'));
    expect(response?.status()).toBe(404);
    const { status, text } = await notFoundScreen(page);
    expect(status).toBe('Page not found: /nulle-part');
    expect(text).toContain('Oups ! Cette page est introuvable.');
    expect(text).toContain('La page que vous cherchez n’existe pas');
    expect(text).not.toContain('Page not found');
    expect(await page.locator('img[src*="error-404"]').count()).toBe(1);
    await page.getByRole('navigation', { name: 'Navigation principale' }).waitFor();
    expect(await page.locator('header img').first().getAttribute('src')).toBe('/brand/mfo/logo.svg');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'not-found-mfo');
    await page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' }).click();
    await page.waitForURL(url('mfo', '/'));
    await page.getByRole('heading', { level: 1, name: /Bienvenue sur Mon Officine Formation/ }).waitFor();
  });

  it('is the same screen, in Spanish, for a wrong training type on the Spanish host ("Page Not Found")', async () => {
    const { page } = browser;
    const response = await page.goto(url('cofares', '/no-es-un-tipo/curso'));
    expect(response?.status()).toBe(404);
    const { status, text } = await notFoundScreen(page);
    expect(status).toBe('Page Not Found');
    expect(text).not.toContain('Page Not Found');
    expect(text).toContain('Volver al inicio');
    await page.getByRole('navigation', { name: 'Navegación principal' }).waitFor();
  });

  it('is the same screen, with the header and the user menu, for a refused access', async () => {
    await inFreshBrowser(
      async ({ page }) => {
        await page.goto(url('demo', '/connexion'));
        await submitLogin(page, 'pharmacien@demo.test');
        await waitForPath(page, '/catalogue');
        const response = await page.goto(url('demo', '/admin'));
        expect(response?.status()).toBe(404);
        const { status, text } = await notFoundScreen(page);
        expect(status).toBe('Page Not Found');
        expect(text).toContain('Oups ! Cette page est introuvable.');
        expect(await page.locator('header img').first().getAttribute('src')).toBe('/brand/demo/logo.svg');
        // On a phone the user menu is behind the header's menu button.
        await page.getByRole('button', { name: 'Menu' }).click();
        await userMenu(page).waitFor();
        expect(await page.title()).toMatch(/^Page introuvable – /);
        // Readable on a phone: no horizontal scroll, nothing serious for axe.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        expect(await seriousAxeViolations(page)).toEqual([]);
      },
      { width: 375, height: 740 },
    );
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
