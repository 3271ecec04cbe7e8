/**
 * The funding files (issue 16 parts 2 and 4): a DPC file for Léa from its creation through every state to its
 * reimbursement, with its evidence pack downloaded.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readPdf } from '@app/api/test/pdf';
import { screenshot, seriousAxeViolations, url, waitForHydrated } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';

const DPEC = '/gestion/ma-pharmacie/prises-en-charge';

/** Takes the file's next action from its button, confirms it, and waits for the state it leads to. */
async function act(page: Page, button: string, state: string) {
  await page.getByTestId('dpec-file').getByRole('button', { name: button }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await page.getByText(`Le dossier est passé à l’état « ${state} ».`).waitFor();
}

describe('the funding files', () => {
  it('opens a DPC file for Léa with the suggested funder, follows it to its reimbursement, and lists it on each page', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, 'titulaire@demo.test');
      await page.waitForURL((u) => u.pathname !== '/connexion');

      // The old tab 4 leads to the current DPEC page, the files under way, its other query kept.
      await page.goto(url('demo', '/gestion/ma-pharmacie?pharmaTab=4&from=mail'));
      await page.waitForURL((u) => u.pathname === `${DPEC}/en-cours` && u.searchParams.get('from') === 'mail');
      const tabs = page.getByRole('navigation', { name: 'Rubriques de la gestion de la pharmacie' });
      expect(await tabs.getByRole('link', { name: 'Prises en charge' }).getAttribute('aria-current')).toBe('page');
      await page.getByTestId('dpec-empty').waitFor();

      // A new file: Léa and a DPC programme; the ANDPC is suggested with its reason.
      await page.getByRole('link', { name: 'Nouveau dossier' }).first().click();
      await waitForPath(page, `${DPEC}/creer`);
      const form = page.getByTestId('dpec-create');
      await waitForHydrated(form.getByRole('button', { name: 'Créer le dossier' }));
      const learner = form.getByLabel('Apprenant');
      const lea = await learner.locator('option', { hasText: 'Dubois Léa' }).getAttribute('value');
      await learner.selectOption(lea!);
      // A DPC programme of the catalogue with an ANDPC session to come (asked of the API as the page would).
      const dpcTraining = await page.evaluate(async (learnerId) => {
        const read = async (path: string) => ((await (await fetch(`/back/api/user/referent/${path}`)).json()) as { data: unknown }).data;
        for (const course of (await read('dpec/formations')) as { id: number; name: string; fundings: string[] }[]) {
          if (!course.fundings.includes('DPC')) continue;
          const funders = (await read(`dpec/funders?apprenantId=${learnerId}&trainingId=${course.id}`)) as { sessions: unknown[] };
          if (funders.sessions.length > 0) return course;
        }
        return null;
      }, lea);
      expect(dpcTraining).not.toBeNull();
      const trainingName = dpcTraining!.name;
      await form.getByLabel('Formation').selectOption(String(dpcTraining!.id));
      const suggestion = page.getByTestId('dpec-suggestion');
      await suggestion.getByText('ANDPC').waitFor();
      expect(await suggestion.textContent()).toContain('Financeur suggéré : ANDPC (DPC), car la formation est un programme DPC');
      await form.getByText('Inscription à la session sur le site de l’ANDPC').waitFor();
      await form.getByLabel('Session DPC').selectOption({ index: 1 });
      await form.getByRole('button', { name: 'Créer le dossier' }).click();

      await page.getByRole('heading', { name: 'Dossier de Léa Dubois' }).waitFor();
      const file = page.getByTestId('dpec-file');
      expect(await file.textContent()).toContain(trainingName);
      await waitForHydrated(file.getByRole('button', { name: 'Envoyer au financeur' }));
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      await act(page, 'Envoyer au financeur', 'envoyé');
      await act(page, 'Passer en cours', 'en cours');
      await act(page, 'Marquer financé', 'financé');

      // Financed: listed on the financed page, no longer on the files under way.
      await page.goto(url('demo', `${DPEC}/financement`));
      await page.getByTestId('dpec-files').getByRole('link', { name: 'Léa Dubois' }).first().click();
      await page.getByRole('heading', { name: 'Dossier de Léa Dubois' }).waitFor();
      await waitForHydrated(file.getByRole('button', { name: 'Envoyer le rapport' }));
      await act(page, 'Envoyer le rapport', 'rapport envoyé');
      await act(page, 'Marquer remboursé', 'remboursé');
      await file.getByText('Ce dossier est clos.').waitFor();
      // The evidence pack for the funder: one PDF naming the learner and the training.
      const [evidence] = await Promise.all([page.waitForEvent('download'), file.getByRole('link', { name: 'Télécharger le dossier de preuves (PDF)' }).click()]);
      expect(evidence.suggestedFilename()).toMatch(/^dossier-de-preuves-\d+\.pdf$/);
      const pack = readPdf(await readFile((await evidence.path())!)).text.replace(/\s+/g, ' ');
      expect(pack).toContain('Léa Dubois');
      expect(pack).toContain(trainingName);
      const history = await file.getByTestId('dpec-history').locator('li').allTextContents();
      expect(history.map((h) => h.split(' — ')[1])).toEqual(['Dossier créé', 'Envoyé au financeur (Envoyé)', 'Passé en cours (En cours)', 'Financé (Financé)', 'Rapport envoyé (Rapport envoyé)', 'Remboursé (Remboursé)']);
      await page.setViewportSize({ width: 375, height: 800 });
      await screenshot(page, 'pharmacy-dpec-file');
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      await page.getByRole('link', { name: 'Remboursés' }).first().click();
      await waitForPath(page, `${DPEC}/remboursement`);
      await page.getByTestId('dpec-files').getByRole('link', { name: 'Léa Dubois' }).first().waitFor();
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      await page.goto(url('demo', `${DPEC}/en-cours`));
      await page.getByTestId('dpec-empty').waitFor();
    });
  });

  it('speaks Spanish on the Spanish platform, the section’s bare path leading to the files under way', async () => {
    await inFreshBrowser(async ({ page }) => {
      const section = '/administracion/mi-farmacia/bonificaciones';
      await page.goto(url('cofares', `${section}?desde=correo`));
      await page.waitForURL((u) => u.pathname === '/conexion');
      await submitLogin(page, 'titular@cofares.test');
      await page.waitForURL((u) => u.pathname === `${section}/en-curso` && u.searchParams.get('desde') === 'correo');
      await page.getByRole('heading', { name: 'Expedientes de financiación' }).waitFor();
      await page.getByText('Ningún expediente en esta etapa.').waitFor();
      await page.getByRole('link', { name: 'Nuevo expediente' }).first().click();
      await page.getByRole('heading', { name: 'Abrir un expediente de financiación' }).waitFor();
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
    });
  });
});
