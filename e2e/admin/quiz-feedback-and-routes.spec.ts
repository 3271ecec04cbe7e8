/** The back-office's quiz feedback table and redirect rules (issue 17 parts 8 and 9). */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminSignIn, checkPeriodFilter, pageWidthOnPhone } from '../support/admin.ts';
import { seriousAxeViolations, url, waitForHydrated } from '../support/browser.ts';
import { inFreshBrowser, waitForPath } from '../support/identity.ts';

const summary = (page: Page) => page.getByTestId('quiz-feedback-summary');
const ratings = async (page: Page) => page.getByTestId('quiz-feedback-rating').evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-rating'))));

describe('quiz feedback', () => {
  it('opens from the index, pages through the table, and filters it by rating, text and period', async () => {
    await inFreshBrowser(async ({ page }) => {
      await adminSignIn(page, '/admin');
      await page.getByTestId('attention-feedback').getByRole('link', { name: 'Lire les avis' }).click();
      await waitForPath(page, '/admin/quizFeedbacks');
      await summary(page).filter({ hasText: /^32 avis · note moyenne \d(,\d)? \/ 5$/ }).waitFor();
      const rows = page.getByTestId('quiz-feedback');
      expect(await rows.count()).toBe(20);
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      // The next page holds the rest, older.
      const newestOnFirst = await rows.first().locator('time').getAttribute('datetime');
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2', exact: true }).click();
      await waitForPath(page, '/admin/quizFeedbacks?page=2');
      await page.getByRole('link', { name: 'Page 2, page actuelle' }).waitFor();
      expect(await rows.count()).toBe(12);
      expect((await rows.first().locator('time').getAttribute('datetime'))! < newestOnFirst!).toBe(true);

      // Two-star feedback only: every row has two stars, the average is theirs.
      const filters = page.getByRole('search', { name: 'Filtrer les avis' });
      await filters.getByLabel('Note', { exact: true }).selectOption({ label: '2 étoiles' });
      await filters.getByRole('button', { name: 'Filtrer' }).click();
      await waitForPath(page, '/admin/quizFeedbacks?trainingId=&learnerId=&rating=2&from=&to=&q=');
      await summary(page).filter({ hasText: 'note moyenne 2 / 5' }).waitFor();
      const twos = await ratings(page);
      expect(twos.length).toBeGreaterThan(0);
      expect(twos.every((r) => r === 2)).toBe(true);
      expect(await summary(page).textContent()).toContain(`${twos.length} avis`);

      // A text in the comments, with the rating left to any.
      await filters.getByLabel('Note', { exact: true }).selectOption({ label: 'Toutes les notes' });
      await filters.getByLabel('Texte recherché').fill('posologies');
      await filters.getByRole('button', { name: 'Filtrer' }).click();
      await page.getByText('La question sur les posologies est ambiguë.').first().waitFor();
      expect(await rows.count()).toBeGreaterThan(0);
      expect((await rows.allTextContents()).every((text) => text.includes('posologies'))).toBe(true);

      // A period ending before it starts refused beside it, the table still listed; a period long gone, empty.
      await checkPeriodFilter(page, filters, 'Aucun avis ne correspond à ces filtres.');
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
    });
  });

  it('fits a phone', async () => {
    expect(await pageWidthOnPhone('/admin/quizFeedbacks', (page) => page.getByTestId('quiz-feedback'), 'admin-quiz-feedbacks-phone')).toBeLessThanOrEqual(375);
  });
});

