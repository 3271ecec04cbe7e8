/** Shared steps of the shop's browser tests (issue 14): keyboard moves, the sandbox card, the invoice's answer. */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { url } from './browser.ts';

/** The sandbox provider's accepted test card (packages/domain/src/shop/checkout.ts SANDBOX_CARDS), with a future expiry. */
export const TEST_CARD = { number: '4970 1000 0000 0055', expiry: '12/30', cvc: '123' };

/** Presses Tab until `target` has the focus (from wherever the focus is), as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  await target.waitFor({ state: 'attached' });
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Chooses `value` in a focused-by-Tab select with the arrow keys (each step is a change, as in a browser). */
export async function chooseByKeyboard(page: Page, select: Locator, value: string): Promise<void> {
  await expect.poll(() => select.isEnabled(), { timeout: 15_000 }).toBe(true);
  await select.locator(`option[value="${value}"]`).waitFor({ state: 'attached' });
  await tabTo(page, select);
  for (let i = 0; i < 8 && (await select.inputValue()) !== value; i++) {
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(150);
    // A change the API answers re-renders the picker: the keyboard goes on from it.
    if (!(await select.evaluate((el) => el === document.activeElement))) await tabTo(page, select);
  }
  expect(await select.inputValue()).toBe(value);
}

/** Pays on the sandbox provider's hosted page with the accepted test card, by keyboard or by pointer. */
export async function payOnSandbox(page: Page, { keyboard = false } = {}): Promise<void> {
  await page.waitForURL((u) => u.pathname.startsWith('/back/sandbox-pay/'));
  if (keyboard) {
    await tabTo(page, page.locator('#cardNumber'));
    await page.keyboard.type(TEST_CARD.number);
    await page.keyboard.press('Tab');
    await page.keyboard.type(TEST_CARD.expiry);
    await page.keyboard.press('Tab');
    await page.keyboard.type(TEST_CARD.cvc);
    await page.keyboard.press('Enter');
  } else {
    await page.locator('#cardNumber').fill(TEST_CARD.number);
    await page.locator('#expiry').fill(TEST_CARD.expiry);
    await page.locator('#cvc').fill(TEST_CARD.cvc);
    await page.locator('form button[type="submit"]').click();
  }
}

/** On the confirmation page: waits until the order is paid (the provider's notification may come a moment later). */
export async function expectPaidOrder(page: Page): Promise<string> {
  await page.waitForURL((u) => /^\/(boutique\/commande|tienda\/pedido)\/[A-Za-z0-9-]+$/.test(u.pathname), { timeout: 20_000 });
  await expect.poll(() => page.getByTestId('order-status').first().getAttribute('data-status'), { timeout: 30_000 }).toBe('paid');
  return new URL(page.url()).pathname.split('/').pop() as string;
}

/** The invoice link's answer, fetched by the page itself (its cookies, its host): a PDF. */
export async function expectInvoicePdf(page: Page): Promise<void> {
  const link = page.getByTestId('invoice-link').first();
  await link.waitFor({ timeout: 30_000 });
  const href = (await link.getAttribute('href')) as string;
  const answer = await page.evaluate(async (target) => {
    const response = await fetch(target, { credentials: 'include' });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, type: response.headers.get('content-type'), head: String.fromCharCode(...bytes.slice(0, 5)) };
  }, href);
  expect(answer).toEqual({ status: 200, type: expect.stringContaining('application/pdf'), head: '%PDF-' });
}

/** A product of the cart page, by its name. */
export function cartProduct(page: Page, name: string): Locator {
  return page.getByTestId('cart-product').filter({ hasText: name });
}

/** Adds a self-paced training to the signed-in buyer's cart from its page, for a pharmacist paying it themself: ready for payment. */
export async function buyOne(page: Page, training: { path: string; name: string }) {
  const { name } = training;
  await page.goto(url('demo', training.path));
  await page.getByRole('button', { name: `Ajouter au panier : ${name}` }).click();
  await page.getByTestId('in-cart').first().waitFor();
  await page.goto(url('demo', '/boutique'));
  const product = cartProduct(page, name);
  await product.getByTestId('function-select').locator('option[value="Pharmacien"]').waitFor({ state: 'attached' });
  await product.getByTestId('function-select').selectOption('Pharmacien');
  await product.getByTestId('funding-select').locator('option[value="SELF"]').waitFor({ state: 'attached' });
  await product.getByTestId('funding-select').selectOption('SELF');
  await product.getByText('Prête pour le paiement').waitFor();
  return name;
}
