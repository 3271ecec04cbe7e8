/** The dashboard of a team of 50 learners (issue 15 part 5): key figures, who is behind, a chart read as a table. */
import { describe, expect, it } from 'vitest';
import { openBrowser, screenshot, seriousAxeViolations, url, waitForHydrated } from '../support/browser.ts';
import { submitLogin, waitForPath } from '../support/identity.ts';

const DASHBOARD = '/gestion/ma-pharmacie/tableau-de-bord';

describe('pharmacy dashboard', () => {
  it('shows the team’s figures, the learners behind their plan first, and each chart as a table', async () => {
    const browser = await openBrowser();
    try {
      const { page } = browser;
      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, 'referent@demo.test');
      await page.waitForURL((u) => u.pathname === '/choix-du-compte');
      await page.getByRole('button', { name: 'Continuer avec Pharmacie des Halles' }).click();
      await waitForPath(page, '/catalogue');

      await page.goto(url('demo', DASHBOARD));
      // The seeded team of 50 and the pharmacy's earlier learner.
      expect(await page.getByTestId('figure-learners').textContent()).toBe('51');
      const completed = Number((await page.getByTestId('figure-completed').textContent())?.replace(/\s/g, ''));
      expect(completed).toBeGreaterThan(0);

      // Behind their plan: names, what is late and since when.
      const behind = page.getByTestId('dashboard-behind');
      expect(await behind.getByRole('listitem').count()).toBeGreaterThan(1);
      expect(await behind.textContent()).toMatch(/en retard depuis le \S+ \d{1,2} \S+ \d{4}/);

      // The completion chart read as a table: its months add up to the key figure.
      const completion = page.getByRole('figure', { name: 'Formations terminées par mois' });
      await completion.getByRole('img').waitFor();
      const toggle = completion.getByRole('button', { name: 'Voir en tableau' });
      await waitForHydrated(toggle);
      await toggle.click();
      const table = completion.getByRole('table');
      await table.waitFor();
      expect(await table.getByRole('row').count()).toBe(13);
      const values = (await table.locator('tbody td').allTextContents()).map((v) => Number(v.replace(/\s/g, '')));
      expect(values.reduce((a, b) => a + b, 0)).toBe(completed);
      expect(await completion.getByRole('button', { name: 'Voir le graphique' }).getAttribute('aria-pressed')).toBe('true');
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      await screenshot(page, 'pharmacy-dashboard');

      // The year is in the URL.
      const lastYear = String(new Date().getFullYear() - 1);
      await page.getByLabel('Année', { exact: true }).selectOption(lastYear);
      await page.getByRole('button', { name: 'Afficher' }).click();
      await page.waitForURL((u) => u.searchParams.get('year') === lastYear);
      await page.getByRole('heading', { name: `Chiffres clés de l’année ${lastYear}` }).waitFor();

      // The other pharmacy of the referent, whose team has done nothing: the empty state instead of the charts.
      await page.goto(url('demo', DASHBOARD));
      const switcher = page.getByLabel('Pharmacie gérée');
      await waitForHydrated(switcher);
      await switcher.selectOption({ label: 'Pharmacie de la Gare' });
      await page.getByTestId('dashboard-empty').waitFor();
      expect(await page.getByTestId('figure-learners').textContent()).toBe('1');
      expect(await page.getByRole('figure').count()).toBe(0);
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      // A phone: nothing wider than the screen.
      await page.getByLabel('Pharmacie gérée').selectOption({ label: 'Pharmacie des Halles' });
      await page.getByTestId('dashboard-empty').waitFor({ state: 'detached' });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(url('demo', DASHBOARD));
      await page.getByTestId('figure-learners').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, 'pharmacy-dashboard-375');
    } finally {
      await browser.close();
    }
  });
});
