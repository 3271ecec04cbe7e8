import { describe, expect, it } from 'vitest';
import { screenshot, seriousAxeViolations, url, waitForHydrated } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';

const DETAIL = '/formation/nutrition-infantile-laits-diversification';

describe('enrolment and the learning view', () => {
  it('a pharmacist signs in from the detail page, enrols, starts the first module and finds the training in "my trainings"', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', DETAIL));
      // Under load a press before hydration can be lost while React takes the page over: wait for React to own it.
      const signIn = page.getByTestId('enrolment-sign-in');
      await waitForHydrated(signIn);
      await signIn.click();
      await waitForPath(page, `/connexion?redirect=${encodeURIComponent(DETAIL)}`);
      await submitLogin(page, 'titulaire@demo.test');
      await waitForPath(page, DETAIL);
      const enrol = page.getByRole('button', { name: 'S’inscrire à la formation' });
      await waitForHydrated(enrol);
      await enrol.click();
      await page.waitForURL((u) => /^\/learn\/\d+$/.test(u.pathname));
      const learnPath = new URL(page.url()).pathname;

      await page.getByRole('heading', { level: 1, name: /Nutrition infantile/ }).waitFor();
      const modules = page.getByTestId('outline-module');
      await screenshot(page, 'learning-view');
      await modules.first().waitFor();
      expect(await modules.count()).toBeGreaterThan(1);
      await expect.poll(() => modules.nth(1).textContent()).toContain('Verrouillé');
      expect(await modules.nth(1).getByRole('button').isDisabled()).toBe(true);
      await modules.first().getByRole('button', { name: /^Commencer ce module/ }).click();
      await expect.poll(() => modules.first().getAttribute('data-status')).toBe('inProgress');
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      // The detail's learn child is the same view; the detail page now offers to continue; the header leads to the
      // learner's trainings.
      await page.goto(url('demo', `${DETAIL}/learn`));
      await expect.poll(() => page.getByTestId('outline-module').first().getAttribute('data-status')).toBe('inProgress');
      await page.goto(url('demo', DETAIL));
      await page.getByTestId('enrolment-continue').waitFor();
      await page.getByRole('link', { name: 'Mes formations' }).first().click();
      await waitForPath(page, '/mes-formations');
      const row = page.getByTestId('my-training').filter({ hasText: 'Nutrition infantile' });
      await row.waitFor();
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      await row.getByRole('link', { name: /^Continuer/ }).click();
      await waitForPath(page, learnPath);
    });
  });

  it('a read-only account sees why it cannot enrol and whom to ask, on a phone', async () => {
    await inFreshBrowser(
      async ({ page }) => {
        await page.goto(url('demo', '/connexion'));
        await submitLogin(page, 'lecture@demo.test');
        await page.waitForURL((u) => u.pathname !== '/connexion');
        await page.goto(url('demo', DETAIL));
        const refused = page.getByTestId('enrolment-refused');
        await refused.waitFor();
        expect(await refused.textContent()).toContain('lecture seule');
        await refused.getByRole('link', { name: 'Contacter mon conseiller' }).waitFor();
        expect(await page.getByRole('button', { name: 'S’inscrire à la formation' }).count()).toBe(0);
        expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      },
      { width: 375, height: 812 },
    );
  });

  it('another learner’s enrolment is a 404, and a signed-out visitor is asked to sign in', async () => {
    await inFreshBrowser(async ({ page }) => {
      const response = await page.goto(url('demo', '/learn/1'));
      expect(new URL(page.url()).pathname).toBe('/connexion');
      expect(response?.status()).toBe(200);
      await submitLogin(page, 'adjoint@demo.test');
      await page.waitForURL((u) => u.pathname === '/learn/1');
      // Enrolment 1 is another learner's (the first one enrolled): the same 404 as one that does not exist.
      expect((await page.reload())?.status()).toBe(404);
      expect((await page.goto(url('demo', '/learn/999999')))?.status()).toBe(404);
      await page.getByRole('link', { name: /accueil/i }).first().waitFor();
    });
  });

  it('"my trainings" lists a finished training with its points and its attestation', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, 'sarah.laurent@demo.test');
      await page.waitForURL((u) => u.pathname !== '/connexion');
      await page.getByRole('link', { name: 'Mes formations' }).first().click();
      const finished = page.getByTestId('my-finished-training').filter({ hasText: 'Nutrition infantile' });
      await finished.waitFor();
      expect(await finished.textContent()).toMatch(/\d+ points/);
      const download = finished.getByRole('link', { name: /Télécharger.*attestation/ });
      expect(await download.getAttribute('href')).toMatch(/^\/back\/api\/user\/attestation\?id=\d+$/);
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
    });
  });
});
