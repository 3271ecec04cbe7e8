import { describe, expect, it } from 'vitest';
import { openBrowser, screenshot, seriousAxeViolations, url } from '../support/browser.ts';
import { submitLogin } from '../support/identity.ts';
import { buyOne } from '../support/shop.ts';

/** Self-paced trainings no other browser test buys (the files share one server and database). */
const FREE = { path: '/video/pansements-plaies-chroniques', name: 'Pansements et plaies chroniques' };
const CHEQUE = { path: '/pdf/fiches-interactions-medicamenteuses', name: 'Fiches pratiques : interactions médicamenteuses majeures' };

describe('free and cheque orders', () => {
  it('a 100 % code makes the order free; a cheque order waits for its cheque with where to send it', async () => {
    const browser = await openBrowser();
    try {
      const { page } = browser;
      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, 'boutique@demo.test');
      await page.waitForURL((u) => u.pathname !== '/connexion');

      // A code refused is explained beside its field; the 100 % one brings the total to zero.
      await buyOne(page, FREE);
      await page.getByTestId('discount-code').fill('ETE2025');
      await page.getByRole('button', { name: 'Appliquer' }).click();
      await page.getByText('Ce code promo a expiré.').waitFor();
      expect(await page.getByTestId('discount-code').getAttribute('aria-invalid')).toBe('true');
      await page.getByTestId('discount-code').fill('OFFERT100');
      await page.getByRole('button', { name: 'Appliquer' }).click();
      await page.getByTestId('discount-applied').waitFor();
      expect(await page.getByTestId('totals-totalWithVat').textContent()).toMatch(/^0,00\s€$/);
      await page.getByRole('button', { name: 'Valider la commande gratuite' }).click();
      await page.waitForURL((u) => u.pathname.startsWith('/boutique/commande/'));
      await expect.poll(() => page.getByTestId('order-status').getAttribute('data-status')).toBe('paid');

      // A cheque: the order waits, and the confirmation says whom to pay and where to send it.
      await buyOne(page, CHEQUE);
      await page.getByLabel('Chèque').check();
      await page.getByRole('button', { name: 'Commander et payer par chèque' }).click();
      await page.waitForURL((u) => u.pathname.startsWith('/boutique/commande/'));
      expect(await page.getByTestId('order-status').getAttribute('data-status')).toBe('awaitingCheque');
      const instructions = page.getByTestId('cheque-instructions');
      await instructions.getByText(/à l'ordre de/).waitFor();
      expect(await instructions.locator('address').textContent()).not.toBe('');
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      await screenshot(page, 'shop-cheque-order');

      // The profile lists both orders, newest first.
      await page.goto(url('demo', '/compte/profil'));
      const rows = page.getByTestId('order-row');
      await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
      expect(await rows.first().getByTestId('order-status').getAttribute('data-status')).toBe('awaitingCheque');
    } finally {
      await browser.close();
    }
  });

  it('is in Spanish at /tienda: an empty cart leads to the catalogue', async () => {
    const browser = await openBrowser({ width: 375, height: 740 });
    try {
      const { page } = browser;
      await page.goto(url('demo-es', '/tienda'));
      await page.getByRole('heading', { level: 1, name: 'Mi carrito' }).waitFor();
      const empty = page.getByTestId('cart-empty');
      await empty.getByText('Tu carrito está vacío').waitFor();
      expect(await empty.getByRole('link', { name: 'Ver el catálogo' }).getAttribute('href')).toBe('/catalogar');
      expect(await page.getByTestId('cart-link').getAttribute('aria-label')).toBe('Carrito: 0 formaciones');
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
    } finally {
      await browser.close();
    }
  });
});
