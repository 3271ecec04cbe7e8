import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, seriousAxeViolations, url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, userMenu, waitForPath } from '../support/identity.ts';

const step = (page: Page) => page.getByTestId('tour-step');
const focusedInStep = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('[data-testid="tour-step"]'));

async function login(page: Page, email = 'pharmacien@demo.test') {
  await page.goto(url('demo', '/connexion'));
  await submitLogin(page, email);
  await waitForPath(page, '/catalogue');
}

/** No tour step appears on the page once it has settled. */
async function expectNoTour(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(await step(page).count()).toBe(0);
}

describe('guided tour (issue 13 part 11)', () => {
  it('shows on the first visit, is walked with the keyboard, and never shows again, even after logout and login', async () => {
    await inFreshBrowser(
      async ({ page }) => {
        await login(page);
        const dialog = page.getByRole('dialog', { name: 'Bienvenue !' });
        await dialog.waitFor();
        expect(await page.evaluate(() => localStorage.getItem('tourShown'))).toBe('true');
        // The focus starts on "Next" and stays in the step.
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Suivant');
        for (let i = 0; i < 4; i++) {
          await page.keyboard.press('Tab');
          expect(await focusedInStep(page)).toBe(true);
        }
        expect((await seriousAxeViolations(page)).join('\n')).toBe('');
        await screenshot(page, 'tour-first-step');

        await step(page).getByRole('button', { name: 'Suivant' }).focus();
        await page.keyboard.press('Enter');
        await page.getByRole('dialog', { name: 'Le catalogue' }).waitFor();
        await page.keyboard.press('Enter');
        await page.getByRole('dialog', { name: 'Mes formations' }).waitFor();
        // Back with "Previous", reached from the keyboard.
        await page.keyboard.press('Shift+Tab');
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Précédent');
        await page.keyboard.press('Enter');
        await page.getByRole('dialog', { name: 'Le catalogue' }).waitFor();
        // Escape ends the tour.
        await page.keyboard.press('Escape');
        await step(page).waitFor({ state: 'detached' });

        await page.reload();
        await expectNoTour(page);
        await page.goto(url('demo', '/mes-formations'));
        await expectNoTour(page);

        await userMenu(page).click();
        await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
        await waitForPath(page, '/');
        await login(page);
        await expectNoTour(page);
      },
      undefined,
      { firstVisit: true },
    );
  });

  it('can be skipped, or walked to its end, at 375 px wide', async () => {
    await inFreshBrowser(
      async ({ page }) => {
        await login(page, 'adjoint@demo.test');
        await page.getByRole('dialog', { name: 'Bienvenue !' }).waitFor();
        for (const title of ['Le catalogue', 'Mes formations', 'Votre profil']) {
          await step(page).getByRole('button', { name: 'Suivant' }).click();
          await page.getByRole('dialog', { name: title }).waitFor();
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await step(page).getByRole('button', { name: 'Terminer' }).click();
        await step(page).waitFor({ state: 'detached' });
      },
      { width: 375, height: 740 },
      { firstVisit: true },
    );
    await inFreshBrowser(
      async ({ page }) => {
        await login(page, 'adjoint@demo.test');
        await step(page).getByRole('button', { name: 'Passer la visite' }).click();
        await step(page).waitFor({ state: 'detached' });
        await page.goto(url('demo', '/compte/profil'));
        await expectNoTour(page);
      },
      undefined,
      { firstVisit: true },
    );
  });
});
