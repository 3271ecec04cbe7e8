import { describe, expect, it } from 'vitest';
import { openBrowser, screenshot, url, waitForHydrated } from '../support/browser.ts';
import { expectAccessibleAndFitting } from '../support/content.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';

/** A French learner of Pharmacie du Centre, whose owner is titulaire@demo.test. */
const LEARNER = 'sarah.laurent@demo.test';
const TITLE = 'Atelier d’entretien motivationnel';
const PROOF = { name: 'attestation-atelier.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') };

// Issue 19 part 2: an action done elsewhere, declared with its proof, verified by the owner, counted on the card.
describe('declared actions', () => {
  it('lets a learner declare an action with its proof, the owner verify it in another browser, and the card count it live', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion?redirect=/compte/profil'));
      await submitLogin(page, LEARNER);
      await waitForPath(page, '/compte/profil');
      const section = page.getByTestId('compliance-declarations');
      await section.getByText('Vous n’avez déclaré aucune action.').waitFor();
      const open = section.getByRole('button', { name: 'Déclarer une action' });
      await waitForHydrated(open);
      await open.click();
      const dialog = page.getByTestId('declare-dialog');
      await dialog.getByLabel('Intitulé de l’action').fill(TITLE);
      await dialog.getByLabel('Organisme qui l’a dispensée').fill('Faculté de pharmacie de Lyon');
      await dialog.getByLabel('Date de fin').fill('2026-03-12');
      await dialog.getByLabel('Bloc 3 : améliorer la relation avec les patients').check();
      // A file that is not a PDF, PNG or JPEG by its bytes is refused beside its field, whatever its name says.
      await dialog.getByLabel('Justificatif (attestation, certificat)').setInputFiles({ ...PROOF, buffer: Buffer.from('GIF89a not a pdf') });
      await dialog.getByRole('button', { name: 'Déclarer', exact: true }).click();
      await dialog.getByText(/ni un PDF, ni une image PNG ou JPEG/).waitFor();
      expect(await dialog.getByLabel('Justificatif (attestation, certificat)').getAttribute('aria-invalid')).toBe('true');
      await expectAccessibleAndFitting(page, 1280);
      await dialog.getByLabel('Justificatif (attestation, certificat)').setInputFiles(PROOF);
      await dialog.getByRole('button', { name: 'Déclarer', exact: true }).click();
      await section.getByText('Action déclarée : elle comptera une fois son justificatif vérifié.').waitFor();
      const declared = section.getByTestId('declaration').filter({ hasText: TITLE });
      expect(await declared.getAttribute('data-status')).toBe('pending');
      expect(await declared.getByRole('link', { name: 'Voir le justificatif (attestation-atelier.pdf)' }).getAttribute('href')).toMatch(/^\/back\/api\/user\/compliance\/declarations\/\d+\/proof$/);
      const certification = page.getByTestId('compliance-card').locator('[data-code="fr-certification"]');
      expect(await certification.getByTestId('compliance-pending').textContent()).toContain(TITLE);

      // The owner, in a browser of their own, opens the proof and verifies the action from the dashboard.
      const owner = await openBrowser();
      try {
        await owner.page.goto(url('demo', '/connexion'));
        await submitLogin(owner.page, 'titulaire@demo.test');
        await owner.page.waitForURL((u) => u.pathname !== '/connexion');
        await owner.page.goto(url('demo', '/gestion/ma-pharmacie/tableau-de-bord'));
        const toVerify = owner.page.getByTestId('declarations-to-verify');
        await toVerify.getByRole('heading', { name: 'Actions à vérifier' }).waitFor();
        const item = toVerify.getByTestId('declaration-to-verify').filter({ hasText: TITLE });
        expect(await item.textContent()).toContain('Sarah Laurent');
        // The proof the link opens, fetched as the owner's page would.
        const href = (await item.getByRole('link', { name: /^Voir le justificatif/ }).getAttribute('href'))!;
        const proof = await owner.page.evaluate(async (at) => {
          const response = await fetch(at);
          return { type: response.headers.get('content-type'), text: await response.text() };
        }, href);
        expect(proof).toEqual({ type: 'application/pdf', text: PROOF.buffer.toString() });
        await owner.page.setViewportSize({ width: 375, height: 800 });
        await expectAccessibleAndFitting(owner.page, 375);
        const verify = item.getByRole('button', { name: 'Valider' });
        await waitForHydrated(verify);
        await verify.click();
        await toVerify.getByText('Action validée : elle compte désormais pour Sarah Laurent.').waitFor();
        await toVerify.getByText('Aucune action n’attend de vérification.').waitFor();
        await screenshot(owner.page, 'declarations-verified-by-owner');
      } finally {
        await owner.close();
      }

      // The learner's page follows their live events: the decision's notification refreshes the card.
      await expect.poll(() => declared.getAttribute('data-status'), { timeout: 15_000 }).toBe('verified');
      expect(await declared.textContent()).toMatch(/Validée par Isabelle Moreau le/);
      await certification.getByText(new RegExp(`^${TITLE}, terminée le `)).waitFor();
      expect(await certification.getByTestId('compliance-pending').count()).toBe(0);
      await page.setViewportSize({ width: 375, height: 800 });
      await expectAccessibleAndFitting(page, 375);
      await screenshot(page, 'declarations-counted');
    });
  }, 180_000);
});