describe('redirect rules', () => {
  it('adds a rule a visitor follows at once, refuses a loop beside its field, deletes it after a confirmation, and logs each change', async () => {
    await inFreshBrowser(async ({ page }) => {
      await adminSignIn(page, '/admin');
      await page.getByRole('navigation', { name: 'Rubriques du back-office' }).getByRole('link', { name: 'Redirections' }).click();
      await waitForPath(page, '/admin/routes');
      await page.getByTestId('redirect-rule').filter({ hasText: '/formation-continue' }).waitFor();
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      const form = page.getByTestId('redirect-rule-form');
      await waitForHydrated(form.getByRole('button', { name: 'Ajouter' }));
      await form.getByLabel('Chemin d’origine').fill('/ancienne-offre');
      await form.getByRole('radio', { name: 'Une page du site' }).check();
      await form.getByLabel('Page du site', { exact: true }).fill('/catalogue');
      await form.getByLabel('Type de redirection').selectOption('302');
      await form.getByRole('button', { name: 'Ajouter' }).click();
      await page.getByText('Redirection de /ancienne-offre ajoutée.').waitFor();
      const rule = page.getByTestId('redirect-rule').filter({ hasText: '/ancienne-offre' });
      await rule.waitFor();
      expect(await rule.textContent()).toContain('302');

      // A visitor asking for the old path lands on the catalogue, the query kept.
      await inFreshBrowser(async (visitor) => {
        await visitor.page.goto(url('demo', '/ancienne-offre?utm_source=lettre'));
        expect(new URL(visitor.page.url()).pathname + new URL(visitor.page.url()).search).toBe('/catalogue?utm_source=lettre');
      });

      // Sending /catalogue back to the old path would go round in a circle: refused beside the target.
      await form.getByLabel('Chemin d’origine').fill('/catalogue');
      await form.getByLabel('Page du site', { exact: true }).fill('/ancienne-offre');
      await form.getByRole('button', { name: 'Ajouter' }).click();
      const target = form.getByLabel('Page du site', { exact: true });
      await form.getByText('Cette cible ramène à ce chemin par d’autres règles : la redirection tournerait en rond.').waitFor();
      expect(await target.getAttribute('aria-invalid')).toBe('true');
      // An external target that is not https: refused beside it.
      await form.getByRole('radio', { name: 'Un site externe' }).check();
      await form.getByLabel('Adresse externe').fill('http://exemple.fr/');
      await form.getByRole('button', { name: 'Ajouter' }).click();
      await form.getByText('Saisissez une adresse complète commençant par https://.').waitFor();

      // Deleting asks first; cancelling keeps the rule.
      await rule.getByRole('button', { name: 'Supprimer /ancienne-offre' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Supprimer cette redirection ?' });
      await dialog.getByRole('button', { name: 'Annuler' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await rule.getByRole('button', { name: 'Supprimer /ancienne-offre' }).click();
      await dialog.getByRole('button', { name: 'Supprimer' }).click();
      await page.getByText('Redirection de /ancienne-offre supprimée.').waitFor();
      await rule.waitFor({ state: 'detached' });
      await inFreshBrowser(async (visitor) => {
        const answer = await visitor.page.goto(url('demo', '/ancienne-offre'));
        expect(answer?.status()).toBe(404);
      });

      // Both changes in the audit log, newest first, with what the rule was.
      await page.getByRole('navigation', { name: 'Rubriques du back-office' }).getByRole('link', { name: 'Journal des modifications' }).click();
      await waitForPath(page, '/admin/auditLog');
      const entries = page.getByTestId('audit-entry');
      await entries.first().waitFor();
      expect(await entries.count()).toBe(2);
      expect(await entries.nth(0).textContent()).toContain('Redirection supprimée');
      expect(await entries.nth(1).textContent()).toContain('Redirection ajoutée');
      expect(await entries.nth(1).getByRole('row', { name: /toPath/ }).textContent()).toBe('toPath—/catalogue');
      expect(await entries.nth(0).getByRole('row', { name: /fromPath/ }).textContent()).toBe('fromPath/ancienne-offre—');
    });
    // Three browsers one after the other: the administrator's and two visitors'.
  }, 150_000);

  it('fits a phone', async () => {
    expect(await pageWidthOnPhone('/admin/routes', (page) => page.getByTestId('redirect-rule'), 'admin-redirect-rules-phone')).toBeLessThanOrEqual(375);
  });
});
