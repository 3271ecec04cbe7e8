import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, screenshot, seriousAxeViolations, url, type Browser } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => browser.close());

const AFGSU = '/faceToFaceOnly/gestes-soins-urgence-afgsu-2';

describe('training detail', () => {
  it('opens a face-to-face training from the catalogue with its sessions in order and the seats left', async () => {
    const { page } = browser;
    await page.goto(url('mfo', '/catalogue?type=faceToFaceOnly'));
    await page.getByRole('link', { name: 'Gestes et soins d\'urgence (AFGSU niveau 2)' }).click();
    await page.waitForURL((u) => u.pathname === AFGSU);
    await page.getByRole('heading', { level: 1, name: 'Gestes et soins d\'urgence (AFGSU niveau 2)' }).waitFor();
    expect(await page.title()).toMatch(/ – Mon Officine Formation$/);

    const sessions = page.getByTestId('session');
    expect(await sessions.getByTestId('session-place').allTextContents()).toEqual(['Paris Bastille', 'Toulouse Capitole']);
    expect(await sessions.getByTestId('session-seats').allTextContents()).toEqual(['4 places restantes', '9 places restantes']);
    // Multi-date sessions list their days in order.
    const paris = await sessions.first().textContent();
    expect(paris).toContain('3 journées');
    expect(paris!.indexOf('lundi 18 janvier 2027')).toBeLessThan(paris!.indexOf('mercredi 20 janvier 2027'));
    expect(paris).toContain('de 09:00 à 17:00');

    const body = (await page.locator('main').textContent()) ?? '';
    expect(body).toContain('21h');
    expect(body).toMatch(/690,00\s€\sHT/);
    expect(body).toMatch(/828,00\s€\sTTC/);
    expect(body).toContain('Objectifs pédagogiques');
    expect(body).toContain('Programme');
    expect(body).toContain('Émilie Lambert');
    expect(body).toContain('Mentions légales');
    // No button that does nothing: subscription belongs to another issue; a visitor may put the training in the cart.
    expect(await page.getByRole('button', { name: /inscri|commencer/i }).count()).toBe(0);
    await page.getByRole('complementary').getByRole('button', { name: /^Ajouter au panier : / }).waitFor();

    // SEO: canonical link and JSON-LD Course.
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toBe(url('mfo', AFGSU));
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld).toMatchObject({ '@type': 'Course', name: 'Gestes et soins d\'urgence (AFGSU niveau 2)', offers: { priceCurrency: 'EUR' } });
    expect(await page.locator('meta[name=description]').getAttribute('content')).toBeTruthy();
    await screenshot(page, 'training-detail-mfo');
  });

  it('orders the sessions of another city pair by place, with seats left', async () => {
    const { page } = browser;
    await page.goto(url('mfo', '/faceToFaceOnly/management-equipe-officinale'));
    const sessions = page.getByTestId('session');
    expect(await sessions.getByTestId('session-place').allTextContents()).toEqual(['Bordeaux Chartrons', 'Paris Montparnasse']);
    expect(await sessions.getByTestId('session-seats').allTextContents()).toEqual(['7 places restantes', '16 places restantes']);
  });

  it('moves a wrong type to the right one (301) and shows the 404 screen for an unknown slug', async () => {
    const { page } = browser;
    const response = await page.goto(url('mfo', `/dpc/gestes-soins-urgence-afgsu-2?utm_source=x`));
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${AFGSU}?utm_source=x`);
    expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);

    const missing = await page.goto(url('mfo', '/dpc/formation-inconnue'));
    expect(missing?.status()).toBe(404);
    expect(await page.getByTestId('not-found').getAttribute('data-status-message')).toBe('Page not found: /dpc/formation-inconnue');

    // A Spanish training is not offered on a French host.
    const foreign = await page.goto(url('mfo', '/mixt/dermofarmacia-practica'));
    expect(foreign?.status()).toBe(404);
  });

  it('has no serious accessibility violation and fits a 375 px screen', async () => {
    const phone = await openBrowser({ width: 375, height: 740 });
    try {
      for (const [host, path] of [
        ['mfo', AFGSU],
        ['cofares', '/mixt/dermofarmacia-practica'],
        ['mfo', '/experts'],
        ['cofares', '/expertos/lucia-fernandez'],
      ]) {
        const response = await phone.page.goto(url(host, path));
        expect(response?.status(), path).toBe(200);
        expect(await seriousAxeViolations(phone.page), path).toEqual([]);
        expect(await phone.page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      }
      await phone.page.goto(url('mfo', AFGSU));
      await screenshot(phone.page, 'training-detail-mfo-phone');
    } finally {
      await phone.close();
    }
  });
});
