import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, screenshot, url, type Browser } from '../support/browser.ts';
import { expectAccessibleAndFitting } from '../support/content.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => browser.close());

describe('content pages', () => {
  it('opens a custom page inside its window and gives 404 outside it', async () => {
    const { page } = browser;
    const open = await page.goto(url('localhost', '/pages/engagement-qualite'));
    expect(open?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Notre engagement qualité' }).waitFor();
    await page.getByRole('link', { name: 'Voir le catalogue' }).waitFor();

    const expired = await page.goto(url('localhost', '/pages/offre-rentree-2025'));
    expect(expired?.status()).toBe(404);
    await page.getByRole('link', { name: /accueil/i }).first().waitFor();
  });

  it('lists the news and opens an article, home shows billboards and latest news', async () => {
    const { page } = browser;
    expect((await page.goto(url('localhost', '/actualites')))?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Actualités' }).waitFor();
    const first = page.locator('main article h2 a').first();
    const title = (await first.textContent())!.trim();
    await first.click();
    await page.waitForURL(/\/actualites\/[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // The Spanish article path moves to the French one on a French host.
    const slug = new URL(page.url()).pathname.split('/').pop();
    await page.goto(url('localhost', `/noticias/${slug}`));
    expect(new URL(page.url()).pathname).toBe(`/actualites/${slug}`);
    expect((await page.goto(url('localhost', '/actualites/article-inconnu')))?.status()).toBe(404);

    await page.goto(url('localhost', '/'));
    await page.getByRole('heading', { level: 1, name: /^Bienvenue sur/ }).waitFor();
    expect(await page.getByTestId('billboards').locator('li').count()).toBe(2);
    await page.getByRole('heading', { level: 2, name: 'Dernières actualités' }).waitFor();
  });

  it('renders the documents tree at any depth', async () => {
    const { page } = browser;
    expect((await page.goto(url('localhost', '/docs/guides')))?.status()).toBe(200);
    await page.getByRole('link', { name: 'Organiser la formation à l’officine' }).click();
    await page.waitForURL(/\/docs\/guides\/officine$/);
    await page.getByRole('link', { name: 'Construire le plan de formation annuel' }).click();
    await page.getByRole('heading', { level: 1, name: 'Construire le plan de formation annuel' }).waitFor();
    expect((await page.goto(url('localhost', '/docs/inconnu/page')))?.status()).toBe(404);
  });

  it('links the cookie policy from the footer in both languages; politica-cookies is Spanish only', async () => {
    const { page } = browser;
    await page.goto(url('localhost', '/'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Politique de cookies' }).click();
    await page.waitForURL(/\/cookiespolicy$/);
    await page.getByRole('heading', { level: 1, name: 'Politique de cookies' }).waitFor();

    await page.goto(url('demo-es', '/'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Política de cookies' }).click();
    await page.waitForURL(/\/cookiespolicy$/);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: /cookies/i }).waitFor();

    expect((await page.goto(url('demo-es', '/politica-cookies')))?.status()).toBe(200);
    expect((await page.goto(url('localhost', '/politica-cookies')))?.status()).toBe(404);
    // Privacy documents differ between the languages.
    await page.goto(url('localhost', '/docs/privacy'));
    const fr = await page.locator('main').textContent();
    await page.goto(url('demo-es', '/docs/privacy'));
    const es = await page.locator('main').textContent();
    expect(fr).not.toBe(es);
  });

  it('shows groups, the welcome page, the trainings list and the TROD landing page without layout', async () => {
    const { page } = browser;
    expect((await page.goto(url('localhost', '/groupements')))?.status()).toBe(200);
    expect(await page.locator('main li h2').count()).toBeGreaterThanOrEqual(4);
    expect((await page.goto(url('localhost', '/bienvenue')))?.status()).toBe(200);
    expect((await page.goto(url('localhost', '/formations')))?.status()).toBe(200);
    expect(await page.locator('main li article').count()).toBeGreaterThan(0);
    expect((await page.goto(url('localhost', '/formations-trod-cystite-angine')))?.status()).toBe(200);
    expect(await page.locator('header').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    await page.getByRole('link', { name: 'Voir les formations TROD' }).waitFor();
    expect((await page.goto(url('demo-es', '/formations-trod-cystite-angine')))?.status()).toBe(404);
  });

  it('every content page is accessible and fits a 375 px screen', async () => {
    const phone = await openBrowser({ width: 375, height: 740 });
    try {
      for (const [host, path] of [
        ['localhost', '/'],
        ['localhost', '/actualites'],
        ['localhost', '/pages/engagement-qualite'],
        ['localhost', '/docs/guides/officine'],
        ['localhost', '/groupements'],
        ['localhost', '/bienvenue'],
        ['localhost', '/formations'],
        ['localhost', '/formations-trod-cystite-angine'],
        ['localhost', '/cookiespolicy'],
        ['demo-es', '/noticias'],
        ['demo-es', '/politica-cookies'],
        ['localhost', '/connexion'],
      ] as const) {
        await phone.page.goto(url(host, path));
        await expectAccessibleAndFitting(phone.page, 375);
      }
      await screenshot(phone.page, 'login-image-phone');
    } finally {
      await phone.close();
    }
  });
});
