import { describe, expect, it } from 'vitest';
import { screenshot, url } from '../support/browser.ts';
import { expectAccessibleAndFitting } from '../support/content.ts';
import { completeDpcProgramme, DPC_SLUG, DPC_TRAINING } from '../support/dpc.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';

/** A French pharmacist with nothing completed yet. */
const LEARNER = 'chloe.simon@demo.test';

// Issue 19 part 3: the pharmacist's compliance card, on the overview of the profile and on my trainings.
describe('the compliance card', () => {
  it('shows a French learner the DPC obligation missing with a funded suggestion, and turns it met live once the programme is completed', async () => {
    await inFreshBrowser(async ({ page, context }) => {
      await page.goto(url('demo', '/connexion?redirect=/mes-formations'));
      await submitLogin(page, LEARNER);
      await waitForPath(page, '/mes-formations');
      const card = page.getByTestId('compliance-card');
      await card.getByRole('heading', { level: 2, name: 'Mes obligations de formation continue' }).waitFor();
      const dpc = card.locator('[data-code="fr-dpc"]');
      expect(await dpc.getAttribute('data-status')).toBe('missing');
      expect(await dpc.getByTestId('compliance-status').textContent()).toContain('À compléter');
      expect(await dpc.getByTestId('compliance-missing').textContent()).toContain('dans les orientations prioritaires');
      const suggestion = dpc.getByTestId('compliance-suggestion').filter({ hasText: DPC_TRAINING });
      expect(await suggestion.getByRole('link').getAttribute('href')).toBe(`/dpc/${DPC_SLUG}`);
      expect(await suggestion.textContent()).toMatch(/0,00\s€ après financement, au lieu de 290,00\s€ HT/);
      await card.getByText(/le cycle affiché est celui des pharmaciens inscrits avant le 1er janvier 2023/).waitFor();
      await expectAccessibleAndFitting(page, 1280);

      // In another tab the learner enrols from the suggested programme's page and completes it.
      const other = await context.newPage();
      await other.goto(url('demo', `/dpc/${DPC_SLUG}`));
      await other.getByRole('button', { name: 'S’inscrire à la formation' }).click();
      await other.waitForURL((u) => /^\/learn\/\d+$/.test(u.pathname));
      await completeDpcProgramme(other);
      await other.close();

      // The first tab follows the learner's live events: the card turns met without a reload.
      await expect.poll(() => dpc.getAttribute('data-status'), { timeout: 15_000 }).toBe('met');
      expect(await dpc.getByTestId('compliance-status').textContent()).toContain('Obligation remplie');
      await dpc.getByText(new RegExp(`^${DPC_TRAINING}, terminée le `)).waitFor();
      expect(await dpc.getByTestId('compliance-suggestion').count()).toBe(0);
      await page.setViewportSize({ width: 375, height: 800 });
      await expectAccessibleAndFitting(page, 375);
      await screenshot(page, 'compliance-card-met');

      await page.goto(url('demo', '/compte/profil'));
      await page.getByTestId('compliance-card').locator('[data-code="fr-dpc"][data-status="met"]').waitFor();
      await expectAccessibleAndFitting(page, 375);
    });
  }, 180_000);

  it('shows nothing to a Spanish learner, whose platform has no obligation', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('cofares', '/conexion?redirect=/mis-formaciones'));
      await submitLogin(page, 'farmaceutico@cofares.test');
      await waitForPath(page, '/mis-formaciones');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.goto(url('cofares', '/cuenta/perfil'));
      await page.getByTestId('badge').first().waitFor();
      expect(await page.getByTestId('compliance-card').count()).toBe(0);
      await page.goto(url('cofares', '/mis-formaciones'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByTestId('compliance-card').count()).toBe(0);
    });
  });
});
