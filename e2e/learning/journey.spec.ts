import { readFile } from 'node:fs/promises';
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readPdf } from '@app/api/test/pdf';
import { screenshot, seriousAxeViolations, url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';
import { packageFrame } from '../support/scorm.ts';

/** A learner of mfo whom no other browser test enrols anywhere: the journey starts from nothing. */
const LEARNER = 'pharmacien@mfo.test';
const DETAIL = '/formation/accompagner-sevrage-tabagique';
const TRAINING = "Accompagner le sevrage tabagique à l'officine";
/** Two checks passed at 10/10 (initial and final scores) plus the training's 20 points (spec §3). */
const POINTS = 40;


/** Waits for the package's save of the learner's place (the SCORM commit of the module). */
const commitOf = (page: Page, id: number, carrying = '') =>
  page.waitForResponse((r) => r.url().endsWith(`/back/api/course/currentFlow/${id}`) && r.request().method() === 'POST' && Boolean(r.request().postData()?.includes(carrying)));

/** From the package's last page before its check: answers the check right and sends it; the module completes. */
async function passCheck(page: Page, frame: Frame, id: number) {
  await frame.getByRole('button', { name: 'Suivant' }).click();
  await frame.getByLabel('Le délai entre le réveil et la première cigarette').check();
  await frame.getByLabel('Un timbre associé à une forme orale').check();
  await frame.getByLabel('un surdosage').check();
  const committed = commitOf(page, id, '"passed"');
  await frame.getByRole('button', { name: 'Valider mes réponses' }).click();
  await frame.getByText('Réussi : 3 bonnes réponses sur 3.').waitFor();
  expect((await (await committed).json()).data).toMatchObject({ status: 'completed', score: 10 });
}

// Issue "Learning I", tests and figures: the whole journey of a pharmacist, in the browser, through the screens only.
describe('the learning journey', () => {
  it('enrols, learns every SCORM module (resuming after a reload), answers the evaluation quiz, finds the points and gets a genuine attestation', async () => {
    const verifyUrl = await inFreshBrowser(async ({ page }) => {
      await page.goto(url('mfo', '/connexion'));
      await submitLogin(page, LEARNER);
      await waitForPath(page, '/catalogue');

      // The detail page's main button enrols and opens the learning view.
      await page.goto(url('mfo', DETAIL));
      const enrol = page.getByRole('button', { name: 'S’inscrire à la formation' });
      await enrol.click();
      await page.waitForURL((u) => /^\/learn\/\d+$/.test(u.pathname));
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByRole('heading', { level: 1, name: TRAINING }).waitFor();
      const modules = page.getByTestId('outline-module');
      await modules.first().waitFor();
      const count = await modules.count();
      expect(count).toBe(3);

      // First module: two pages on, the place is saved on the server.
      await modules.first().getByRole('button', { name: /^Commencer ce module/ }).click();
      let frame = await packageFrame(page, 'Évaluer la dépendance');
      await frame.getByRole('button', { name: 'Suivant' }).click();
      await frame.getByRole('heading', { name: 'Choisir un substitut nicotinique' }).waitFor();
      const saved = commitOf(page, id);
      await frame.getByRole('button', { name: 'Suivant' }).click();
      await frame.getByRole('heading', { name: 'Accompagner dans la durée' }).waitFor();
      expect((await saved).status()).toBe(200);

      // A reload reopens the module at the page where the learner stopped.
      await page.reload();
      frame = await packageFrame(page, 'Accompagner dans la durée');
      expect(await frame.getByText('Page 3 sur 4').isVisible()).toBe(true);
      await passCheck(page, frame, id);
      await expect.poll(() => modules.first().getAttribute('data-status')).toBe('completed');

      // Every next module, opened from the outline once the one before it is done (the server has already started
      // it then), holds the same package.
      for (let i = 1; i < count; i++) {
        await modules.nth(i).getByRole('button', { name: /^(Commencer|Reprendre) ce module/ }).click();
        await expect.poll(() => modules.nth(i).getAttribute('aria-current')).toBe('step');
        frame = await packageFrame(page, 'Évaluer la dépendance');
        for (let p = 0; p < 2; p++) await frame.getByRole('button', { name: 'Suivant' }).click();
        await passCheck(page, frame, id);
        await expect.poll(() => modules.nth(i).getAttribute('data-status')).toBe('completed');
      }

      // Finished: the points, and the evaluation quiz to answer.
      const completed = page.getByTestId('learning-completed');
      await completed.getByText(`Bravo, vous avez terminé cette formation et obtenu ${POINTS} points.`).waitFor();
      expect(await page.getByTestId('learning-progress').textContent()).toBe('100 % des modules terminés');
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      await screenshot(page, 'journey-completed');
      await completed.getByRole('link', { name: 'Répondre au questionnaire d’évaluation' }).click();
      await page.waitForURL((u) => /^\/evaluation-quiz\/\d+$/.test(u.pathname));
      await page.getByText(`Formation « ${TRAINING} »`).waitFor();
      const groups = page.locator('fieldset');
      await groups.first().waitFor();
      for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Envoyer mes réponses' }).click();
      await page.getByRole('heading', { name: 'Merci, vos réponses sont enregistrées.' }).waitFor();
      await page.getByRole('button', { name: 'Passer cette étape' }).click();
      await page.getByRole('heading', { name: 'Questionnaire terminé' }).waitFor();

      // "My trainings", from the header: the finished training with its points and its attestation.
      await page.getByRole('banner').getByRole('link', { name: 'Mes formations' }).first().click();
      await waitForPath(page, '/mes-formations');
      const finished = page.getByRole('region', { name: 'Terminées' }).getByTestId('my-finished-training').filter({ hasText: TRAINING });
      await finished.waitFor();
      expect(await finished.textContent()).toContain(`${POINTS} points`);
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      await screenshot(page, 'journey-my-trainings');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        // Waits for the attestation link of "my trainings" (issue part 8).
        finished.getByRole('link', { name: /^Télécharger mon attestation/ }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^attestation-[a-z0-9-]*sevrage-tabagique[a-z0-9-]*-\d{4}-\d{2}-\d{2}\.pdf$/);
      const pdf = readPdf(await readFile((await download.path())!));
      expect(pdf.text).toContain('Julie Fontaine');
      expect(pdf.text).toContain(TRAINING);
      expect(pdf.text).toMatch(new RegExp(`Points obtenus\\s*${POINTS}`));
      expect(pdf.qrCode).toMatch(/\/attestation\/verifier\/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      return pdf.qrCode!;
    });

    // Whoever scans the QR code, signed in nowhere: the attestation is genuine, and nothing private shows.
    await inFreshBrowser(async ({ page }) => {
      expect((await page.goto(verifyUrl))?.status()).toBe(200);
      await page.getByText('Cette attestation est authentique.').waitFor();
      await page.getByText(TRAINING).first().waitFor();
      expect(await page.getByText('Julie').count()).toBe(0);
      await screenshot(page, 'journey-attestation-genuine');
    });
  }, 180_000);
});
