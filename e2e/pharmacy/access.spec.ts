/** Pharmacy management's layout (issue 15 part 1): who gets in, the old links' redirects, switching pharmacies. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAxeViolations, url, waitForHydrated } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, userMenu, waitForPath } from '../support/identity.ts';

async function signIn(page: Page, host: string, email: string) {
  await page.goto(url(host, host === 'cofares' ? '/conexion' : '/connexion'));
  await submitLogin(page, email);
  await page.waitForURL((u) => !/^\/(connexion|conexion)$/.test(u.pathname));
}

describe('pharmacy management access', () => {
  it('opens from the user menu for the owner, keeps old tab links working and answers 404 to a learner', async () => {
    await inFreshBrowser(async ({ page }) => {
      await signIn(page, 'demo', 'titulaire@demo.test');
      await userMenu(page).click();
      await page.getByRole('menuitem', { name: 'Gestion de ma pharmacie' }).click();
      // Pharmacie du Centre has training-plan access: the bare path leads to the collective plan.
      await waitForPath(page, '/gestion/ma-pharmacie/plan-collectif');
      await page.getByRole('heading', { level: 1, name: 'Gestion de ma pharmacie' }).waitFor();
      await page.getByText('Pharmacie du Centre').first().waitFor();
      const tabs = page.getByRole('navigation', { name: 'Rubriques de la gestion de la pharmacie' });
      expect(await tabs.getByRole('link', { name: 'Plan collectif' }).getAttribute('aria-current')).toBe('page');
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      // Old links: pharmaTab 3 is the invoices, its other query values kept.
      await page.goto(url('demo', '/gestion/ma-pharmacie?pharmaTab=3&from=mail'));
      await waitForPath(page, '/gestion/ma-pharmacie/factures?from=mail');
      await page.goto(url('demo', '/gestion/ma-pharmacie?pharmaTab=1'));
      await waitForPath(page, '/gestion/ma-pharmacie/tableau-de-bord');
      await page.goto(url('demo', '/gestion/ma-pharmacie?pharmaTab=0'));
      await waitForPath(page, '/gestion/ma-pharmacie/plan-collectif');
    });

    await inFreshBrowser(async ({ page }) => {
      await signIn(page, 'demo', 'lea.dubois@demo.test');
      const response = await page.goto(url('demo', '/gestion/ma-pharmacie/contrat'));
      expect(response?.status()).toBe(404);
    });
  });

  it('speaks Spanish on the Spanish platform', async () => {
    await inFreshBrowser(async ({ page }) => {
      await signIn(page, 'cofares', 'titular@cofares.test');
      await page.goto(url('cofares', '/administracion/mi-farmacia'));
      await waitForPath(page, '/administracion/mi-farmacia/plan-colectivo');
      await page.getByRole('heading', { level: 1, name: 'Gestionar mi farmacia' }).waitFor();
    });
  });

  it('lets a referent of two pharmacies switch between them', async () => {
    await inFreshBrowser(async ({ page }) => {
      await signIn(page, 'demo', 'referent@demo.test');
      await page.getByRole('button', { name: 'Continuer avec Pharmacie des Halles' }).click();
      await waitForPath(page, '/catalogue');
      await page.goto(url('demo', '/gestion/ma-pharmacie/contrat'));
      const switcher = page.getByLabel('Pharmacie gérée');
      expect(await switcher.inputValue()).not.toBe('');
      await waitForHydrated(switcher);
      await switcher.selectOption({ label: 'Pharmacie de la Gare' });
      // The header line and the session follow: a reload stays in the chosen pharmacy.
      await page.locator('main p', { hasText: 'Pharmacie de la Gare' }).first().waitFor();
      await page.reload();
      expect(await page.getByLabel('Pharmacie gérée').locator('option:checked').textContent()).toBe('Pharmacie de la Gare');
    });
  });
});
