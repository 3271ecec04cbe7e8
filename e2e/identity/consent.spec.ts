import { describe, expect, it } from 'vitest';
import { screenshot, seriousAxeViolations, url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';

describe('consent dialog', () => {
  it('consent@demo.test cannot use the site before ticking the box', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, 'consent@demo.test');
      await waitForPath(page, '/catalogue');
      const dialog = page.getByRole('dialog', { name: 'Votre consentement' });
      await dialog.waitFor();
      expect(await dialog.getByRole('button', { name: /fermer|close/i }).count()).toBe(0);
      await screenshot(page, 'consent-dialog');

      // Not closable: Escape and a click outside leave it open; the page behind is unreachable.
      await page.keyboard.press('Escape');
      await page.mouse.click(5, 5);
      expect(await dialog.isVisible()).toBe(true);

      // The box must be ticked.
      await dialog.getByRole('button', { name: 'Valider' }).click();
      await dialog.getByText('Cochez la case pour donner votre consentement.').waitFor();

      // Still there after a reload (it is the server's state).
      await page.reload();
      await dialog.waitFor();

      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      // A failure keeps the dialog and shows the translated error toast at the top.
      await page.route('**/back/api/user/consent', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":"Error","message":"boom","data":null}' }),
      );
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: 'Valider' }).click();
      const toast = page.locator('.Toastify__toast-container--top-center').getByText('Une erreur est survenue. Veuillez réessayer.');
      await toast.waitFor();
      expect(await dialog.isVisible()).toBe(true);
      expect(await dialog.getByRole('checkbox').isChecked()).toBe(true);
      await page.unroute('**/back/api/user/consent');

      await dialog.getByRole('button', { name: 'Valider' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Catalogue des formations' }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
    });
  });
});
