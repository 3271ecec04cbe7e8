/**
 * The owner's proposed plan (issue 19 part 4), on the compliance cockpit of pharmacy management: proposed on demand,
 * read in its table, then turned into a collective plan's activities in one confirmed action, opened from the link.
 */
import { describe, expect, it } from 'vitest';
import { screenshot, url, waitForHydrated } from '../support/browser.ts';
import { expectAccessibleAndFitting } from '../support/content.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';

const COCKPIT = '/gestion/ma-pharmacie/conformite';
const PLAN_NAME = 'Plan de conformité de l’équipe';

describe('the proposed plan', () => {
  it('proposes funded trainings for the team, names what no training covers, and turns the plan into a collective plan', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', `/connexion?redirect=${encodeURIComponent(COCKPIT)}`));
      await submitLogin(page, 'titulaire@demo.test');
      await waitForPath(page, COCKPIT);
      const plan = page.getByTestId('team-plan');
      const propose = plan.getByRole('button', { name: 'Proposer un plan' });
      await waitForHydrated(propose);
      await propose.click();

      // The demo's DPC programmes are paid by the ANDPC: nothing is left to the pharmacy.
      const table = plan.getByRole('table', { name: /membres? à accompagner sur \d+/ });
      await table.waitFor();
      expect(await plan.getByTestId('team-plan-row').count()).toBeGreaterThan(0);
      expect(await plan.getByTestId('team-plan-cost').textContent()).toMatch(/^0,00\s€$/);
      expect(await plan.getByTestId('team-plan-totals').textContent()).toContain('ANDPC');
      expect(await table.getByText(/après prise en charge ANDPC/).count()).toBeGreaterThan(0);
      // No training of the demo catalogue serves the certification's patients' and own-health blocks.
      expect(await table.getByRole('cell', { name: 'Certification périodique' }).count()).toBeGreaterThan(0);
      await expectAccessibleAndFitting(page, 1280);

      // A name left empty is refused beside its field once confirmed; then the plan is created.
      const create = plan.getByTestId('team-plan-create');
      const activities = Number(/(\d+) activités?/.exec((await create.textContent())!)![1]);
      await create.getByLabel('Nom du plan').fill('');
      await create.getByRole('button', { name: 'Créer les activités' }).click();
      await page.getByRole('alertdialog', { name: 'Créer le plan collectif ?' }).getByRole('button', { name: 'Créer' }).click();
      await create.getByText('Ce champ est obligatoire.').waitFor();
      await create.getByLabel('Nom du plan').fill(PLAN_NAME);
      await create.getByRole('button', { name: 'Créer les activités' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Créer le plan collectif ?' });
      expect(await confirm.textContent()).toContain(`« ${PLAN_NAME} » sera créé avec ${activities} activité`);
      await confirm.getByRole('button', { name: 'Créer' }).click();
      await plan.getByText(`Le plan de formation a été créé. Activités ajoutées : ${activities}.`).waitFor();
      await page.setViewportSize({ width: 375, height: 800 });
      await expectAccessibleAndFitting(page, 375);
      await screenshot(page, 'compliance-team-plan');

      await plan.getByRole('link', { name: 'Ouvrir le plan collectif' }).click();
      await page.waitForURL((u) => u.pathname === '/gestion/ma-pharmacie/plan-collectif' && u.searchParams.has('plan'));
      await page.getByRole('heading', { name: PLAN_NAME }).waitFor();
      expect(await page.getByTestId('plans-list').first().getByText(PLAN_NAME).count()).toBe(1);
    });
  }, 180_000);
});
