import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, screenshot, url, type Browser } from '../support/browser.ts';
import { inFreshBrowser, outbox, submitLogin, waitForPath } from '../support/identity.ts';
import { expectAccessibleAndFitting, uniqueEmail, waitForMail } from '../support/content.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => browser.close());

describe('surveys', () => {
  it('offer survey: errors beside the fields, then a confirmation and an acknowledgement in the outbox', async () => {
    const { page } = browser;
    await page.goto(url('localhost', '/offre'));
    await page.getByRole('heading', { level: 1, name: 'Aidez-nous à construire notre offre' }).waitFor();
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByText('Choisissez au moins un type de formation.').waitFor();
    expect(await page.getByLabel('Nom et prénom').getAttribute('aria-invalid')).toBe('true');

    const email = uniqueEmail('offre');
    await page.getByLabel('Nom et prénom').fill('Claire Martin');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Nom de la pharmacie').fill('Pharmacie du Centre');
    await page.getByLabel('Votre fonction').selectOption('titulaire');
    await page.getByRole('checkbox', { name: 'Webinaire' }).check();
    await page.getByRole('checkbox', { name: 'DPC' }).check();
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByRole('heading', { name: 'Merci pour votre réponse !' }).waitFor();
    const reference = (await page.getByTestId('reference').textContent())!.trim();
    expect(reference).not.toBe('');
    await screenshot(page, 'survey-offer-confirmation');
    const mail = await waitForMail(email);
    expect(mail.to).toBe(email);
  });

  it('custom-training request: validation, confirmation, acknowledgement in Spanish on a Spanish host', async () => {
    const { page } = browser;
    await page.goto(url('demo-es', '/formulaire/formulaire-sur-mesure'));
    await page.getByRole('heading', { level: 1, name: 'Solicitud de formación a medida' }).waitFor();
    const email = uniqueEmail('sur-mesure');
    await page.getByLabel('Nombre y apellidos').fill('Lucía García');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Nombre de la farmacia').fill('Farmacia Central');
    await page.getByLabel('Tema de la formación').fill('Atención farmacéutica en diabetes');
    await page.getByLabel('Número de participantes').fill('900');
    await page.getByLabel('Formato deseado').selectOption('mixte');
    await page.getByLabel('Su necesidad en detalle').fill('Equipo de 8 personas, dos turnos.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Indique un número de participantes entre 1 y 500.').waitFor();
    await page.getByLabel('Número de participantes').fill('8');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('heading', { name: '¡Hemos recibido su solicitud!' }).waitFor();
    expect((await page.getByTestId('reference').textContent())!.trim()).not.toBe('');
    await waitForMail(email);
  });

  it('the forms are accessible and fit a 375 px screen', async () => {
    const phone = await openBrowser({ width: 375, height: 740 });
    try {
      for (const path of ['/offre', '/formulaire/formulaire-sur-mesure', '/contact', '/feedback/jeton-inconnu']) {
        await phone.page.goto(url('localhost', path));
        await phone.page.getByRole('heading', { level: 1 }).waitFor();
        await expectAccessibleAndFitting(phone.page, 375);
      }
    } finally {
      await phone.close();
    }
  });
});

describe('feedback', () => {
  it('works once per token: the second visit gives the clear "already given" page', async () => {
    await inFreshBrowser(async ({ page }) => {
      expect((await page.goto(url('localhost', '/feedback/demo-feedback-2026')))?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Donnez votre avis' }).waitFor();
      await page.getByRole('button', { name: 'Envoyer mon avis' }).click();
      await page.getByText('Choisissez une note de 1 à 5 étoiles.').waitFor();
      expect(await page.getByRole('radio').count()).toBe(5);
      // Keyboard: focus the first star and move with the arrows.
      await page.getByRole('radio', { name: '1 sur 5' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await page.getByRole('radio', { name: '4 sur 5' }).isChecked()).toBe(true);
      await page.getByLabel('Commentaire (facultatif)').fill('Formation claire et très concrète pour le comptoir.');
      await page.getByRole('button', { name: 'Envoyer mon avis' }).click();
      await page.getByRole('heading', { name: 'Merci pour votre avis !' }).waitFor();
      await screenshot(page, 'feedback-sent');

      const again = await page.goto(url('localhost', '/feedback/demo-feedback-2026'));
      expect(again?.status()).toBe(410);
      await page.getByRole('heading', { level: 1, name: 'Avis déjà donné' }).waitFor();
      expect(await page.getByRole('radio').count()).toBe(0);
    });
  });

  it('an unknown token gives a clear page in the feedback layout', async () => {
    const { page } = browser;
    expect((await page.goto(url('localhost', '/feedback/jeton-inconnu')))?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Lien d’avis introuvable' }).waitFor();
    expect(await page.getByRole('navigation').count()).toBe(0);
  });
});

describe('contact', () => {
  it('a visitor sends a message to the platform contact address', async () => {
    const { page } = browser;
    await page.goto(url('localhost', '/contact'));
    await page.getByRole('heading', { level: 1, name: 'Nous contacter' }).waitFor();
    expect(await page.getByRole('button', { name: 'Demander à être rappelé' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Envoyer' }).click();
    // The field rules load with the first submit: the message comes when they have.
    await expect.poll(() => page.getByLabel('Objet').getAttribute('aria-invalid')).toBe('true');
    const subject = `Question facture ${Date.now()}`;
    await page.getByLabel('Nom et prénom').fill('Paul Durand');
    await page.getByLabel('Adresse e-mail').fill(uniqueEmail('contact'));
    await page.getByLabel('Objet').fill(subject);
    await page.getByRole('textbox', { name: 'Message' }).fill('Bonjour, je ne trouve pas ma facture de mars.');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByRole('heading', { name: 'Votre message est envoyé !' }).waitFor();
    const until = Date.now() + 10_000;
    while (!(await outbox('contact@demo.test')).some((m) => m.subject.includes(subject) || m.text.includes(subject))) {
      if (Date.now() > until) throw new Error('no contact mail in the outbox');
      await new Promise((r) => setTimeout(r, 250));
    }
  });

  it('a logged-in user finds the form prefilled and asks for the advisor call-back', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('localhost', '/connexion'));
      await submitLogin(page, 'pharmacien@demo.test');
      await waitForPath(page, '/catalogue');
      await page.goto(url('localhost', '/compte/contact'));
      expect(await page.getByLabel('Adresse e-mail').inputValue()).toBe('pharmacien@demo.test');
      expect(await page.getByLabel('Nom et prénom').inputValue()).not.toBe('');
      await page.getByRole('button', { name: 'Demander à être rappelé' }).click();
      await page.getByText(/Votre demande de rappel est envoyée/).waitFor();
    });
  });
});
