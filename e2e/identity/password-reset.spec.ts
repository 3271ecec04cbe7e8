import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, url } from '../support/browser.ts';
import { DEMO_PASSWORD, inFreshBrowser, linkFromOutbox, outbox, submitLogin, userMenu, waitForPath } from '../support/identity.ts';

// Its password changes here, and is set back at the end: other browser tests on the same server sign in with it.
const EMAIL = 'adjoint@demo.test';
const NEW_PASSWORD = 'Nouveau-Passe-2027';

describe('forgotten password', () => {
  it('is reset from the e-mail link, then the new password logs in', async () => {
    let link = '';
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion'));
      await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
      await waitForPath(page, '/mot-de-passe-oublie');
      await page.getByLabel('Adresse e-mail').fill(EMAIL);
      await page.getByRole('button', { name: 'Recevoir le lien' }).click();
      await page.getByText(/un e-mail contenant un lien de réinitialisation/).waitFor();

      link = await linkFromOutbox(EMAIL, /\/reinitialiser-mon-mot-de-passe\//);
      await page.goto(link);
      await page.getByRole('heading', { name: 'Choisissez un nouveau mot de passe' }).waitFor();

      // The policy is checked in the page, beside the field.
      await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('court1');
      await page.getByLabel('Confirmez le nouveau mot de passe').fill('court1');
      await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
      await page.getByText('Le mot de passe doit contenir au moins 10 caractères.').waitFor();
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirmez le nouveau mot de passe').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
      await waitForPath(page, '/connexion');

      await submitLogin(page, EMAIL, NEW_PASSWORD);
      await waitForPath(page, '/catalogue');
      // An Adjoint on an individual account is shown as Pharmacien.
      expect(await userMenu(page).textContent()).toMatch(/Pharmacien/);
    });

    // The link works once: opened again by someone signed out, a new password is refused and a new link offered.
    await inFreshBrowser(async ({ page }) => {
      await page.goto(link);
      await page.getByRole('heading', { name: 'Choisissez un nouveau mot de passe' }).waitFor();
      await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Encore-Autre-2028');
      await page.getByLabel('Confirmez le nouveau mot de passe').fill('Encore-Autre-2028');
      await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
      await page.getByText('Ce lien de réinitialisation n’est plus valable (déjà utilisé ou expiré).').waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/reinitialiser-mon-mot-de-passe\//);
      await page.getByRole('link', { name: 'Demander un nouveau lien' }).click();
      await waitForPath(page, '/mot-de-passe-oublie');

      // The demo password back, through a new link.
      const before = (await outbox(EMAIL)).length;
      await page.getByLabel('Adresse e-mail').fill(EMAIL);
      await page.getByRole('button', { name: 'Recevoir le lien' }).click();
      await expect.poll(async () => (await outbox(EMAIL)).length, { timeout: 10_000 }).toBeGreaterThan(before);
      const again = await linkFromOutbox(EMAIL, /\/reinitialiser-mon-mot-de-passe\//);
      expect(again).not.toBe(link);
      await page.goto(again);
      await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByLabel('Confirmez le nouveau mot de passe').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
      await waitForPath(page, '/connexion');
      await submitLogin(page, EMAIL);
      await waitForPath(page, '/catalogue');
    });
  });
});
