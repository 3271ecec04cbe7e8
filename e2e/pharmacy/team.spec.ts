import { describe, expect, it } from 'vitest';
import { openBrowser, screenshot, seriousAxeViolations, url } from '../support/browser.ts';
import { linkFromOutbox, submitLogin, waitForPath } from '../support/identity.ts';

const TEAM = '/gestion/ma-pharmacie/tableau-de-bord';
/** A self-paced training open to a pharmacist of Pharmacie du Centre. */
const TRAINING = 'Nutrition infantile';

describe('the pharmacy team', () => {
  it('the owner invites a learner, who creates their account, is assigned a training and sees it; then is deactivated', async () => {
    const email = `equipe-${Date.now()}@demo.test`;
    const owner = await openBrowser({ width: 375, height: 812 });
    const learner = await openBrowser();
    try {
      const { page } = owner;
      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, 'titulaire@demo.test');
      await page.waitForURL((u) => u.pathname !== '/connexion');
      await page.goto(url('demo', TEAM));
      const section = page.getByTestId('team-section');
      await section.getByRole('heading', { name: 'Mon équipe' }).waitFor();
      await section.getByTestId('team-member').filter({ hasText: 'lea.dubois@demo.test' }).waitFor();
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      // Adding: the errors are beside their fields; the invitation is then listed as pending.
      await page.getByRole('button', { name: 'Ajouter un apprenant' }).click();
      const add = page.getByTestId('team-add-dialog');
      await add.getByRole('button', { name: 'Envoyer l’invitation' }).click();
      await add.getByText('Choisissez votre fonction.').waitFor();
      await add.getByLabel('E-mail').fill('lea.dubois@demo.test');
      await add.getByLabel('Prénom').fill('Théo');
      await add.getByLabel('Nom', { exact: true }).fill('Équipe');
      await add.getByLabel('Fonction').selectOption('Pharmacien');
      await add.getByRole('button', { name: 'Envoyer l’invitation' }).click();
      await add.getByText(/appartient déjà à un membre de votre équipe/).waitFor();
      await add.getByLabel('E-mail').fill(email);
      await add.getByRole('button', { name: 'Envoyer l’invitation' }).click();
      await page.getByRole('status').getByText(`Invitation envoyée à ${email}.`).waitFor();
      await page.goto(url('demo', `${TEAM}?q=${encodeURIComponent(email)}`));
      const row = page.getByTestId('team-member').filter({ hasText: email });
      await row.getByText('Invité').waitFor();
      await screenshot(page, 'pharmacy-team-invited');

      // The invited person opens the e-mail's link and creates their account.
      const link = await linkFromOutbox(email, /creer-mon-compte\?token=/);
      const l = learner.page;
      await l.goto(link);
      await l.getByRole('heading', { level: 1, name: 'Créer mon compte' }).waitFor();
      await l.getByLabel('Prénom').fill('Théo');
      await l.getByLabel('Nom', { exact: true }).fill('Équipe');
      await l.getByLabel('Fonction').selectOption('Pharmacien');
      await l.getByLabel('Mot de passe', { exact: true }).fill('Bienvenue-2026');
      await l.getByLabel('Confirmez le mot de passe').fill('Bienvenue-2026');
      await l.getByRole('button', { name: 'Créer mon compte' }).click();
      await waitForPath(l, '/catalogue');

      // Now an active member of the owner's list (the contacts event or a reload brings it).
      await page.reload();
      await row.getByText('Actif').waitFor();
      await row.getByText('0 terminée(s) sur 0 · 0 en cours').waitFor();

      // Assigning a training to them.
      await row.getByRole('checkbox', { name: 'Choisir Théo Équipe' }).check();
      await page.getByRole('button', { name: 'Attribuer des formations (1)' }).click();
      const assign = page.getByTestId('team-assign-dialog');
      await assign.getByLabel('Rechercher une formation').fill(TRAINING);
      await assign.getByRole('checkbox', { name: new RegExp(TRAINING) }).first().check();
      await assign.getByRole('button', { name: 'Attribuer', exact: true }).click();
      await assign.getByTestId('team-assign-results').getByText(/Théo Équipe.*inscrit\(e\)/).waitFor();
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      await assign.getByRole('button', { name: 'Fermer' }).click();
      await row.getByText('0 terminée(s) sur 1 · 1 en cours').waitFor();

      // The learner finds it in their trainings.
      await l.goto(url('demo', '/mes-formations'));
      await l.getByTestId('my-training').filter({ hasText: TRAINING }).first().waitFor();

      // Deactivating them from another tab, after a confirmation: this tab follows by the contacts live event.
      const other = await owner.context.newPage();
      await other.goto(url('demo', `${TEAM}?q=${encodeURIComponent(email)}`));
      const otherRow = other.getByTestId('team-member').filter({ hasText: email });
      await otherRow.getByRole('button', { name: 'Désactiver' }).click();
      await other.getByRole('alertdialog').getByRole('button', { name: 'Désactiver' }).click();
      await otherRow.getByText('Désactivé').waitFor();
      await row.getByText('Désactivé').waitFor();
      await row.getByRole('button', { name: 'Réactiver' }).waitFor();
      await screenshot(page, 'pharmacy-team-deactivated');
    } finally {
      await owner.close();
      await learner.close();
    }
  });

  it('is in Spanish on a Spanish host, by keyboard, with its empty result explained', async () => {
    const browser = await openBrowser();
    try {
      const { page } = browser;
      await page.goto(url('demo-es', '/conexion'));
      await submitLogin(page, 'titulaire@demo.test');
      await page.waitForURL((u) => u.pathname !== '/conexion');
      await page.goto(url('demo-es', '/administracion/mi-farmacia/panel'));
      await page.getByRole('heading', { name: 'Mi equipo' }).waitFor();
      const search = page.getByLabel('Nombre o correo');
      await search.fill('nadie-con-este-nombre');
      await search.press('Enter');
      await page.getByTestId('team-empty').getByText('Nadie corresponde a estos criterios.').waitFor();
      expect(new URL(page.url()).searchParams.get('q')).toBe('nadie-con-este-nombre');
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
    } finally {
      await browser.close();
    }
  });
});
