import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, userMenu, waitForPath } from '../support/identity.ts';

describe('account choice', () => {
  it('a referent of two pharmacies (and learner of a third) chooses one and lands where they were going', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/catalogue?page=2'));
      await page.getByRole('link', { name: 'Se connecter' }).click();
      await waitForPath(page, '/connexion?redirect=%2Fcatalogue%3Fpage%3D2');
      await submitLogin(page, 'referent@demo.test');
      await page.waitForURL((u) => u.pathname === '/choix-du-compte');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/catalogue?page=2');
      await page.getByRole('heading', { level: 1, name: 'Choisissez votre compte' }).waitFor();
      const choices = page.getByRole('button', { name: /^Continuer avec / });
      expect(await choices.count()).toBe(3);
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      const chosen = (await choices.first().locator('[data-account-name]').textContent())!.trim();
      await choices.first().click();
      await waitForPath(page, '/catalogue?page=2');
      await userMenu(page).click();
      await page.getByRole('menu').getByText(chosen).waitFor();
    });
  });
});
