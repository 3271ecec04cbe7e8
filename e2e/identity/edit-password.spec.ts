import { describe, expect, it } from 'vitest';
import { url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, userMenu, waitForPath } from '../support/identity.ts';

// Only this test uses lecture@demo.test: its password changes here.
const EMAIL = 'lecture@demo.test';

describe('edit password', () => {
  it('needs login, shows the API refusal of the current password beside its field, then changes it', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/compte/mon-mot-de-passe'));
      await waitForPath(page, '/connexion?redirect=%2Fcompte%2Fmon-mot-de-passe');
      await submitLogin(page, EMAIL);
      await waitForPath(page, '/compte/mon-mot-de-passe');

      const current = page.getByLabel('Mot de passe actuel');
      await current.fill('Pas-le-bon-2026');
      await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Lecture-Neuve-2027');
      await page.getByLabel('Confirmez le nouveau mot de passe').fill('Lecture-Neuve-2027');
      await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
      await page.waitForFunction(() => document.querySelector('input[aria-invalid="true"]') !== null);
      expect(await current.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await current.getAttribute('aria-describedby'))!;
      expect((await page.locator(`[id="${describedBy}"]`).textContent())?.trim()).toBeTruthy();
      expect(await page.getByLabel('Nouveau mot de passe', { exact: true }).inputValue()).toBe('Lecture-Neuve-2027');

      await current.fill('Pharma-Demo-2026');
      await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
      await page.getByText('Votre mot de passe a été modifié.').waitFor();

      // The menu leads here too.
      await page.goto(url('demo', '/catalogue'));
      await userMenu(page).click();
      await page.getByRole('menuitem', { name: 'Modifier mon mot de passe' }).click();
      await waitForPath(page, '/compte/mon-mot-de-passe');
    });
  });
});
