import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readPdf } from '@app/api/test/pdf';
import { url, waitForHydrated } from '../support/browser.ts';
import { expectAccessibleAndFitting } from '../support/content.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';

/** A French pharmacist of Pharmacie du Centre with nothing completed (the card's test uses another). */
const LEARNER = 'maxime.leroy@demo.test';
const COCKPIT = '/gestion/ma-pharmacie/conformite';

// Issue 19 part 5: the compliance reports, the learner's from their card and the team's from the pharmacy's compliance cockpit.
describe('the compliance reports', () => {
  it('downloads the learner’s own report from the compliance card', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion?redirect=/compte/profil'));
      await submitLogin(page, LEARNER);
      await waitForPath(page, '/compte/profil');
      const link = page.getByTestId('compliance-card').getByRole('link', { name: 'Télécharger mon rapport de formation continue (PDF)' });
      await waitForHydrated(link);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(/^rapport-formation-continue-\d{4}-\d{2}-\d{2}\.pdf$/);
      const text = readPdf(await readFile((await download.path())!)).allText.replace(/\s+/g, ' ');
      for (const part of ['Rapport de formation continue', 'Maxime Leroy', 'Développement professionnel continu (DPC)', 'Certification périodique', 'Ce qui manque', 'Chaîne de suivi vérifiée']) {
        expect(text).toContain(part);
      }
      await page.setViewportSize({ width: 375, height: 800 });
      await expectAccessibleAndFitting(page, 375);
    });
  }, 120_000);

  it('downloads the team’s report from the pharmacy’s compliance cockpit: a summary, then each learner', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', `/connexion?redirect=${COCKPIT}`));
      await submitLogin(page, 'titulaire@demo.test');
      await waitForPath(page, COCKPIT);
      const section = page.getByTestId('team-compliance-report');
      await section.getByRole('heading', { level: 2, name: 'Formation continue de l’équipe' }).waitFor();
      const link = section.getByRole('link', { name: 'Télécharger le rapport de l’équipe (PDF)' });
      await waitForHydrated(link);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(/^rapport-formation-continue-equipe-\d{4}-\d{2}-\d{2}\.pdf$/);
      const pdf = readPdf(await readFile((await download.path())!));
      expect(pdf.text.replace(/\s+/g, ' ')).toMatch(/Développement professionnel continu \(DPC\) : \d+ remplie\(s\), \d+ à risque avant l’échéance, \d+ à compléter/);
      const text = pdf.allText.replace(/\s+/g, ' ');
      for (const name of ['Léa Dubois', 'Maxime Leroy', 'Chloé Simon']) expect(text).toContain(name);
      await page.setViewportSize({ width: 375, height: 800 });
      await expectAccessibleAndFitting(page, 375);
    });
  }, 120_000);
});
