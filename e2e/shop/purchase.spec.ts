import { describe, expect, it } from 'vitest';
import { openBrowser, screenshot, seriousAxeViolations, url } from '../support/browser.ts';
import { submitLogin } from '../support/identity.ts';
import { cartProduct, expectInvoicePdf, expectPaidOrder, payOnSandbox } from '../support/shop.ts';

/**
 * Trainings no other browser test buys or books (the files share one server and database): a DPC e-learning, a
 * virtual class with a session (15 seats left), and one the guest adds then removes.
 */
const DPC = { path: '/dpc/bilan-partage-medication', name: 'Bilan partagé de médication chez le patient âgé polymédiqué' };
const LIVE = { search: '/recherche/inhalation', name: "Asthme et BPCO : bon usage des dispositifs d'inhalation" };
const REMOVED = { path: '/virtualClass/cystite-trod-urinaire', name: 'Cystite simple : bandelette urinaire et délivrance protocolisée' };
/** The demo seed's 10 % code (packages/db/src/seed/data/shop-demo.ts). */
const CODE = 'BIENVENUE10';

describe('buying trainings in the shop', () => {
  it('a guest fills a cart, signs in, keeps it, chooses, applies a code, pays by card, is enrolled and gets the invoice; a second tab follows live', async () => {
    const browser = await openBrowser();
    try {
      const { page, context } = browser;

      // A guest adds a training from its detail page: the product toast comes at the top, with the way to the cart.
      await page.goto(url('demo', DPC.path));
      await page.getByRole('button', { name: `Ajouter au panier : ${DPC.name}` }).click();
      const toast = page.locator('.Toastify__toast-container--top-right').getByText(`« ${DPC.name} » a été ajoutée à votre panier.`);
      await toast.waitFor();
      await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
      await page.goto(url('demo', REMOVED.path));
      await page.getByRole('button', { name: `Ajouter au panier : ${REMOVED.name}` }).click();
      await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('2');

      // …and one from a catalogue card (search results), then the card says it is in the cart.
      await page.goto(url('demo', LIVE.search));
      await page.getByRole('button', { name: `Ajouter au panier : ${LIVE.name}` }).click();
      await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('3');
      await page.getByRole('listitem').filter({ hasText: LIVE.name }).getByTestId('in-cart').waitFor();

      // The cart: the fixed brand label, prices, and an invitation to sign in to pay.
      await page.getByTestId('cart-link').click();
      await page.waitForURL((u) => u.pathname === '/boutique');
      await expect.poll(() => page.getByTestId('cart-product').count()).toBe(3);
      expect(await cartProduct(page, DPC.name).getByTestId('cart-brand').textContent()).toBe('Pharma Campus');
      expect(await cartProduct(page, DPC.name).getByTestId('cart-price-ht').textContent()).toMatch(/^320,00\s€ HT$/);
      await page.getByTestId('shop-sign-in').click();

      // Signing in brings the buyer back to the cart, which followed them.
      await page.waitForURL((u) => u.pathname === '/connexion');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/boutique');
      await submitLogin(page, 'boutique@demo.test');
      await page.waitForURL((u) => u.pathname === '/boutique');
      await expect.poll(() => page.getByTestId('cart-product').count()).toBe(3);
      await page.getByTestId('not-payable').waitFor();

      // A second tab of the same buyer shows the same cart, and follows every change.
      const second = await context.newPage();
      await second.goto(url('demo', '/boutique'));
      await expect.poll(() => second.getByTestId('cart-count').textContent()).toBe('3');

      // Removing asks first; the second tab's count and list follow.
      await cartProduct(page, REMOVED.name).getByRole('button', { name: `Retirer « ${REMOVED.name} » du panier` }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('Retirer cette formation ?').waitFor();
      await dialog.getByRole('button', { name: 'Retirer' }).click();
      await expect.poll(() => page.getByTestId('cart-product').count()).toBe(2);
      await expect.poll(() => second.getByTestId('cart-count').textContent(), { timeout: 15_000 }).toBe('2');
      await expect.poll(() => second.getByTestId('cart-product').count(), { timeout: 15_000 }).toBe(2);

      // Function, funding, and the live training's session (its seat held for a while).
      for (const name of [DPC.name, LIVE.name]) {
        const product = cartProduct(page, name);
        await product.getByTestId('function-select').locator('option[value="Pharmacien"]').waitFor({ state: 'attached' });
        await product.getByTestId('function-select').selectOption('Pharmacien');
        await product.getByTestId('funding-select').locator('option[value="FIFPL"]').waitFor({ state: 'attached' });
        await product.getByTestId('funding-select').selectOption('FIFPL');
        await expect.poll(() => product.getByTestId('funding-select').inputValue()).toBe('FIFPL');
      }
      const live = cartProduct(page, LIVE.name);
      await live.getByTestId('session-select').locator('option:not([value=""])').first().waitFor({ state: 'attached' });
      await live.getByTestId('session-select').selectOption({ index: 1 });
      await live.getByText(/^Place réservée jusqu'à \d{2}:\d{2}\.$/).waitFor();
      await expect.poll(() => page.getByText('Prête pour le paiement').count()).toBe(2);

      // A code the seed offers: 10 % off, the totals add up (VAT = TTC − HT), the second tab shows the same.
      await page.getByTestId('discount-code').fill(CODE);
      await page.getByRole('button', { name: 'Appliquer' }).click();
      await page.getByTestId('discount-applied').waitFor();
      await second.getByTestId('discount-applied').waitFor({ timeout: 15_000 });
      const amount = async (id: string) => Number((await page.getByTestId(`totals-${id}`).textContent())!.replace(/[^\d,-]/g, '').replace(',', '.'));
      expect(await amount('subtotal')).toBe(485);
      expect(await amount('discount')).toBe(-48.5);
      expect(await amount('total')).toBe(436.5);
      expect(Math.round((await amount('total')) * 100 + (await amount('vat')) * 100)).toBe(Math.round((await amount('totalWithVat')) * 100));
      expect(await second.getByTestId('totals-totalWithVat').textContent()).toBe(await page.getByTestId('totals-totalWithVat').textContent());
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      await screenshot(page, 'shop-cart');
      await second.close();

      // The card goes on the provider's page; back on the confirmation, the order is paid and the invoice a PDF.
      await page.getByTestId('pay').click();
      await payOnSandbox(page);
      await expectPaidOrder(page);
      expect(await page.getByTestId('order-line').count()).toBe(2);
      await expectInvoicePdf(page);
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      // Enrolled: both trainings are in "my trainings"; the profile lists the order; the cart is empty again.
      await page.getByTestId('to-my-trainings').click();
      await page.waitForURL((u) => u.pathname === '/mes-formations');
      for (const name of [DPC.name, LIVE.name]) await page.getByTestId('my-training').filter({ hasText: name }).waitFor();
      await page.goto(url('demo', '/compte/profil'));
      await page.getByTestId('order-row').first().getByTestId('order-status').getByText('Payée').waitFor();
      await page.goto(url('demo', '/boutique'));
      await page.getByTestId('cart-empty').waitFor();
      expect(await page.getByTestId('cart-count').textContent()).toBe('0');
    } finally {
      await browser.close();
    }
  });
});
