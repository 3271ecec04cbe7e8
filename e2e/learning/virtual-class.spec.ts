import { describe, expect, it } from 'vitest';
import { screenshot, url } from '../support/browser.ts';
import { expectAccessibleAndFitting } from '../support/content.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';

/** The demo trainer's link (seed `virtual-class-demo.ts`: demo data, printed in the README). */
const TRAINER_LINK = '/trainer/virtualClass/demo-formateur-douleur-chronique-2027-01-12';
const PHONE = { width: 375, height: 740 };

describe('trainer virtual class (issue 12 part 3)', () => {
  it('a trainer opens their class from the link on a phone, sees who is booked and marks attendance', async () => {
    await inFreshBrowser(async ({ page }) => {
      const response = await page.goto(url('demo', TRAINER_LINK));
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Prise en charge de la douleur chronique' }).waitFor();
      await page.getByText('Bonjour Julien Lefebvre, voici votre session.').waitFor();
      // The room opens for the trainer an hour before the start (19:30 Paris, in winter).
      await page.getByText('La salle ouvrira pour vous le mardi 12 janvier 2027 à 18:30 (heure de Paris)', { exact: false }).waitFor();
      await page.getByRole('heading', { name: '2 participants inscrits' }).waitFor();
      const chloe = page.getByRole('group', { name: 'Chloé Simon' });
      const romain = page.getByRole('group', { name: 'Romain Michel' });
      expect(await chloe.getByText('Présence non renseignée').count()).toBe(1);
      await expectAccessibleAndFitting(page, PHONE.width);

      await chloe.getByRole('radio', { name: 'Présent' }).check();
      await page.getByRole('status').getByText('Chloé Simon : Présent.').waitFor();
      // From the keyboard: the next group's first choice, then the arrow to "Absent".
      await romain.getByRole('radio', { name: 'Présent' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.getByRole('status').getByText('Romain Michel : Absent.').waitFor();
      await screenshot(page, 'trainer-virtual-class');
      await expectAccessibleAndFitting(page, PHONE.width);

      // The replay: refused beside its field when it is not a web address, then published.
      const replay = page.getByLabel('Lien du replay');
      await replay.fill('enregistrement douleur');
      await page.getByRole('button', { name: 'Publier le replay' }).click();
      await page.getByText('Indiquez l’adresse complète du replay, par exemple https://…').waitFor();
      await replay.fill('https://replay.example.org/douleur-2027-01-12');
      await page.getByRole('button', { name: 'Publier le replay' }).click();
      await page.getByRole('status').getByText('Replay publié pour les participants.').waitFor();
      await expectAccessibleAndFitting(page, PHONE.width);

      // Recorded: the marks and the replay are there when the page is opened again.
      await page.reload();
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      expect(await page.getByRole('group', { name: 'Chloé Simon' }).getByRole('radio', { name: 'Présent' }).isChecked()).toBe(true);
      expect(await page.getByRole('group', { name: 'Romain Michel' }).getByRole('radio', { name: 'Absent' }).isChecked()).toBe(true);
      expect(await page.getByLabel('Lien du replay').inputValue()).toBe('https://replay.example.org/douleur-2027-01-12');
    }, PHONE);
  });

  it('shows the page in Spanish on a Spanish host, and a clear page for an unknown link', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo-es', TRAINER_LINK));
      await page.getByRole('heading', { name: '2 participantes inscritos' }).waitFor();
      await page.getByRole('group', { name: 'Chloé Simon' }).getByRole('radio', { name: 'Presente' }).waitFor();

      const unknown = await page.goto(url('demo', '/trainer/virtualClass/not-a-valid-trainer-token-at-all'));
      expect(unknown?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Lien formateur invalide' }).waitFor();
      expect(await page.getByRole('group').count()).toBe(0);
    });
  });

  it('a booked learner finds the room in the learning view, with when it opens in Paris time', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion'));
      // Romain, booked on the demo class (the trainer's test above marks Chloé present, which completes her training).
      await submitLogin(page, 'romain.michel@demo.test');
      await waitForPath(page, '/catalogue');
      await page.goto(url('demo', '/mes-formations'));
      await page.getByRole('link', { name: 'Continuer : Prise en charge de la douleur chronique' }).click();
      await page.waitForURL((u) => /^\/learn\/\d+$/.test(u.pathname));
      // His seat on 12 January (19:30–21:30): the room opens 15 minutes before, and there is no join button yet.
      const room = page.getByTestId('virtual-class-join').filter({ hasText: 'Session du mardi 12 janvier 2027' });
      await room.getByRole('heading', { name: 'Classe virtuelle' }).waitFor();
      await room.getByText('La salle ouvrira le mardi 12 janvier 2027 à 19:15 (heure de Paris), 15 minutes avant le début.').waitFor();
      expect(await room.getByRole('button', { name: 'Rejoindre la session' }).count()).toBe(0);
      await page.setViewportSize(PHONE);
      await expectAccessibleAndFitting(page, PHONE.width);
      await screenshot(page, 'learner-virtual-class-room');
    });
  });
});
