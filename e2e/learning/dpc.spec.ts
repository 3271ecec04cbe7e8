import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readPdf } from '@app/api/test/pdf';
import { screenshot, seriousAxeViolations, url } from '../support/browser.ts';
import { expectAccessibleAndFitting } from '../support/content.ts';
import { answerAssessment, DPC_SLUG as SLUG, DPC_TRAINING as TRAINING, playCognitiveModule, PRACTICE_CERTIFICATE } from '../support/dpc.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';

/** A pharmacist whom no other browser test enrols in the programme. */
const LEARNER = 'chloe.simon@demo.test';

const steps = (page: Page) => page.getByTestId('dpc-step');
const statusOf = (page: Page, index: number) => steps(page).nth(index).getAttribute('data-status');


// Issue "Learning II", tests and figures: a DPC programme from subscribe to attestation, through the screens only.
describe('a DPC programme', () => {
  it('enrols, goes through the four steps in order (the practice certificate checked by its bytes) and downloads the DPC attestation', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, LEARNER);
      await waitForPath(page, '/catalogue');

      // The detail page's button enrols in the programme and opens it: the pre-assessment is open, the rest locked.
      await page.goto(url('demo', `/dpc/${SLUG}`));
      await page.getByRole('button', { name: 'S’inscrire à la formation' }).click();
      await page.waitForURL((u) => /^\/learn\/\d+$/.test(u.pathname));
      await page.getByRole('heading', { level: 1, name: TRAINING }).waitFor();
      await page.getByText('Programme DPC n° 52792425001').waitFor();
      expect(await steps(page).count()).toBe(4);
      expect(await Promise.all([0, 1, 2, 3].map((i) => statusOf(page, i)))).toEqual(['current', 'locked', 'locked', 'locked']);
      expect(await steps(page).nth(0).getAttribute('aria-current')).toBe('step');
      expect(await steps(page).nth(3).textContent()).toContain('Verrouillée : terminez d’abord l’étape précédente');
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      await screenshot(page, 'dpc-stepper');

      // 1. Pre-assessment: measured, not passed or failed.
      await answerAssessment(page, false);
      await expect.poll(() => statusOf(page, 0)).toBe('completed');
      expect(await steps(page).nth(0).textContent()).toMatch(/Terminée le .+ · Score : \d+(\.\d+)? \/ 10/);

      // 2. Cognitive training: each e-learning module in its player; the step ends with the last one.
      await page.getByRole('heading', { level: 2, name: 'Formation cognitive' }).waitFor();
      const modules = page.getByTestId('dpc-module');
      expect(await modules.count()).toBe(2);
      for (let i = 0; i < 2; i++) {
        await playCognitiveModule(page, i);
        if (i === 0) await expect.poll(() => modules.nth(0).getAttribute('data-status')).toBe('completed');
      }
      await expect.poll(() => statusOf(page, 1)).toBe('completed');

      // 3. Practice evaluation: an HTML page renamed .pdf is refused beside the file input, a PDF is kept with its date.
      await page.getByRole('heading', { level: 2, name: 'Évaluation des pratiques' }).waitFor();
      const file = page.getByLabel('Attestation de pratique');
      await file.setInputFiles({ name: 'attestation.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!DOCTYPE html><html><body>Attestation</body></html>') });
      await page.getByRole('button', { name: 'Déposer l’attestation' }).click();
      const refusal = page.getByText('Ce fichier n’est ni un PDF, ni une image PNG ou JPEG : déposez l’attestation dans l’un de ces formats.');
      await refusal.waitFor();
      expect(await file.getAttribute('aria-invalid')).toBe('true');
      expect(await file.getAttribute('aria-describedby')).toContain(await refusal.locator('..').getAttribute('id'));
      expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('file');
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      await screenshot(page, 'dpc-certificate-refused');

      await file.setInputFiles(PRACTICE_CERTIFICATE);
      await page.getByRole('button', { name: 'Déposer l’attestation' }).click();
      const uploaded = page.getByTestId('dpc-certificate');
      await uploaded.waitFor();
      const today = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
      expect(await uploaded.textContent()).toBe(`Attestation déposée le ${today} (attestation-pratique.pdf).`);
      await page.getByRole('button', { name: 'Valider l’évaluation des pratiques' }).click();
      await expect.poll(() => statusOf(page, 2)).toBe('completed');

      // 4. Post-assessment, all right: the programme is complete.
      await page.getByRole('heading', { level: 2, name: 'Évaluation finale' }).waitFor();
      await answerAssessment(page, true);
      const completed = page.getByTestId('dpc-completed');
      await completed.waitFor();
      expect(await Promise.all([0, 1, 2, 3].map((i) => statusOf(page, i)))).toEqual(['completed', 'completed', 'completed', 'completed']);
      expect(await steps(page).nth(3).textContent()).toContain('Score : 10 / 10');
      expect(await page.getByTestId('learning-progress').textContent()).toBe('100 % des modules terminés');
      await page.setViewportSize({ width: 375, height: 800 });
      await expectAccessibleAndFitting(page, 375);
      await screenshot(page, 'dpc-completed');

      const [download] = await Promise.all([page.waitForEvent('download'), completed.getByRole('link', { name: 'Télécharger mon attestation DPC' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^attestation-dpc-vaccination-antigrippale[a-z0-9-]*-\d{4}-\d{2}-\d{2}\.pdf$/);
      const pdf = readPdf(await readFile((await download.path())!));
      expect(pdf.text).toContain('Attestation DPC');
      expect(pdf.text).toContain('Chloé Simon');
      expect(pdf.text).toContain('52792425001');
      expect(pdf.text).toContain(`attestation déposée le ${today}`);
      expect(pdf.qrCode).toMatch(/\/attestation\/verifier\/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    });
  }, 180_000);
});
