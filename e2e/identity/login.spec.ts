import { describe, expect, it } from 'vitest';
import { screenshot, seriousAxeViolations, url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, userMenu, waitForPath } from '../support/identity.ts';

describe('login', () => {
  it('logs in on demo and shows the name and function in the header', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion'));
      await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
      await submitLogin(page, 'pharmacien@demo.test');
      await waitForPath(page, '/catalogue');
      const menu = userMenu(page);
      await menu.waitFor();
      expect(await menu.textContent()).toMatch(/Pharmacien/);
      expect(await menu.getAttribute('aria-haspopup')).toBe('menu');
      // A logged-in visitor of the home goes to the catalogue.
      await page.goto(url('demo', '/'));
      await waitForPath(page, '/catalogue');
      await screenshot(page, 'login-demo-logged-in');
    });
  });

  it('validates in the page, in the user language, and keeps what was typed after a refused login', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion'));
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.getByText('Ce champ est obligatoire.').first().waitFor();
      expect(await page.getByText('Ce champ est obligatoire.').count()).toBe(2);
      await page.getByLabel('Adresse e-mail').fill('pas-un-email');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.getByText(/Saisissez une adresse e-mail valide/).waitFor();
      expect(await page.getByLabel('Adresse e-mail').getAttribute('aria-invalid')).toBe('true');

      await submitLogin(page, 'pharmacien@demo.test', 'Mauvais-mot-de-passe-1');
      await page.getByRole('alert').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/connexion');
      expect(await page.getByLabel('Adresse e-mail').inputValue()).toBe('pharmacien@demo.test');
      expect(await page.getByLabel('Mot de passe', { exact: true }).inputValue()).toBe('Mauvais-mot-de-passe-1');

      await page.goto(url('demo-es', '/conexion'));
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await page.getByText('Este campo es obligatorio.').first().waitFor();

      // A new try stopped in the page takes the server's answer to the previous one off the screen.
      await submitLogin(page, 'farmaceutico@demo.test', 'Contrasena-erronea-1');
      const serverError = page.getByRole('alert').filter({ hasNotText: 'Este campo es obligatorio.' });
      await serverError.waitFor();
      await page.getByLabel('Contraseña', { exact: true }).fill('');
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await page.getByText('Este campo es obligatorio.').waitFor();
      expect(await serverError.count()).toBe(0);
    });
  });

  it('never puts a password in the address: a form sent before the page is ready posts, and comes back empty', async () => {
    await inFreshBrowser(async ({ page, context }) => {
      await page.goto(url('demo', '/connexion?redirect=%2Fcatalogue'));
      expect(await page.locator('form:has(input[type="password"])').getAttribute('method')).toBe('post');
      const sent = await page.evaluate(async () => {
        const body = new URLSearchParams({ email: 'titulaire@demo.test', password: 'Pharma-Demo-2026' });
        const response = await fetch(location.href, { method: 'POST', body });
        return { redirected: response.redirected, url: response.url, status: response.status };
      });
      expect(sent).toEqual({ redirected: true, url: url('demo', '/connexion?redirect=%2Fcatalogue'), status: 200 });
      // Nothing was read: no session.
      expect((await context.cookies(url('demo'))).find((c) => c.name === 'session')).toBeUndefined();
    });
  });

  it('keeps a form’s button disabled until the page’s code runs, so that Enter in a field sends nothing', async () => {
    await inFreshBrowser(async ({ page }) => {
      // The page as a slow phone has it before its scripts arrive: server-rendered only.
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      for (const path of ['/connexion', '/mot-de-passe-oublie']) {
        await page.mainFrame().goto(url('demo', path));
        expect(await page.locator('main form button[type="submit"]').isDisabled()).toBe(true);
        documents.length = 0;
        const email = page.getByLabel('Adresse e-mail');
        await email.fill('titulaire@demo.test');
        await email.press('Enter');
        await page.waitForTimeout(500);
        expect(documents).toEqual([]);
        expect(page.url()).toBe(url('demo', path));
      }
    });
  });

  it('comes alive and signs in even when its texts fail to download at first', async () => {
    await inFreshBrowser(async ({ page }) => {
      // A phone between two networks, then a server restarting: each text file (the page's, the sign-in screens')
      // fails twice before it arrives.
      const asked = new Map<string, number>();
      await page.route(/\/assets\/[\w-]+\.json$/, async (route) => {
        const seen = asked.get(route.request().url()) ?? 0;
        asked.set(route.request().url(), seen + 1);
        if (seen === 0) return route.abort('internetdisconnected');
        if (seen === 1) return route.fulfill({ status: 503, headers: { 'retry-after': '1' }, body: '' });
        return route.continue();
      });
      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, 'pharmacien@demo.test');
      await waitForPath(page, '/catalogue');
      await userMenu(page).waitFor();
      // Each file by its name without its hash: the page's texts and the sign-in screens', each asked three times at least.
      const times = Object.fromEntries([...asked].map(([address, n]) => [new URL(address).pathname.replace(/-\w+\.json$/, ''), n]));
      expect(times['/assets/fr']).toBeGreaterThanOrEqual(3);
      expect(times['/assets/fr-auth']).toBeGreaterThanOrEqual(3);
    });
  });

  it('shows its texts and signs in when the sign-in screens’ texts arrive before the page’s', async () => {
    await inFreshBrowser(async ({ page }) => {
      // A busy server or network can answer the two downloads in either order: here the page's own texts come last.
      await page.route(/\/assets\/fr-\w+\.json$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, 'pharmacien@demo.test');
      await waitForPath(page, '/catalogue');
      await userMenu(page).waitFor();
    });
  });

  it('the login page has no serious accessibility violation and fits 375 px', async () => {
    await inFreshBrowser(
      async ({ page }) => {
        for (const [host, path] of [['demo', '/connexion'], ['cofares', '/conexion']]) {
          await page.goto(url(host, path));
          await page.getByRole('button', { name: /Se connecter|Iniciar sesión/ }).click();
          await page.getByText(/Ce champ est obligatoire|Este campo es obligatorio/).first().waitFor();
          expect((await seriousAxeViolations(page)).join('\n')).toBe('');
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        }
        await screenshot(page, 'login-cofares-phone');
      },
      { width: 375, height: 740 },
    );
  });

  it('in Spanish on cofares, the logged-in header and its menu fit 375 px without serious accessibility violation', async () => {
    await inFreshBrowser(
      async ({ page }) => {
        await page.goto(url('cofares', '/conexion'));
        await submitLogin(page, 'farmaceutico@cofares.test');
        await waitForPath(page, '/catalogar');
        const menu = userMenu(page);
        expect(await menu.textContent()).toMatch(/Farmacéutico/);
        // On a phone the user menu is behind the header's menu button.
        await page.getByRole('button', { name: 'Menú' }).click();
        await menu.click();
        await page.getByRole('menuitem', { name: 'Cerrar sesión' }).waitFor();
        expect((await seriousAxeViolations(page)).join('\n')).toBe('');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await screenshot(page, 'user-menu-cofares-phone');
      },
      { width: 375, height: 740 },
    );
  });
});
