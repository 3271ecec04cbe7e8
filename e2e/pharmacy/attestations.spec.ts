import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readPdf } from '@app/api/test/pdf';
import { unzip } from '@app/api/test/zip';
import { screenshot, seriousAxeViolations, url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, userMenu } from '../support/identity.ts';

const OWNER = 'titulaire@demo.test';
const PAGE = '/gestion/ma-pharmacie/attestations';

// Issue 15 part 6: the owner filters the team's attestations in the URL, zips two of them, and exports the team's
// history as XLSX through the background job, its progress shown until the file can be downloaded.
describe('the team’s attestations and history export', () => {
  it('filters, zips two attestations and downloads the XLSX export', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, OWNER);
      await userMenu(page).waitFor();
      await page.goto(url('demo', PAGE));
      const rows = page.getByTestId('team-attestation-row');
      await rows.first().waitFor();
      expect(await rows.count()).toBeGreaterThanOrEqual(3);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // 2026 only, kept in the URL: Léa's narcotics training and Sarah's infant nutrition.
      const filters = page.getByRole('form', { name: 'Filtrer les attestations' });
      await filters.getByLabel('Année').selectOption('2026');
      await filters.getByRole('button', { name: 'Filtrer' }).click();
      await page.waitForURL((u) => u.searchParams.get('year') === '2026');
      // The seed's two of 2026 (other browser tests on the same server may have added more this year).
      const lea = page.getByLabel(/^Léa Dubois — Gestion des stupéfiants/);
      const sarah = page.getByLabel(/^Sarah Laurent — Nutrition infantile/);
      await lea.waitFor();
      await sarah.waitFor();
      expect((await rows.allTextContents()).every((row) => /Léa Dubois|Sarah Laurent|Chloé Simon|Maxime Leroy|Romain Michel/.test(row))).toBe(true);

      // Nothing chosen: said beside the button; then both chosen, one zip with a folder per learner.
      await page.getByRole('button', { name: 'Télécharger la sélection (0)' }).click();
      await page.getByText('Choisissez au moins une attestation.').waitFor();
      await lea.check();
      await sarah.check();
      const [bundle] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger la sélection (2)' }).click()]);
      expect(bundle.suggestedFilename()).toBe('attestations-equipe.zip');
      const files = await unzip(await readFile((await bundle.path())!));
      expect([...files.keys()].sort()).toEqual([expect.stringMatching(/^Léa Dubois\/.+\.pdf$/), expect.stringMatching(/^Sarah Laurent\/.+\.pdf$/)]);
      expect(readPdf(files.get([...files.keys()].find((k) => k.startsWith('Léa'))!)!).text).toContain('Léa Dubois');

      // A learner and a search: Léa's 2025 training found by its name.
      await filters.getByLabel('Année').selectOption('');
      await filters.getByLabel('Apprenant', { exact: true }).selectOption({ label: 'Léa Dubois' });
      await filters.getByLabel('Rechercher (apprenant ou formation)').fill('sevrage');
      await filters.getByRole('button', { name: 'Filtrer' }).click();
      await page.waitForURL((u) => u.searchParams.get('search') === 'sevrage');
      await page.getByText('1 attestation', { exact: true }).waitFor();
      expect(await rows.first().textContent()).toContain('Accompagner le sevrage tabagique');

      // The history export, XLSX: started, its progress polled until the file is ready, then downloaded.
      const exportPanel = page.getByRole('region', { name: 'Exporter l’historique de l’équipe' });
      await exportPanel.getByLabel('Excel (XLSX)').check();
      await exportPanel.getByRole('button', { name: 'Lancer l’export' }).click();
      await exportPanel.getByRole('progressbar', { name: 'Avancement de l’export' }).waitFor();
      await exportPanel.getByText('L’export est prêt.').waitFor({ timeout: 30_000 });
      expect(await exportPanel.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
      const link = exportPanel.getByRole('link', { name: /^Télécharger historique-equipe-\d{4}-\d{2}-\d{2}\.xlsx$/ });
      const [xlsx] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(xlsx.suggestedFilename()).toMatch(/^historique-equipe-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const sheet = await unzip(await readFile((await xlsx.path())!));
      const strings = sheet.get('xl/sharedStrings.xml')!.toString('utf8');
      for (const text of ['Apprenant', 'Léa Dubois', 'Sarah Laurent', 'Gestion des stupéfiants']) expect(strings).toContain(text);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'pharmacy-attestations');

      // On a phone (375 px) nothing overflows the page.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(url('demo', PAGE));
      await rows.first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }, 180_000);
});
