import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readPdf } from '@app/api/test/pdf';
import { unzip } from '@app/api/test/zip';
import { screenshot, seriousAxeViolations, url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';

/** The demo learner with a history (seed step `seedHistoryDemo`): two finished trainings, in 2025 and 2026. */
const LEARNER = 'lea.dubois@demo.test';
const SEVRAGE = "Accompagner le sevrage tabagique à l'officine";
const STUPEFIANTS = "Gestion des stupéfiants à l'officine : réglementation et registre";

// Issue 13 parts 4 and 6: the history tab with its filters, points and export; a question asked from a training's
// page; the attestations tab's zip.
describe('the profile’s history and attestations', () => {
  it('filters the history in the URL, totals its points, exports it, shows the questions and zips two attestations', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, LEARNER);
      await waitForPath(page, '/catalogue');

      // A question asked from a training's page: refused empty beside its field, then sent.
      await page.goto(url('demo', '/formation/dermocosmetique-conseil-cutane'));
      const question = page.getByLabel('Votre question aux formateurs et conseillers');
      await page.getByRole('button', { name: 'Envoyer ma question' }).click();
      await page.getByText('Ce champ est obligatoire.').waitFor();
      await question.fill('Quelle routine conseiller pour une peau atopique ?');
      await page.getByRole('button', { name: 'Envoyer ma question' }).click();
      await page.getByText('Votre question est envoyée').waitFor();

      // The history: both trainings and their points (35 + 24, spec §3), then 2026 only, kept by a reload.
      await page.goto(url('demo', '/compte/profil/historique'));
      const rows = page.getByTestId('history-entry');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(2);
      expect(await page.getByTestId('history-points').textContent()).toBe('Total : 59 points');
      await page.getByLabel('Année').selectOption('2026');
      await page.getByRole('button', { name: 'Filtrer' }).click();
      await page.waitForURL((u) => u.searchParams.get('year') === '2026');
      await page.reload();
      await page.getByTestId('history-points').getByText('Total : 24 points').waitFor();
      expect(await rows.count()).toBe(1);
      expect(await rows.first().textContent()).toContain(STUPEFIANTS);
      expect(await rows.first().textContent()).toContain('PDF');
      expect(await page.getByLabel('Année').inputValue()).toBe('2026');

      // The questions, newest first: the one just asked waits, an older one has its answer.
      const questions = page.getByTestId('question');
      expect(await questions.first().textContent()).toContain('En attente de réponse.');
      expect(await questions.filter({ hasText: 'Combien de temps faut-il conserver le registre' }).textContent()).toContain('Réponse de Aurélie Blanc');
      await page.getByTestId('averages').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'profile-history');

      // The export holds what is shown: the CSV starts with its BOM and header, the 2026 training only.
      const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exporter en CSV' }).click()]);
      expect(csv.suggestedFilename()).toMatch(/^historique-formations-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = await readFile((await csv.path())!, 'utf8');
      expect(text.startsWith('\uFEFFFormation,Type,Commencée le,Terminée le')).toBe(true);
      expect(text).toContain('Gestion des stupéfiants');
      expect(text).not.toContain('sevrage');
      expect(text.trim().split('\r\n').at(-1)).toBe('Total,,,,,,,24');

      // The attestations: both selected, one zip with their two PDFs.
      await page.getByRole('link', { name: 'Attestations' }).click();
      await waitForPath(page, '/compte/profil/attestation');
      await page.getByTestId('attestation-row').first().waitFor();
      await page.getByLabel(SEVRAGE).check();
      await page.getByLabel(STUPEFIANTS).check();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'profile-attestations');
      const [bundle] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger la sélection (2)' }).click()]);
      expect(bundle.suggestedFilename()).toBe('attestations.zip');
      const files = await unzip(await readFile((await bundle.path())!));
      expect(files.size).toBe(2);
      for (const pdf of files.values()) expect(readPdf(pdf).text).toContain('Léa Dubois');

      // On a phone (375 px) the history's table scrolls in its own box: the page itself does not overflow.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(url('demo', '/compte/profil/historique?type=formation'));
      await page.getByTestId('history-points').getByText('Total : 35 points').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }, 180_000);
});
