import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, url } from '../support/browser.ts';
import { inFreshBrowser, userMenu, waitForPath } from '../support/identity.ts';

describe('account creation from an invitation', () => {
  it('explains an unknown invitation', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/abonnement/creer-mon-compte?token=nope'));
      await page.getByRole('heading', { level: 1, name: 'Invitation non valable' }).waitFor();
    });
  });

  it('goes home without a token', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/abonnement/creer-mon-compte'));
      await waitForPath(page, '/');
    });
  });

  it('shows the invitation and creates the account, logged in', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/abonnement/creer-mon-compte?token=demo-invitation-2026'));
      await page.getByRole('heading', { level: 1, name: 'Créer mon compte' }).waitFor();
      expect(await page.getByLabel('Adresse e-mail du compte').inputValue()).toBe('invite@demo.test');
      await page.getByText(/Pharmacie du Centre/).first().waitFor();

      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      // The field rules load with the first submit: the messages come when they have.
      await page.getByText('Ce champ est obligatoire.').first().waitFor();
      expect(await page.getByText('Ce champ est obligatoire.').count()).toBeGreaterThanOrEqual(2);
      await page.getByText('Choisissez votre fonction.').waitFor();
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      await page.getByLabel('Prénom').fill('Inès');
      await page.getByLabel('Nom', { exact: true }).fill('Invitée');
      await page.getByLabel('Fonction').selectOption('Adjoint');
      await page.getByLabel('Mot de passe', { exact: true }).fill('Bienvenue-2026');
      await page.getByLabel('Confirmez le mot de passe').fill('Autre-chose-2026');
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await page.getByText('Les deux mots de passe ne sont pas identiques.').waitFor();
      expect(await page.getByLabel('Prénom').inputValue()).toBe('Inès');

      await page.getByLabel('Confirmez le mot de passe').fill('Bienvenue-2026');
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await waitForPath(page, '/catalogue');
      expect(await userMenu(page).textContent()).toMatch(/Inès Invitée/);
    });
  });
});
