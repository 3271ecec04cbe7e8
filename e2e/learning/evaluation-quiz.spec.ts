import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readPdf } from '@app/api/test/pdf';
import { screenshot, seriousAxeViolations, url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';

/** The demo learner whose finished training waits for its evaluation quiz (seed `attestation-demo.ts`). */
const LEARNER = 'sarah.laurent@demo.test';

/** An API answer read by the page itself (its cookies, its host name mapping). */
const apiData = <T>(page: Page, path: string) => page.evaluate(async (p) => ((await (await fetch(p)).json()) as { data: unknown }).data, path) as Promise<T>;

describe('evaluation quiz and attestation (issue "Learning I" parts 6 and 9)', () => {
  it('answers the quiz of a finished training, leaves feedback, downloads the attestation and checks it is genuine', async () => {
    const verifyUrl = await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, LEARNER);
      await waitForPath(page, '/catalogue');
      const { id, source } = (await apiData<{ current: { id: number; source: string } }>(page, '/back/api/user/evaluationQuiz')).current;

      await page.goto(url('demo', `/evaluation-quiz/${id}`));
      await page.getByRole('heading', { level: 1, name: 'Questionnaire d’évaluation' }).waitFor();
      await page.getByText(`Formation « ${source} »`).waitFor();
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      // Nothing chosen: each question says so beside it, and the first one takes the focus.
      await page.getByRole('button', { name: 'Envoyer mes réponses' }).click();
      await page.getByRole('alert').getByText('Le formulaire contient des erreurs.', { exact: false }).waitFor();
      const groups = page.locator('fieldset');
      const count = await groups.count();
      expect(count).toBe(5);
      expect(await page.getByText('Choisissez une option.').count()).toBe(count);
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('radio');
      await screenshot(page, 'evaluation-quiz-errors');

      // Answered from the keyboard: the focused group's first choice, then a click for each of the others.
      await page.keyboard.press('Space');
      for (let i = 1; i < count; i++) await groups.nth(i).getByRole('radio').nth(1).check();
      expect(await page.getByText('Choisissez une option.').count()).toBe(0);
      await page.getByRole('button', { name: 'Envoyer mes réponses' }).click();

      await page.getByRole('heading', { name: 'Merci, vos réponses sont enregistrées.' }).waitFor();
      const user = await apiData<{ evaluationQuizzes: { quizzes: { id: number; hidden: boolean }[] } }>(page, '/back/api/user');
      expect(user.evaluationQuizzes.quizzes.find((q) => q.id === id)?.hidden).toBe(true);

      // A comment on one question, behind a disclosure: the question chosen, a rating and a comment; once sent, the
      // learner is told and the question leaves the list.
      const perQuestion = page.getByTestId('question-feedback');
      const disclosure = perQuestion.getByText('Commenter une question en particulier (facultatif)');
      await disclosure.click();
      const questions = perQuestion.getByLabel('Question', { exact: true });
      await questions.selectOption({ index: 1 });
      await perQuestion.locator('label').filter({ hasText: '2 sur 5' }).click();
      await perQuestion.getByLabel('Votre commentaire sur cette question (facultatif)').fill('La formulation prête à confusion.');
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      await perQuestion.getByRole('button', { name: 'Envoyer mon avis sur cette question' }).click();
      await perQuestion.getByText('Votre avis sur la question 2 est enregistré.').waitFor();
      expect(await questions.locator('option').count()).toBe(count - 1);
      expect(await questions.locator('option').first().textContent()).toMatch(/^1\. /);
      const { quizzes } = await apiData<{ quizzes: { id: number; questions: { id: string }[]; feedbacks: unknown[] }[] }>(page, '/back/api/user/evaluationQuiz');
      const answered = quizzes.find((q) => q.id === id)!;
      expect(answered.feedbacks).toEqual([{ questionId: answered.questions[1].id, rating: 2, comment: 'La formulation prête à confusion.' }]);
      await disclosure.click();

      // Feedback: a rating is needed to send it.
      await page.getByRole('button', { name: 'Envoyer ma note' }).click();
      await page.getByText('Choisissez une note de 1 à 5 étoiles.').waitFor();
      await page.getByRole('radio', { name: '3 sur 5' }).focus();
      await page.keyboard.press('ArrowRight');
      expect(await page.getByRole('radio', { name: '4 sur 5' }).isChecked()).toBe(true);
      await page.getByLabel('Commentaire (facultatif)').fill('Clair et utile au comptoir.');
      await page.getByRole('button', { name: 'Envoyer ma note' }).click();
      await page.getByRole('heading', { name: 'Questionnaire terminé' }).waitFor();
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      // The other questions can still be commented on.
      await disclosure.waitFor();

      // The attestation downloads as a PDF whose QR code opens the public check.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Télécharger mon attestation' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^attestation-[a-z0-9-]+-2026-10-12\.pdf$/);
      const pdf = readPdf(await readFile((await download.path())!));
      expect(pdf.text).toContain('Sarah Laurent');
      expect(pdf.text).toContain(source);
      expect(pdf.qrCode).toMatch(/\/attestation\/verifier\/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      await screenshot(page, 'evaluation-quiz-done');

      // Answered quizzes stay answered: coming back shows the end, not the questions.
      await page.reload();
      await page.getByRole('heading', { name: 'Questionnaire terminé' }).waitFor();
      return pdf.qrCode!;
    });

    // Anyone holding the attestation, signed in nowhere, on a phone: genuine, nothing private.
    await inFreshBrowser(async ({ page }) => {
      const response = await page.goto(verifyUrl);
      expect(response?.status()).toBe(200);
      await page.getByText('Cette attestation est authentique.').waitFor();
      await page.getByText('S. L.').waitFor();
      expect(await page.getByText('Sarah').count()).toBe(0);
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, 'attestation-genuine-375');

      // On a platform whose visitors must sign in, the check is open too.
      const code = new URL(verifyUrl).pathname.split('/').pop()!;
      await page.goto(url('totum', `/attestation/verifier/${code}`));
      await waitForPath(page, `/attestation/verifier/${code}`);
      await page.getByText('Cette attestation est authentique.').waitFor();

      const unknown = await page.goto(url('demo', '/attestation/verifier/ABCD-EFGH-JKMN-PQRS'));
      expect(unknown?.status()).toBe(404);
      await page.getByText('Cette attestation n’est pas authentique.').waitFor();
    }, { width: 375, height: 800 });
  });

  it('needs a signed-in learner', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/evaluation-quiz/1'));
      await page.waitForURL((u) => u.pathname === '/connexion');
    });
  });
});
