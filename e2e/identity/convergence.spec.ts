import { describe, expect, it } from 'vitest';
import { url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, userMenu, waitForPath } from '../support/identity.ts';

describe('login required on convergence and farline platforms', () => {
  it('on totum a visitor is sent to login and comes back to the page they wanted', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('totum', '/catalogue?page=2'));
      await waitForPath(page, '/connexion?redirect=%2Fcatalogue%3Fpage%3D2');
      // The home and the password pages stay public.
      await page.goto(url('totum', '/mot-de-passe-oublie'));
      await waitForPath(page, '/mot-de-passe-oublie');
      await page.goto(url('totum', '/catalogue?page=2'));
      await submitLogin(page, 'totum@totum.test');
      await waitForPath(page, '/catalogue?page=2');
      await userMenu(page).waitFor();
    });
  });

  it('farline query parameters set farline mode, are stripped, and send the visitor to login and back to the wanted page', async () => {
    await inFreshBrowser(async ({ page, context }) => {
      await page.goto(url('cofares', '/catalogar?provider=farline&page=2'));
      await waitForPath(page, '/conexion?redirect=%2Fcatalogar%3Fpage%3D2');
      const cookie = (await context.cookies(url('cofares', '/'))).find((c) => c.name === 'farlineMode');
      expect(cookie?.value).toBe('true');
      expect(cookie?.path).toBe('/');
      expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
      expect(await page.getAttribute('header img', 'src')).toBe('/brand/farline/logo.svg');

      // A farline learner logs in there and comes back to the page they wanted, still in farline mode.
      await submitLogin(page, 'farmaceutico@farline.test');
      await waitForPath(page, '/catalogar?page=2');
      await userMenu(page).waitFor();
      expect(await page.getAttribute('header img', 'src')).toBe('/brand/farline/logo.svg');

      // Leaving farline mode (provider is something else) makes the cofares catalogue public again.
      await page.goto(url('cofares', '/catalogar?provider=cofares'));
      await waitForPath(page, '/catalogar');
      expect(await page.getAttribute('header img', 'src')).toBe('/brand/cofares/logo.svg');
    });
  });
});
