import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, seriousAxeViolations, url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin } from '../support/identity.ts';

// Only this test uses paul.andre@demo.test: he enrols in the quiz training and completes it.
const EMAIL = 'paul.andre@demo.test';
const DETAIL = '/quiz/quiz-declarer-effet-indesirable';
/** The index of the right choice of each of the quiz's five questions (seed data quizmod-questions.ts). */
const RIGHT = [1, 0, 2, 0, 2];

const question = (page: Page, number: number) => page.getByRole('group', { name: new RegExp(`^${number}\\. `) });
const choose = (page: Page, number: number, choice: number) => question(page, number).getByRole('radio').nth(choice).check();

/** Answers from the first question's first radio on, with the keyboard only: arrows choose, Tab goes to the next question. */
async function answerWithKeyboard(page: Page, choices: number[]) {
  for (const [i, choice] of choices.entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    for (let step = 0; step < choice; step++) await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
}

describe('a quiz module', () => {
  it('a learner enrols in a quiz training, is told which question is unanswered, fails, tries again and completes the training, on a phone', async () => {
    await inFreshBrowser(
      async ({ page }) => {
        await page.goto(url('demo', '/connexion'));
        await submitLogin(page, EMAIL);
        await page.waitForURL((u) => !u.pathname.startsWith('/connexion'));
        await page.goto(url('demo', DETAIL));
        await page.getByRole('button', { name: 'S’inscrire à la formation' }).click();
        await page.waitForURL((u) => /^\/learn\/\d+$/.test(u.pathname));
        await page.getByRole('button', { name: /^Commencer ce module/ }).click();
        const form = page.getByTestId('quizmod-form');
        await form.waitFor();
        expect((await seriousAxeViolations(page)).join('\n')).toBe('');

        // The third question is left out: its error is beside it and it takes the focus.
        for (const number of [1, 2, 4, 5]) await choose(page, number, RIGHT[number - 1]);
        await page.getByRole('button', { name: 'Valider mes réponses' }).click();
        await question(page, 3).getByText('Choisissez une option.').waitFor();
        expect(await question(page, 1).getByText('Choisissez une option.').count()).toBe(0);
        expect(await page.evaluate(() => document.activeElement?.closest('fieldset')?.querySelector('legend')?.textContent)).toMatch(/^3\. /);
        expect((await seriousAxeViolations(page)).join('\n')).toBe('');

        // Two wrong answers: 6/10, under the pass mark; the module stays open and each answer is explained.
        await choose(page, 2, 1);
        await choose(page, 3, 0);
        await page.getByRole('button', { name: 'Valider mes réponses' }).click();
        const result = page.getByTestId('quizmod-result');
        await result.getByRole('heading', { name: 'Quiz non réussi' }).waitFor();
        expect(await page.getByTestId('quizmod-score').textContent()).toBe('Votre score : 6/10 (il faut 7/10 pour réussir).');
        expect(await result.locator('[data-correct="false"]').count()).toBe(2);
        await result.getByText('On déclare une suspicion : l’imputabilité est évaluée ensuite par le centre de pharmacovigilance.').waitFor();
        await screenshot(page, 'quizmod-failed');
        expect((await seriousAxeViolations(page)).join('\n')).toBe('');

        // Another try, with the keyboard only: every answer right completes the training with its points (10 + 5).
        await page.getByRole('button', { name: 'Réessayer le quiz' }).click();
        await form.getByText('Votre dernier score : 6/10', { exact: false }).waitFor();
        await answerWithKeyboard(page, RIGHT);
        await result.getByRole('heading', { name: 'Quiz réussi' }).waitFor();
        expect(await page.getByTestId('quizmod-score').textContent()).toBe('Votre score : 10/10 (il faut 7/10 pour réussir).');
        const completed = page.getByTestId('learning-completed');
        await completed.waitFor();
        expect(await completed.textContent()).toContain('Bravo, vous avez terminé cette formation et obtenu 15 points.');
        expect(await page.getByTestId('learning-points').textContent()).toBe('15');
        expect(await page.getByTestId('outline-module').first().textContent()).toContain('Score : 10 / 10');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      },
      { width: 375, height: 812 },
    );
  });
});
