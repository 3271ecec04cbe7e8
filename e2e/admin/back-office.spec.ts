/** The back-office's layout, its index and its audit log (issue 17 parts 1 and 10). */
import { describe, expect, it } from 'vitest';
import { checkPeriodFilter } from '../support/admin.ts';
import { screenshot, seriousAxeViolations, url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, userMenu, waitForPath } from '../support/identity.ts';
import { apiAs } from '../support/realtime.ts';

describe('back-office', () => {
  it('opens from the user menu, shows what needs attention, and finds an administrator’s change in the audit log', async () => {
    // A change made by the administrator (the header's maintenance control calls the same endpoint).
    const api = apiAs();
    await api.login('admin@demo.test');
    await api.setMaintenance({ isActive: true, showMessage: true, message: 'Mise à jour ce soir' });
    await api.setMaintenance({ isActive: false, showMessage: false, message: '' });

    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, 'admin@demo.test');
      await waitForPath(page, '/catalogue');
      await userMenu(page).click();
      await page.getByRole('menuitem', { name: 'Back-office' }).click();
      await waitForPath(page, '/admin');
      await page.getByRole('heading', { level: 1, name: 'Back-office' }).waitFor();
      for (const card of ['Chèques à enregistrer', 'Sessions bientôt complètes', 'Avis sur les quiz à lire']) {
        await page.getByRole('heading', { level: 2, name: card }).waitFor();
      }
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      const tabs = page.getByRole('navigation', { name: 'Rubriques du back-office' });
      await tabs.getByRole('link', { name: 'Journal des modifications' }).click();
      await waitForPath(page, '/admin/auditLog');
      const entries = page.getByTestId('audit-entry');
      await entries.first().waitFor();
      expect(await entries.count()).toBe(2);
      // Newest first: maintenance turned off, then on, each with what changed.
      const first = entries.nth(1);
      expect(await first.textContent()).toContain('Maintenance de la plateforme');
      expect(await first.textContent()).toContain('Aurélie Blanc');
      expect(await first.getByRole('row', { name: /isActive/ }).textContent()).toBe('isActivenonoui');
      expect(await first.getByRole('row', { name: /message/ }).first().textContent()).toBe('message(vide)Mise à jour ce soir');
      await page.getByRole('status').filter({ hasText: '2 modifications' }).waitFor();

      // A period ending before it starts: the message beside the field, the typed days kept, the log still listed; a
      // period without changes: the empty state.
      await checkPeriodFilter(page, page.getByRole('search', { name: 'Filtrer le journal' }), 'Aucune modification ne correspond à ces filtres.');
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
    });
  });

  it('fits a phone, and is a 404 for a learner and for an owner', async () => {
    await inFreshBrowser(
      async ({ page }) => {
        await page.goto(url('demo', '/connexion?redirect=/admin/auditLog'));
        await submitLogin(page, 'admin@demo.test');
        await waitForPath(page, '/admin/auditLog');
        await page.getByRole('heading', { level: 1, name: 'Back-office' }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await screenshot(page, 'admin-audit-log-phone');
      },
      { width: 375, height: 740 },
    );
    for (const email of ['pharmacien@demo.test', 'titulaire@demo.test']) {
      await inFreshBrowser(async ({ page }) => {
        await page.goto(url('demo', '/connexion'));
        await submitLogin(page, email);
        await waitForPath(page, '/catalogue');
        const response = await page.goto(url('demo', '/admin'));
        expect(response?.status()).toBe(404);
      });
    }
  });
});
