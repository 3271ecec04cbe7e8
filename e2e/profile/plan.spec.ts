/** The personal training plan tab (issue 13 part 5): the timeline, its rows and span, and its live refresh. */
import { describe, expect, it } from 'vitest';
import { screenshot, seriousAxeViolations, url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin } from '../support/identity.ts';
import { enrolFromPage } from '../support/media.ts';
import { navigationsOf, socketFrames } from '../support/realtime.ts';

const PLAN = '/compte/profil/plan-de-formation';
/** The learner of Pharmacie du Centre the demo plan's activities are assigned to. */
const LEARNER = 'lea.dubois@demo.test';

describe('the personal training plan', () => {
  it('lays the plan out over at least 12 months, overlapping activities on different rows, and shows an enrolment live', async () => {
    await inFreshBrowser(async ({ page, context }) => {
      const frames = socketFrames(page);
      await page.goto(url('demo', `/connexion?redirect=${encodeURIComponent(PLAN)}`));
      await submitLogin(page, LEARNER);
      await page.waitForURL((u) => u.pathname === PLAN);
      const timeline = page.getByTestId('plan-timeline');
      await timeline.waitFor();
      expect(await page.getByTestId('plan-month').count()).toBeGreaterThanOrEqual(12);
      const bars = page.getByTestId('plan-activity');
      // The four activities the pharmacy planned for her (the collective plan's browser test may add one), beside her
      // own sessions and enrolments.
      expect(await bars.filter({ hasText: 'Prévue au plan' }).count()).toBeGreaterThanOrEqual(4);
      const before = await bars.count();
      const rows = new Set(await bars.evaluateAll((items) => items.map((i) => i.getAttribute('data-row'))));
      expect(rows.size).toBeGreaterThan(1);
      // Each bar is a keyboard link to its training, and its dates are written out.
      const first = bars.first();
      expect(await first.getByRole('link').getAttribute('href')).toMatch(/^\/[a-zA-Z]+\/[a-z0-9-]+$/);
      expect(await first.textContent()).toMatch(/Du \d{1,2}(er)? \S+ \d{4} au \d{1,2}(er)? \S+ \d{4}/);
      await page.getByTestId('plan-history').getByText('Plan de formation précédent').waitFor();
      await screenshot(page, 'profile-plan');
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      // An enrolment taken in another tab raises the plan event: the open plan shows it without reloading.
      await frames.joined(/^private-account\.\d+$/);
      const navigations = navigationsOf(page);
      const other = await context.newPage();
      await other.goto(url('demo', '/'));
      // A training no other browser test enrols her in (she finished the smoking-cessation one in the demo history).
      await enrolFromPage(other, 'formation', 'nutrition-infantile-laits-diversification');
      await bars.filter({ hasText: 'Nutrition infantile : laits et diversification alimentaire' }).waitFor({ timeout: 10_000 });
      expect(await bars.count()).toBe(before + 1);
      expect(navigations).toEqual([]);
    });
  });

  it('scrolls the timeline inside its box on a phone, and offers the catalogue when nothing is planned', async () => {
    await inFreshBrowser(
      async ({ page }) => {
        await page.goto(url('demo', `/connexion?redirect=${encodeURIComponent(PLAN)}`));
        await submitLogin(page, LEARNER);
        await page.waitForURL((u) => u.pathname === PLAN);
        const timeline = page.getByTestId('plan-timeline');
        await timeline.waitFor();
        expect(await timeline.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        expect((await seriousAxeViolations(page)).join('\n')).toBe('');

        // A learner with nothing planned (a read-only account never enrols; the shop's tests buy for the shop
        // account): the empty state leads to the catalogue.
        await page.context().clearCookies();
        await page.goto(url('demo', `/connexion?redirect=${encodeURIComponent(PLAN)}`));
        await submitLogin(page, 'lecture@demo.test');
        await page.waitForURL((u) => u.pathname !== '/connexion');
        await page.goto(url('demo', PLAN));
        const empty = page.getByTestId('plan-empty');
        await empty.waitFor();
        expect(await empty.getByRole('link', { name: 'Découvrir le catalogue' }).getAttribute('href')).toBe('/catalogue');
      },
      { width: 375, height: 812 },
    );
  });
});
