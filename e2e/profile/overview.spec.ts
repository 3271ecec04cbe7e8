import { describe, expect, it } from 'vitest';
import { screenshot, url } from '../support/browser.ts';
import { expectAccessibleAndFitting } from '../support/content.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';

/** The demo learner who finished a training (seed `attestation-demo.ts`): a badge earned, suggestions for her function. */
const LEARNER = 'sarah.laurent@demo.test';
/** A learner with an advisor (Sophie Lambert, no picture of her own: the default picture of her gender). */
const WITH_ADVISOR = 'pharmacien@demo.test';

describe('profile overview (issue 13 parts 1, 9, 10)', () => {
  it('navigates between the tabs, each keeping its place in the URL, and answers the old userTab query with its tab', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion?redirect=/compte/profil'));
      await submitLogin(page, WITH_ADVISOR);
      await waitForPath(page, '/compte/profil');
      const tabs = page.getByRole('navigation', { name: 'Rubriques du profil' }).getByRole('link');
      await tabs.first().waitFor();
      const count = await tabs.count();
      expect(count).toBe(5);
      for (let i = 0; i < count; i++) {
        const tab = tabs.nth(i);
        const href = (await tab.getAttribute('href'))!;
        await tab.click();
        await waitForPath(page, href);
        await expect.poll(() => tab.getAttribute('aria-current')).toBe('page');
        await page.reload();
        await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
        expect(new URL(page.url()).pathname).toBe(href);
        expect(await tabs.nth(i).getAttribute('aria-current')).toBe('page');
      }

      // userTab 0 is the overview; the other query values are kept.
      await page.goto(url('demo', '/compte/profil?userTab=0&source=mail'));
      await waitForPath(page, '/compte/profil?source=mail');
      await page.getByRole('heading', { level: 2, name: 'Mes badges' }).waitFor();
      // Each old value leads to its tab, in the order of spec §2; an unknown one stays on the overview.
      const paths = ['/compte/profil/infos', '/compte/profil/plan-de-formation', '/compte/profil/historique', '/compte/profil/attestation'];
      for (const [i, path] of paths.entries()) {
        await page.goto(url('demo', `/compte/profil?userTab=${i + 1}`));
        await waitForPath(page, path);
      }
      await page.goto(url('demo', '/compte/profil?userTab=9'));
      await waitForPath(page, '/compte/profil');
    });
  });

  it('shows the badges with what is left for the next, and suggestions with their reason linking to their page', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion?redirect=/compte/profil'));
      await submitLogin(page, LEARNER);
      await waitForPath(page, '/compte/profil');
      const badges = page.getByTestId('badge');
      await badges.first().waitFor();
      expect(await badges.count()).toBeGreaterThanOrEqual(5);
      const first = badges.filter({ hasText: 'Première formation' });
      expect(await first.getAttribute('data-earned')).toBe('true');
      await first.getByText(/^Obtenu le 12\/10\/2026|^Obtenu le 12 oct/).waitFor();
      await page.getByTestId('next-badge').getByText(/^Prochain badge : /).waitFor();
      // Badges still to earn show their progress as labelled progress bars.
      const bar = page.getByRole('progressbar', { name: /^Progression vers le badge / }).first();
      expect(await bar.getAttribute('aria-valuemax')).not.toBeNull();

      const suggestion = page.getByTestId('suggestion').first();
      const reason = (await suggestion.getByTestId('suggestion-reason').textContent()) ?? '';
      expect(reason).toMatch(/^(Parce que vous avez terminé|Parce que vous suivez|Recommandée pour votre fonction)/);
      const link = suggestion.getByRole('link');
      const href = (await link.getAttribute('href'))!;
      await screenshot(page, 'profile-overview');
      await expectAccessibleAndFitting(page, 1280);
      await link.click();
      await waitForPath(page, href);
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
  });

  it('shows the advisor with the default picture of her gender and sends the call-back request, at 375 px in Spanish too', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion?redirect=/compte/profil'));
      await submitLogin(page, WITH_ADVISOR);
      await waitForPath(page, '/compte/profil');
      const card = page.getByTestId('advisor-card');
      await card.getByText('Sophie Lambert').waitFor();
      expect(await card.locator('img').getAttribute('src')).toBe('/advisors/advisor-f.svg');
      // The other gender's default picture is served too.
      expect(await page.evaluate(async () => (await fetch('/advisors/advisor-m.svg')).status)).toBe(200);
      await card.getByRole('button', { name: 'Demander à être rappelé' }).click();
      await card.getByText('Votre demande de rappel est envoyée', { exact: false }).waitFor();
    });
    await inFreshBrowser(
      async ({ page }) => {
        await page.goto(url('demo-es', '/conexion?redirect=/cuenta/perfil'));
        await submitLogin(page, 'adjoint@demo.test');
        await waitForPath(page, '/cuenta/perfil');
        await page.getByRole('heading', { level: 2, name: 'Mis insignias' }).waitFor();
        await page.getByTestId('advisor-card').getByText('Julien Roux').waitFor();
        expect(await page.getByTestId('advisor-card').locator('img').getAttribute('src')).toBe('/advisors/advisor-m.svg');
        await expectAccessibleAndFitting(page, 375);
      },
      { width: 375, height: 740 },
    );
  });
});
