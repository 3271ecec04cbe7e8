/** Custom pages in the back-office (issue 17 part 3): written with the editor, scheduled, public at once, audited. */
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, seriousAxeViolations, url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';

/** A Paris day `YYYY-MM-DD`, `days` after today. */
function parisDay(days = 0): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The public page as a visitor without a session gets it (the server-rendered HTML of the demo host). */
function asVisitor(path: string): Promise<{ status: number; html: string }> {
  const target = new URL(url('demo', path));
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port: Number(target.port), path: target.pathname, headers: { host: target.host, accept: 'text/html' } }, (response) => {
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (html += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, html }));
    });
    request.on('error', reject);
    request.end();
  });
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Enregistrer la page' }).click();
  await page.getByRole('status').filter({ hasText: 'Page enregistrée.' }).waitFor();
}

describe('custom pages in the back-office', () => {
  it('writes a page with the editor, schedules it from today, shows it public at once, changes it, and finds it in the audit log', async () => {
    // Read by a visitor before it exists: the public answer "no such page" is now in the API's cache.
    expect((await asVisitor('/pages/offre-de-printemps')).status).toBe(404);

    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion?redirect=/admin/editor'));
      await submitLogin(page, 'admin@demo.test');
      await waitForPath(page, '/admin/editor');
      const list = page.getByRole('list', { name: 'Pages personnalisées de la plateforme' });
      await list.getByRole('heading', { name: 'Notre engagement qualité' }).waitFor();
      expect(await list.getByTestId('custom-page').filter({ hasText: 'Offre de rentrée 2025' }).textContent()).toContain('Terminée');
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      await page.getByRole('link', { name: 'Nouvelle page' }).click();
      await waitForPath(page, '/admin/editor/create-page');
      await page.getByLabel('Titre', { exact: true }).fill('Offre de printemps');
      expect(await page.getByLabel('Adresse de la page').inputValue()).toBe('offre-de-printemps');
      const text = page.getByRole('textbox', { name: 'Texte de la page' });
      await text.click();
      await page.keyboard.type('Une offre pour toute l’équipe, ');
      const toolbar = page.getByRole('toolbar', { name: 'Mise en forme : Texte de la page' });
      await toolbar.getByRole('button', { name: 'Gras' }).click();
      expect(await toolbar.getByRole('button', { name: 'Gras' }).getAttribute('aria-pressed')).toBe('true');
      // The editor takes the focus back from the toolbar's button a moment later: typed before, the first letter was lost
      // (a loaded machine).
      await expect.poll(() => text.evaluate((editor) => editor.contains(document.activeElement))).toBe(true);
      await page.keyboard.type('jusqu’en juin');
      await page.getByLabel('Début (inclus)').fill(parisDay());
      const preview = page.getByTestId('page-preview');
      await preview.locator('strong', { hasText: 'jusqu’en juin' }).waitFor();
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      await save(page);
      await page.waitForURL((u) => /^\?id=\d+$/.test(u.search));

      // Public at once, though the visitor's "not found" was cached a moment ago.
      const online = await asVisitor('/pages/offre-de-printemps');
      expect(online.status).toBe(200);
      expect(online.html).toContain('Offre de printemps');
      expect(online.html).toContain('<strong>jusqu’en juin</strong>');

      // Changed: the public page follows without waiting for its cache.
      await page.getByLabel('Titre', { exact: true }).fill('Offre de printemps prolongée');
      expect(await page.getByLabel('Adresse de la page').inputValue()).toBe('offre-de-printemps');
      await save(page);
      expect((await asVisitor('/pages/offre-de-printemps')).html).toContain('Offre de printemps prolongée');

      // A page whose window starts tomorrow is not public yet.
      await page.getByRole('link', { name: 'Retour aux pages' }).click();
      await waitForPath(page, '/admin/editor');
      await page.getByRole('link', { name: 'Nouvelle page' }).click();
      await waitForPath(page, '/admin/editor/create-page');
      await page.getByLabel('Titre', { exact: true }).fill('Offre de demain');
      await page.getByRole('textbox', { name: 'Texte de la page' }).click();
      await page.keyboard.type('Bientôt.');
      await page.getByLabel('Début (inclus)').fill(parisDay(1));
      await page.getByLabel('Fin (incluse)').fill(parisDay());
      await page.getByRole('button', { name: 'Enregistrer la page' }).click();
      await page.getByText('La fin de la période ne peut pas précéder son début.').waitFor();
      await page.getByLabel('Fin (incluse)').fill('');
      await save(page);
      expect((await asVisitor('/pages/offre-de-demain')).status).toBe(404);
      await page.getByRole('link', { name: 'Retour aux pages' }).click();
      await waitForPath(page, '/admin/editor');
      expect(await list.getByTestId('custom-page').filter({ hasText: 'Offre de demain' }).textContent()).toContain('Programmée');
      expect(await list.getByTestId('custom-page').filter({ hasText: 'Offre de printemps prolongée' }).textContent()).toContain('En ligne');

      // In the audit log: the title's change, before and after.
      await page.getByRole('navigation', { name: 'Rubriques du back-office' }).getByRole('link', { name: 'Journal des modifications' }).click();
      await waitForPath(page, '/admin/auditLog');
      const filters = page.getByRole('search', { name: 'Filtrer le journal' });
      await filters.getByLabel('Action').selectOption({ label: 'Page personnalisée enregistrée' });
      await filters.getByRole('button', { name: 'Filtrer' }).click();
      await page.getByRole('status').filter({ hasText: '3 modifications' }).waitFor();
      const changed = page.getByTestId('audit-entry').filter({ has: page.getByRole('row', { name: /^title/ }) }).filter({ hasText: 'Offre de printemps prolongée' });
      expect(await changed.getByRole('row', { name: /^title/ }).textContent()).toBe('titleOffre de printempsOffre de printemps prolongée');
    });
  });

  it('unpublishes and deletes a page after a confirmation, on a phone', async () => {
    expect((await asVisitor('/pages/engagement-qualite')).status).toBe(200);
    await inFreshBrowser(
      async ({ page }) => {
        await page.goto(url('demo', '/connexion?redirect=/admin/editor'));
        await submitLogin(page, 'admin@demo.test');
        await waitForPath(page, '/admin/editor');
        const item = page.getByTestId('custom-page').filter({ hasText: 'Notre engagement qualité' });
        await item.getByRole('button', { name: 'Dépublier « Notre engagement qualité »' }).click();
        await page.getByText('« Notre engagement qualité » est repassée en brouillon.').waitFor();
        await item.getByText('Brouillon').waitFor();
        expect((await asVisitor('/pages/engagement-qualite')).status).toBe(404);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await screenshot(page, 'admin-custom-pages-phone');

        await item.getByRole('button', { name: 'Supprimer' }).click();
        const dialog = page.getByRole('alertdialog', { name: 'Supprimer « Notre engagement qualité » ?' });
        await dialog.getByRole('button', { name: 'Garder la page' }).click();
        expect(await item.count()).toBe(1);
        await item.getByRole('button', { name: 'Supprimer' }).click();
        await dialog.getByRole('button', { name: 'Supprimer la page' }).click();
        await page.getByText('« Notre engagement qualité » est supprimée.').waitFor();
        await item.waitFor({ state: 'detached' });
        expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      },
      { width: 375, height: 740 },
    );
  });
});
