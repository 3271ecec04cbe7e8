import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { url } from '../support/browser.ts';
import { DEMO_PASSWORD, inFreshBrowser } from '../support/identity.ts';
import { tabTo } from '../support/shop.ts';

/** A learner no other test of this file uses, and a quiz training (seed data quizmod-questions.ts: the right choices). */
const EMAIL = 'paul.andre@demo.test';
const DETAIL = '/quiz/quiz-declarer-effet-indesirable';
const RIGHT = [1, 0, 2, 0, 2];

/**
 * The focused element shows where the focus is: an outline, or a ring (box-shadow) that it does not have unfocused —
 * read focused, then blurred, then focused again as the keyboard left it.
 */
async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { tag: 'body', visible: false };
    const focused = getComputedStyle(element);
    const outline = focused.outlineStyle !== 'none' && parseFloat(focused.outlineWidth) > 0;
    const ring = focused.boxShadow;
    element.blur();
    const ringUnfocused = getComputedStyle(element).boxShadow;
    element.focus({ focusVisible: true } as FocusOptions);
    return { tag: `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 40) ?? ''}`, visible: outline || ring !== ringUnfocused };
  });
  expect(focus, `focus on ${focus.tag} is not visible`).toMatchObject({ visible: true });
}

/** Tabs to the element, checks that its focus shows, and presses the key. */
async function press(page: Page, target: ReturnType<Page['getByRole']>, key = 'Enter') {
  await tabTo(page, target);
  await expectVisibleFocus(page);
  await page.keyboard.press(key);
}

// Issue 18 part 5: the learning path by keyboard alone (the purchase path is e2e/shop/phone-keyboard.spec.ts).
describe('the learning path by keyboard alone', () => {
  it('signs in, enrols, starts the module, answers the quiz and completes the training, every focus visible', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion'));
      await tabTo(page, page.getByLabel(/^Adresse e-mail$/));
      await expectVisibleFocus(page);
      await page.keyboard.type(EMAIL);
      await tabTo(page, page.getByLabel(/^Mot de passe$/));
      await page.keyboard.type(DEMO_PASSWORD);
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => !u.pathname.startsWith('/connexion'));

      await page.goto(url('demo', DETAIL));
      await press(page, page.getByRole('button', { name: 'S’inscrire à la formation' }));
      await page.waitForURL((u) => /^\/learn\/\d+$/.test(u.pathname));
      await press(page, page.getByRole('button', { name: /^Commencer ce module/ }));
      await page.getByTestId('quizmod-form').waitFor();

      // Each question: Tab to its group, Space picks the first choice, arrows move to the right one.
      for (const [i, choice] of RIGHT.entries()) {
        await tabTo(page, page.getByRole('group', { name: new RegExp(`^${i + 1}\\. `) }).getByRole('radio').first());
        await expectVisibleFocus(page);
        await page.keyboard.press('Space');
        for (let step = 0; step < choice; step++) await page.keyboard.press('ArrowDown');
      }
      await press(page, page.getByRole('button', { name: 'Valider mes réponses' }));
      await page.getByTestId('quizmod-result').getByRole('heading', { name: 'Quiz réussi' }).waitFor();
      const completed = page.getByTestId('learning-completed');
      await completed.waitFor();
      expect(await completed.textContent()).toContain('Bravo, vous avez terminé cette formation');
    });
  });
});
