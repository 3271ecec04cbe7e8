import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shop from '@app/contracts/shop/orders';
import { orders } from '@app/db/schema/orders';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp } from '../../test/helper.ts';
import { startSystemPayStandIn, type SystemPayStandIn } from '../../test/systempay-stand-in.ts';
import { makeCart, platformIdOf, selfPacedOffers, userIdOf } from './checkout.fixture.ts';
import { signAnswer } from './payment-provider.ts';
import { systemPayProvider } from './payment-systempay.ts';

const SHOP_ID = '12345678';
const PASSWORD = 'testpassword_0123456789ABCDEF';
let standIn: SystemPayStandIn;
let t: TestApp;
beforeAll(async () => {
  standIn = await startSystemPayStandIn(SHOP_ID, PASSWORD);
  t = await buildTestApp({ PAYMENT_PROVIDER: 'systempay', SYSTEMPAY_API_URL: standIn.url, SYSTEMPAY_SHOP_ID: SHOP_ID, SYSTEMPAY_PASSWORD: PASSWORD });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

describe('the SystemPay adapter', () => {
  it('creates the payment with the order and answers the form token; its notification, signed with the password, pays', async () => {
    const db = t.db.db;
    const demo = await platformIdOf(db, 'demo');
    const [offer] = await selfPacedOffers(db, demo);
    await makeCart(db, { userId: await userIdOf(db, 'boutique@demo.test'), platformId: demo, lang: 'fr' }, [{ offerId: offer.offerId }]);
    const buyer = await signedIn(t.app, 'boutique@demo.test');
    const started = dataOf(await buyer.call(shop.getPaymentToken), shop.getPaymentToken);
    expect(started.provider).toBe('systempay');
    const [payment] = standIn.payments;
    expect(started.formToken).toBe(payment.formToken);
    const [order] = await db.select().from(orders).where(eq(orders.reference, started.orderReference));
    expect(payment).toMatchObject({ orderId: order.reference, amount: order.totalWithVatCents, currency: 'EUR', customer: { email: 'boutique@demo.test' } });

    const answer = JSON.stringify({
      orderStatus: 'PAID',
      orderDetails: { orderId: order.reference, orderTotalAmount: order.totalWithVatCents, orderCurrency: 'EUR' },
      transactions: [{ uuid: 'c0ffee00c0ffee00c0ffee00c0ffee00', amount: order.totalWithVatCents, currency: 'EUR', status: 'PAID' }],
    });
    const post = (hash: string) =>
      createVisitor(t.app, 'demo.localhost').request({
        method: 'POST',
        url: '/back/api/shop/payment/notification',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ 'kr-answer': answer, 'kr-hash': hash, 'kr-hash-algorithm': 'sha256_hmac', 'kr-hash-key': 'password' }).toString(),
      });
    expect((await post(signAnswer(answer, 'sandbox-or-other-key'))).statusCode).toBe(400);
    expect(dataOf(await post(signAnswer(answer, PASSWORD)), shop.paymentNotification)).toEqual({ outcome: 'confirmed' });
    expect(dataOf(await post(signAnswer(answer, PASSWORD)), shop.paymentNotification)).toEqual({ outcome: 'replay' });
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe('paid');
    // No sandbox page with a real provider.
    expect((await buyer.request({ method: 'GET', url: '/back/sandbox-pay/x.y' })).statusCode).toBe(404);
  });

  it('a provider that refuses or cannot be reached: 503, the buyer may retry', async () => {
    const wrong = systemPayProvider({ apiUrl: standIn.url, shopId: SHOP_ID, password: 'wrong-password-000' });
    await expect(wrong.createPayment({ orderReference: 'CMD-X', amountCents: 100, currency: 'EUR', lang: 'fr', customer: { email: 'a@b.c', reference: '1' } })).rejects.toThrow(/HTTP 401/);
    expect(standIn.refused).toBe(1);
    const down = systemPayProvider({ apiUrl: 'http://127.0.0.1:9/api-payment/', shopId: SHOP_ID, password: PASSWORD });
    await expect(down.createPayment({ orderReference: 'CMD-X', amountCents: 100, currency: 'EUR', lang: 'fr', customer: { email: 'a@b.c', reference: '1' } })).rejects.toThrow(/unreachable/);
    const app = await buildTestApp({ PAYMENT_PROVIDER: 'systempay', SYSTEMPAY_API_URL: 'http://127.0.0.1:9/api-payment/', SYSTEMPAY_SHOP_ID: SHOP_ID, SYSTEMPAY_PASSWORD: PASSWORD });
    try {
      const db = app.db.db;
      const demo = await platformIdOf(db, 'demo');
      const [offer] = await selfPacedOffers(db, demo);
      await makeCart(db, { userId: await userIdOf(db, 'boutique@demo.test'), platformId: demo, lang: 'fr' }, [{ offerId: offer.offerId }]);
      const buyer = await signedIn(app.app, 'boutique@demo.test');
      const answer = await buyer.call(shop.getPaymentToken);
      expect(answer.statusCode).toBe(503);
      expect(failureOf(answer, shop.getPaymentToken).message).toMatch(/service de paiement/);
    } finally {
      await app.close();
    }
  });
});
