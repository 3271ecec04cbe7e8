/** The owner's compliance cockpit (issue 19 part 4): the team against its obligations, updated live as learners finish. */
import { describe, expect, it } from 'vitest';
import { screenshot, url, waitForHydrated } from '../support/browser.ts';
import { expectAccessibleAndFitting } from '../support/content.ts';
import { completeDpcProgramme, DPC_SLUG } from '../support/dpc.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';

const COCKPIT = '/gestion/ma-pharmacie/conformite';
/** A learner of Pharmacie du Centre with nothing completed yet, and its owner. */
const LEARNER = 'lea.dubois@demo.test';
const OWNER = 'titulaire@demo.test';

describe('the compliance cockpit', () => {
  it("shows the owner the team's obligations, and a learner's DPC turning met live when they finish the programme in another browser", async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion?redirect=/gestion/ma-pharmacie/tableau-de-bord'));
      await submitLogin(page, OWNER);
      await waitForPath(page, '/gestion/ma-pharmacie/tableau-de-bord');
      await page.getByTestId('dashboard-compliance-link').click();
      await waitForPath(page, COCKPIT);
      const cockpit = page.getByTestId('compliance-cockpit');
      await cockpit.getByRole('heading', { level: 2, name: 'Obligations de formation continue de l’équipe' }).waitFor();
      expect(await page.getByTestId('cockpit-learners').textContent()).toBe('5');

      // The table says per learner and obligation what the heat-map shows in colours and marks.
      const table = page.getByRole('table', { name: /Obligations par apprenant/ });
      const lea = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Léa Dubois' }) });
      const dpc = lea.locator('td[data-code="fr-dpc"]');
      expect(await dpc.getAttribute('data-status')).toBe('missing');
      expect(await dpc.textContent()).toMatch(/À compléter — \d+ j restants/);
      expect(await page.getByTestId('cockpit-heatmap').getAttribute('aria-hidden')).toBe('true');
      const funders = page.getByTestId('cockpit-funder');
      expect(await funders.evaluateAll((items) => items.map((i) => i.getAttribute('data-funder')))).toEqual(['DPC', 'FIFPL', 'OPCO']);
      await expectAccessibleAndFitting(page, 1280);
      const metBefore = await page.getByTestId('cockpit-obligation-summary').and(page.locator('[data-code="fr-dpc"]')).textContent();

      // The owner enters the OPCO budget of the year.
      const budget = page.getByLabel('Budget accordé par votre OPCO (€)');
      await waitForHydrated(budget);
      await budget.fill('1500');
      await page.getByRole('button', { name: 'Enregistrer le budget' }).click();
      await page.getByText(/Le budget OPCO de \d{4} a été enregistré/).waitFor();
      await expect.poll(() => page.locator('[data-funder="OPCO"]').getByTestId('funder-left').textContent()).toMatch(/1\s?500,00\s€/);

      // In another browser the learner, their card open in one tab, enrols in the DPC programme and completes it in
      // another: their card turns met, and the owner's cockpit follows the team's live event, neither reloaded.
      await inFreshBrowser(async ({ page: learner, context }) => {
        await learner.goto(url('demo', '/connexion?redirect=/compte/profil'));
        await submitLogin(learner, LEARNER);
        await waitForPath(learner, '/compte/profil');
        const card = learner.getByTestId('compliance-card').locator('[data-code="fr-dpc"]');
        expect(await card.getAttribute('data-status')).toBe('missing');
        const training = await context.newPage();
        await training.goto(url('demo', `/dpc/${DPC_SLUG}`));
        await training.getByRole('button', { name: 'S’inscrire à la formation' }).click();
        await training.waitForURL((u) => /^\/learn\/\d+$/.test(u.pathname));
        await completeDpcProgramme(training);
        await expect.poll(() => card.getAttribute('data-status'), { timeout: 15_000 }).toBe('met');
      });
      await expect.poll(() => dpc.getAttribute('data-status'), { timeout: 15_000 }).toBe('met');
      expect(await page.getByTestId('cockpit-obligation-summary').and(page.locator('[data-code="fr-dpc"]')).textContent()).not.toBe(metBefore);
      await page.setViewportSize({ width: 375, height: 800 });
      await expectAccessibleAndFitting(page, 375);
      await screenshot(page, 'compliance-cockpit');
    });
  }, 240_000);

  it('pages a big team and filters it by status, and tells a Spanish owner why nothing is tracked', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, 'referent@demo.test');
      await page.waitForURL((u) => u.pathname === '/choix-du-compte');
      await page.getByRole('button', { name: 'Continuer avec Pharmacie des Halles' }).click();
      await waitForPath(page, '/catalogue');
      await page.goto(url('demo', COCKPIT));
      const rows = page.getByTestId('cockpit-row');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(25);
      await page.getByRole('navigation').getByRole('link', { name: /2/ }).first().click();
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      const status = page.getByLabel('Bilan');
      await waitForHydrated(status);
      await status.selectOption('met');
      await page.getByRole('button', { name: 'Filtrer' }).click();
      await page.waitForURL((u) => u.searchParams.get('status') === 'met');
      // The filtered page replaces the rows once rendered.
      const statuses = () => page.getByTestId('cockpit-overall').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-status')));
      await expect.poll(async () => (await statuses()).every((s) => s === 'met'), { timeout: 10_000 }).toBe(true);
      await expectAccessibleAndFitting(page, 1280);
    });
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('cofares', '/conexion?redirect=/administracion/mi-farmacia/cumplimiento'));
      await submitLogin(page, 'titular@cofares.test');
      await waitForPath(page, '/administracion/mi-farmacia/cumplimiento');
      await page.getByTestId('cockpit-no-obligation').getByText(/no tienen ninguna obligación legal de formación continua/).waitFor();
      expect(await page.getByTestId('cockpit-funder').evaluateAll((items) => items.map((i) => i.getAttribute('data-funder')))).toEqual(['FUNDAE']);
      await expectAccessibleAndFitting(page, 375);
    }, { width: 375, height: 800 });
  }, 180_000);
});
