import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/server.ts';
import { url } from '../support/browser.ts';
import { inFreshBrowser, sessionCookie, submitLogin, userMenu, waitForPath } from '../support/identity.ts';

describe('logout', () => {
  it('ends the session on the server and keeps the tour-shown flag', async () => {
    await inFreshBrowser(async ({ page, context }) => {
      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, 'pharmacien@demo.test');
      await waitForPath(page, '/catalogue');
      await page.evaluate(() => {
        localStorage.setItem('tourShown', 'true');
        localStorage.setItem('userPreferences', '{}');
      });
      const old = await sessionCookie(context, url('demo', '/'));
      expect(old).toBeTruthy();

      await userMenu(page).click();
      await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
      await waitForPath(page, '/');
      await page.getByRole('link', { name: 'Se connecter' }).waitFor();
      await page.waitForFunction(() => localStorage.getItem('userPreferences') === null);
      expect(await page.evaluate(() => localStorage.getItem('tourShown'))).toBe('true');

      const base = new URL(baseUrl());
      const response = await fetch(new URL('/back/api/user', base), { headers: { cookie: `session=${old}` } });
      expect(response.status).toBe(401);
    });
  });

  it('on a convergence platform logout leads to the login page', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('totum', '/connexion'));
      await submitLogin(page, 'totum@totum.test');
      await waitForPath(page, '/catalogue');
      await userMenu(page).click();
      await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
      await waitForPath(page, '/connexion');
      await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    });
  });

  it('cookies of an ended session do not stand in the way of the next login', async () => {
    await inFreshBrowser(async ({ page, context }) => {
      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, 'pharmacien@demo.test');
      await waitForPath(page, '/catalogue');
      const stale = (await context.cookies(url('demo', '/'))).filter((c) => c.name === 'session' || c.name === 'XSRF-TOKEN');
      await userMenu(page).click();
      await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
      await waitForPath(page, '/');
      await page.getByRole('link', { name: 'Se connecter' }).waitFor();

      // The browser still holds the old session's cookies (another tab, a restored profile…): the first try works.
      await context.addCookies(stale);
      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, 'pharmacien@demo.test');
      await waitForPath(page, '/catalogue');
      await userMenu(page).waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
    });
  });
});
