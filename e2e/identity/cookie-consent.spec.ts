import { describe, expect, it } from 'vitest';
import { screenshot, url } from '../support/browser.ts';
import { inFreshBrowser } from '../support/identity.ts';

describe('cookie consent', () => {
  it('asks on mfo, loads the heat-map only after acceptance and remembers the choice', async () => {
    await inFreshBrowser(async ({ page, context }) => {
      // No network in tests: the heat-map script request is answered locally.
      const heatmapRequests: string[] = [];
      await context.route(/hotjar/, (route) => {
        heatmapRequests.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
      });
      await page.goto(url('mfo', '/'));
      const banner = page.getByRole('region', { name: 'Cookies' });
      await banner.waitFor();
      expect(await banner.getAttribute('data-variant')).toBe('default');
      expect(await page.locator('script[data-heatmap]').count()).toBe(0);
      await screenshot(page, 'cookie-banner-mfo');

      await banner.getByRole('button', { name: 'Accepter' }).click();
      await banner.waitFor({ state: 'detached' });
      await page.locator('script[data-heatmap]').waitFor({ state: 'attached' });
      expect(await page.getAttribute('script[data-heatmap]', 'src')).toMatch(/^https:\/\/static\.hotjar\.com\/c\/hotjar-\w+\.js\?sv=\w+$/);
      const consent = (await context.cookies(url('mfo', '/'))).find((c) => c.name === 'nseConsent');
      expect(JSON.parse(decodeURIComponent(consent!.value))).toMatchObject({ analytics: true });
      expect(consent?.path).toBe('/');

      await page.reload();
      expect(await page.getByRole('region', { name: 'Cookies' }).count()).toBe(0);
      expect(heatmapRequests.length).toBeGreaterThan(0);
    });
  });

  it('uses the cofares provider text on cofares, and no banner on demo', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('cofares', '/'));
      const banner = page.getByRole('region', { name: 'Cookies' });
      await banner.waitFor();
      expect(await banner.getAttribute('data-variant')).toBe('cofares');
      await banner.getByRole('button', { name: 'Rechazar' }).click();
      await banner.waitFor({ state: 'detached' });
      expect(await page.locator('script[data-heatmap]').count()).toBe(0);

      await page.goto(url('demo', '/'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('region', { name: 'Cookies' }).count()).toBe(0);
    });
  });
});
