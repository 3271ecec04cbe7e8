import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readPdf } from '@app/api/test/pdf';
import { unzip } from '@app/api/test/zip';
import { screenshot, seriousAxeViolations, url, waitForHydrated } from '../support/browser.ts';
import { expectAccessibleAndFitting } from '../support/content.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';

/** The owner of Pharmacie du Centre, whose paid orders and invoices the seed wrote over 2025 and 2026 (`invoices-demo.ts`). */
const OWNER = 'titulaire@demo.test';
const INVOICES = '/gestion/ma-pharmacie/factures';

// Issue 15 part 4: the last order, the invoices filtered by year, two of them downloaded as one zip and as one merged
// PDF, then an invoice's page with its order and its PDF.
describe('the pharmacy’s orders and invoices', () => {
  it('shows the last order, filters by year, downloads two invoices as one zip and one PDF, and opens an invoice', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, OWNER);
      await waitForPath(page, '/catalogue');

      await page.goto(url('demo', INVOICES));
      const last = page.getByTestId('last-order');
      await last.waitFor();
      expect(await last.textContent()).toContain('passée par Isabelle Moreau');
      const rows = page.getByTestId('invoice-row');
      expect(await rows.count()).toBe(4);

      // The year filter lives in the URL.
      await page.getByLabel('Année').selectOption('2025');
      await page.getByRole('button', { name: 'Afficher' }).click();
      await page.waitForURL((u) => u.searchParams.get('year') === '2025');
      // React Router moves the address before React paints the year's rows (the render is a transition): wait for them.
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
      const numbers = (await rows.locator('th').allTextContents()).map((n) => n.trim());
      expect(numbers.every((n) => n.startsWith('FA-2025-'))).toBe(true);

      // Nothing selected: the page says so and nothing is downloaded.
      const zipButton = page.getByRole('button', { name: 'Télécharger la sélection (zip)' });
      // The year's page may have come as a whole page (the filter pressed before hydration): its buttons act once React owns them.
      await waitForHydrated(zipButton);
      await zipButton.click();
      await page.getByRole('alert').getByText('Sélectionnez au moins une facture à télécharger.').waitFor();

      // Both selected: one zip holding their two PDFs.
      for (const number of numbers) await page.getByLabel(`Sélectionner la facture ${number}`).check();
      await page.getByTestId('invoices-selected').getByText('2 factures sélectionnées').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'pharmacy-invoices');
      const [zip] = await Promise.all([page.waitForEvent('download'), zipButton.click()]);
      expect(zip.suggestedFilename()).toMatch(/^factures-\d{4}-\d{2}-\d{2}\.zip$/);
      const files = await unzip(await readFile((await zip.path())!));
      expect([...files.keys()].sort()).toEqual(numbers.map((n) => `${n}.pdf`).sort());
      for (const [name, pdf] of files) expect(readPdf(pdf).text).toContain(name.replace('.pdf', ''));

      // The same two as one PDF to print: the pages of both.
      const [merged] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Un seul PDF à imprimer' }).click()]);
      expect(merged.suggestedFilename()).toMatch(/^factures-a-imprimer-\d{4}-\d{2}-\d{2}\.pdf$/);
      expect(readPdf(await readFile((await merged.path())!)).pages).toBeGreaterThanOrEqual(2);

      // An invoice's page: its order's lines and totals, and its PDF.
      await page.getByRole('link', { name: numbers[0], exact: true }).click();
      await page.waitForURL((u) => /^\/gestion\/ma-pharmacie\/factures\/\d+$/.test(u.pathname));
      await page.getByRole('heading', { name: `Facture ${numbers[0]}` }).waitFor();
      expect(await page.getByTestId('order-line').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('order-totals').textContent()).toContain('Total TTC');
      const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-download').click()]);
      expect(pdf.suggestedFilename()).toBe(`${numbers[0]}.pdf`);
      expect(readPdf(await readFile((await pdf.path())!)).text).toContain('Pharmacie du Centre');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'pharmacy-invoice');

      // On a phone (375 px): the table scrolls in its own box, the pages do not overflow.
      await page.setViewportSize({ width: 375, height: 800 });
      await expectAccessibleAndFitting(page, 375);
      // A stray year or a page past the end shows the list rather than an error.
      await page.goto(url('demo', `${INVOICES}?year=abc&page=9`));
      await page.waitForURL((u) => u.searchParams.get('page') === '1');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(4);
      await expectAccessibleAndFitting(page, 375);
      await screenshot(page, 'pharmacy-invoices-375');
    });
  }, 180_000);
});
