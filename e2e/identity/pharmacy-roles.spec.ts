/** The owner and referent roles count in the chosen account only (issue 10): the pharmacy-management guard follows it. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';

const MANAGEMENT = '/gestion/ma-pharmacie';
/** The guard's refusal (docs/decisions.md: 404 "Page Not Found"), unlike the 404 of a screen not built yet. */
const REFUSED = 'Page Not Found';

async function chooseAccount(page: Page, name: string) {
  await page.goto(url('demo', '/choix-du-compte'));
  await page.getByRole('button', { name: `Continuer avec ${name}` }).click();
  await waitForPath(page, '/catalogue');
}

async function openManagement(page: Page) {
  const response = await page.goto(url('demo', MANAGEMENT));
  // The 404 screen keeps the precise status message on its element (components/error-screen.tsx).
  const notFound = page.getByTestId('not-found');
  return { status: response?.status(), text: (await notFound.count()) ? ((await notFound.getAttribute('data-status-message')) ?? '') : '' };
}

describe('pharmacy roles from the chosen account', () => {
  it('refuses pharmacy management to the referent while in the pharmacy where they are a learner, not in theirs', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, 'referent@demo.test');
      await page.waitForURL((u) => u.pathname === '/choix-du-compte');

      await chooseAccount(page, 'Pharmacie du Marché');
      const asLearner = await openManagement(page);
      expect(asLearner.status).toBe(404);
      expect(asLearner.text).toContain(REFUSED);

      await chooseAccount(page, 'Pharmacie des Halles');
      const asReferent = await openManagement(page);
      expect(asReferent.text).not.toContain(REFUSED);
    });
  });
});
