/** App updates (issue 6 part 5): builds/latest.json is served and a newer build offers a reload. */
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/server.ts';
import { url } from '../support/browser.ts';
import { inFreshBrowser } from '../support/identity.ts';

describe('app updates', () => {
  it('the build publishes its id in builds/latest.json', async () => {
    const response = await fetch(new URL('/builds/latest.json', baseUrl()));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { buildId?: unknown };
    expect(typeof body.buildId).toBe('string');
  });

  it('offers a reload only when a newer build is deployed', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/catalogue'));
      await page.waitForLoadState('networkidle');
      // The same build: checking again shows nothing. The notice is loaded lazily: the page becomes visible again
      // until its check has been made.
      let checks = 0;
      page.on('response', (r) => void (r.url().includes('/builds/latest.json') && checks++));
      await expect.poll(async () => {
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        return checks;
      }, { timeout: 30_000 }).toBeGreaterThan(0);
      expect(await page.getByTestId('app-update').textContent()).toBe('');

      // A newer deployment.
      await page.route('**/builds/latest.json*', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ buildId: 'newer-build' }) }));
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const reload = page.getByTestId('app-update').getByRole('button', { name: 'Recharger' });
      await reload.waitFor({ timeout: 10_000 });
      const reloaded = page.waitForEvent('load');
      await reload.click();
      await reloaded;
    });
  });
});
