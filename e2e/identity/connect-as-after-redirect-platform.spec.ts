import { describe, expect, it } from 'vitest';
import { screenshot, seriousAxeViolations, url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, userMenu } from '../support/identity.ts';

describe('login on the wrong platform', () => {
  it('an mfo learner logging in on demo is handed over to mfo and arrives logged in on its catalogue', async () => {
    const landing = await inFreshBrowser(async ({ page }) => {
      const landings = new Set<string>();
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && frame.url().includes('/connectAsAfterRedirectPlatform')) landings.add(frame.url());
      });
      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, 'pharmacien@mfo.test');
      await page.waitForURL((u) => u.hostname === 'mfo.localhost' && u.pathname === '/catalogue');
      await userMenu(page).waitFor();
      expect(await page.getAttribute('header img', 'src')).toBe('/brand/mfo/logo.svg');
      // One hand-over link (frames may report the same navigation more than once).
      expect(landings.size).toBe(1);
      const [landing] = landings;
      expect(new URL(landing).searchParams.get('slug')).toBe('catalogue');
      expect(new URL(landing).searchParams.get('token')).toBeTruthy();
      await screenshot(page, 'handover-mfo-catalogue');
      return landing;
    });

    // The link works once: used again, it says so and offers the login form.
    await inFreshBrowser(async ({ page }) => {
      await page.goto(landing);
      await page.getByRole('heading', { name: 'Ce lien de connexion n’est plus valable' }).waitFor();
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      await page.getByRole('link', { name: 'Se connecter' }).last().click();
      await page.waitForURL((u) => u.hostname === 'mfo.localhost' && u.pathname === '/connexion');
    });
  });
});
