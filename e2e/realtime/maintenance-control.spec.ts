/** The administrators' maintenance control in the header (spec §3 LMS maintenance state, issue 6). */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NO_MAINTENANCE } from '@app/domain/realtime/maintenance';
import { seriousAxeViolations, url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';
import { apiAs, bannerEmptied, navigationsOf, socketFrames } from '../support/realtime.ts';

/** Signs a demo account in on the demo host and waits for the catalogue. */
async function signIn(page: Page, email: string) {
  await page.goto(url('demo', '/connexion'));
  await submitLogin(page, email);
  await waitForPath(page, '/catalogue');
  // The address changes before the catalogue is shown: a person acts once they see it.
  await page.getByRole('heading', { level: 1, name: 'Catalogue des formations' }).waitFor();
}

function maintenanceDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Maintenance de la plateforme' });
}

describe('maintenance control', () => {
  it('an administrator turns maintenance on and off from the header; a learner sees the banner follow live', async () => {
    const api = apiAs();
    await api.login('admin@demo.test');
    const message = `Mise à jour de la plateforme ${Date.now()}`;
    try {
      await inFreshBrowser(async ({ page: learner }) => {
        const frames = socketFrames(learner);
        await signIn(learner, 'pharmacien@demo.test');
        await frames.joined(/^lms-maintenance$/);
        // A learner has no control.
        expect(await learner.getByTestId('maintenance-control').count()).toBe(0);
        const banner = learner.getByTestId('maintenance-banner');
        expect(await banner.textContent()).toBe('');
        const learnerNavigations = navigationsOf(learner);

        // The administrator works on a 375 px wide screen, with the keyboard where a person would.
        await inFreshBrowser(async ({ page: admin }) => {
          await signIn(admin, 'admin@demo.test');
          const control = admin.getByTestId('maintenance-control');
          // On a phone the header's controls are behind its menu button.
          await admin.getByRole('button', { name: 'Menu' }).click();
          await control.waitFor({ state: 'visible' });
          await control.focus();
          await admin.keyboard.press('Enter');
          const dialog = maintenanceDialog(admin);
          await dialog.waitFor();
          const showMessage = dialog.getByRole('checkbox', { name: 'Afficher le message' });
          const isActive = dialog.getByRole('checkbox', { name: 'Maintenance en cours' });
          const text = dialog.getByRole('textbox', { name: 'Message' });
          expect(await showMessage.isChecked()).toBe(false);
          expect(await isActive.isChecked()).toBe(false);
          expect(await text.inputValue()).toBe('');

          // Cancel (Escape) sends nothing and loses nothing on the server.
          await isActive.check();
          const writes: string[] = [];
          admin.on('request', (request) => {
            if (request.method() === 'PUT') writes.push(request.url());
          });
          await admin.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
          expect(await admin.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('maintenance-control');
          expect(writes).toEqual([]);
          expect(await api.maintenance()).toEqual(NO_MAINTENANCE);

          // Turning maintenance on says so before saving.
          await control.click();
          expect(await isActive.isChecked()).toBe(false);
          await showMessage.check();
          await isActive.check();
          await text.fill(message);
          const turnOn = dialog.getByRole('button', { name: 'Enregistrer et mettre en maintenance' });
          await turnOn.waitFor();
          expect(await turnOn.getAttribute('aria-describedby')).toBeTruthy();
          expect((await seriousAxeViolations(admin)).join('\n')).toBe('');
          expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
          await turnOn.click();
          await admin.getByRole('alert').getByText('L’état de maintenance est enregistré.').waitFor();
          await dialog.waitFor({ state: 'hidden' });
          await admin.getByRole('button', { name: 'Maintenance en cours', exact: true }).waitFor();

          // The learner's page shows the message without reloading.
          await banner.getByText(message).waitFor({ timeout: 5_000 });

          // Off again through the control: the dialog opens with the state in force.
          await control.click();
          expect(await showMessage.isChecked()).toBe(true);
          expect(await isActive.isChecked()).toBe(true);
          expect(await text.inputValue()).toBe(message);
          await showMessage.uncheck();
          await isActive.uncheck();
          await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
          await dialog.waitFor({ state: 'hidden' });
          await bannerEmptied(learner, 5_000);
          await admin.getByRole('button', { name: 'Maintenance', exact: true }).waitFor();
        }, { width: 375, height: 800 });
        expect(learnerNavigations).toEqual([]);
      });
    } finally {
      await api.setMaintenance(NO_MAINTENANCE);
    }
  });

  it('an administrator sees a message over 2,000 characters refused beside the field, and nothing is saved', async () => {
    const api = apiAs();
    await api.login('admin@demo.test');
    try {
      await inFreshBrowser(async ({ page }) => {
        await signIn(page, 'admin@demo.test');
        await page.getByTestId('maintenance-control').click();
        const dialog = maintenanceDialog(page);
        const text = dialog.getByRole('textbox', { name: 'Message' });
        await text.fill('x'.repeat(2001));
        await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
        await dialog.getByText('Ce texte est trop long.').waitFor();
        expect(await text.getAttribute('aria-invalid')).toBe('true');
        expect((await seriousAxeViolations(page)).join('\n')).toBe('');
        expect(await api.maintenance()).toEqual(NO_MAINTENANCE);
      });
    } finally {
      await api.setMaintenance(NO_MAINTENANCE);
    }
  });
});
