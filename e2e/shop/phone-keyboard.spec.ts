import { describe, expect, it } from 'vitest';
import { openBrowser, screenshot, seriousAxeViolations, url } from '../support/browser.ts';
import { DEMO_PASSWORD } from '../support/identity.ts';
import { cartProduct, chooseByKeyboard, expectInvoicePdf, expectPaidOrder, payOnSandbox, tabTo } from '../support/shop.ts';

/** Trainings no other browser test buys or books: a DPC e-learning and a mixed training with virtual class sessions. */
const DPC = { path: '/dpc/entretiens-pharmaceutiques-avk', name: 'Entretiens pharmaceutiques des patients sous AVK' };
const MIXT = { path: '/mixt/contraception-urgence-sante-sexuelle', name: "Contraception d'urgence et santé sexuelle à l'officine" };

describe('the shop on a phone, by keyboard alone', () => {
  it('adds two trainings, signs in, chooses, applies a code and pays with the sandbox card at 375 px wide', async () => {
    const browser = await openBrowser({ width: 375, height: 812 });
    try {
      const { page } = browser;
      const key = (k: string) => page.keyboard.press(k);
      const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      for (const training of [DPC, MIXT]) {
        await page.goto(url('demo', training.path));
        await tabTo(page, page.getByRole('button', { name: `Ajouter au panier : ${training.name}` }));
        await key('Enter');
        await page.locator('.Toastify__toast-container--top-right').getByText(`« ${training.name} » a été ajoutée à votre panier.`).waitFor();
      }
      await fits();

      // The header's cart link stays outside the phone menu, on the header's one line.
      expect((await page.getByRole('banner').boundingBox())?.height).toBeLessThan(90);
      await tabTo(page, page.getByTestId('cart-link'));
      expect(await page.getByTestId('cart-link').getAttribute('aria-label')).toBe('Panier : 2 formations');
      await key('Enter');
      await page.waitForURL((u) => u.pathname === '/boutique');
      await expect.poll(() => page.getByTestId('cart-product').count()).toBe(2);
      await fits();

      // Sign in from the cart and come back to it.
      await tabTo(page, page.getByTestId('shop-sign-in'));
      await key('Enter');
      await page.waitForURL((u) => u.pathname === '/connexion');
      await tabTo(page, page.getByLabel(/^Adresse e-mail$/));
      await page.keyboard.type('boutique@demo.test');
      await tabTo(page, page.getByLabel(/^Mot de passe$/));
      await page.keyboard.type(DEMO_PASSWORD);
      await key('Enter');
      await page.waitForURL((u) => u.pathname === '/boutique');
      await expect.poll(() => page.getByTestId('cart-product').count()).toBe(2);

      // DPC pays the organisation directly: that product costs nothing; the other is paid with FIF-PL.
      const dpc = cartProduct(page, DPC.name);
      await chooseByKeyboard(page, dpc.getByTestId('function-select'), 'Pharmacien');
      await chooseByKeyboard(page, dpc.getByTestId('funding-select'), 'DPC');
      await dpc.getByTestId('cart-funded-price').getByText('0,00 €', { exact: false }).waitFor();
      const mixt = cartProduct(page, MIXT.name);
      await chooseByKeyboard(page, mixt.getByTestId('function-select'), 'Pharmacien');
      await chooseByKeyboard(page, mixt.getByTestId('funding-select'), 'FIFPL');
      const session = mixt.getByTestId('session-select');
      const firstSession = await session.locator('option:not([value=""])').first().getAttribute('value');
      await chooseByKeyboard(page, session, firstSession as string);
      await mixt.getByText(/^Place réservée jusqu'à/).waitFor();
      await expect.poll(() => page.getByText('Prête pour le paiement').count()).toBe(2);

      await tabTo(page, page.getByTestId('discount-code'));
      await page.keyboard.type('BIENVENUE10');
      await key('Enter');
      await page.getByTestId('discount-applied').waitFor();
      await fits();
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      await screenshot(page, 'shop-cart-phone');

      await tabTo(page, page.getByTestId('pay'));
      await key('Enter');
      await payOnSandbox(page, { keyboard: true });
      await expectPaidOrder(page);
      await fits();
      await expectInvoicePdf(page);
      await tabTo(page, page.getByTestId('to-my-trainings'));
      await key('Enter');
      await page.waitForURL((u) => u.pathname === '/mes-formations');
      for (const training of [DPC, MIXT]) await page.getByTestId('my-training').filter({ hasText: training.name }).waitFor();
    } finally {
      await browser.close();
    }
  });
});
