import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as shop from '@app/contracts/shop/orders';
import { cartProductSessions } from '@app/db/schema/cart-product-sessions';
import { cartProducts } from '@app/db/schema/cart-products';
import { carts } from '@app/db/schema/carts';
import { discountCodes } from '@app/db/schema/discount-codes';
import { discountRedemptions } from '@app/db/schema/discount-redemptions';
import { enrolments } from '@app/db/schema/enrolments';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { invoices } from '@app/db/schema/invoices';
import { orderLines } from '@app/db/schema/order-lines';
import { orders } from '@app/db/schema/orders';
import { outboxMessages } from '@app/db/schema/outbox-messages';
import { paymentNotifications } from '@app/db/schema/payment-notifications';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { trainingOffers } from '@app/db/schema/training-offers';
import { EVENT_NAMES } from '@app/domain/realtime/realtime-channels';
import { cartChannel } from '@app/domain/shop/cart';
import { SANDBOX_CARDS } from '@app/domain/shop/checkout';
import { createMailer } from '../../mail/mailer.ts';
import { readPdf } from '../../test/pdf.ts';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';
import type { BookingDeps } from '../learning/booking-effects.ts';
import { liveOffer, makeCart, platformIdOf, selfPacedOffers, userIdOf } from './checkout.fixture.ts';
import { confirmOrder } from './order-confirm.ts';
import { signAnswer } from './payment-provider.ts';

const SECRET = 'sandbox-test-secret-0123456789abcdefghijkl';
let t: TestApp;
let deps: BookingDeps;
let demo: number;
let buyerId: number;
let offers: Awaited<ReturnType<typeof selfPacedOffers>>;
let buyer: Visitor;
const db = () => t.db.db;

beforeAll(async () => {
  t = await buildTestApp({ sandboxPaymentSecret: SECRET });
  deps = { db: db(), jobs: t.app.jobs, mailer: createMailer(db()), broadcaster: t.app.realtime.broadcaster };
  demo = await platformIdOf(db(), 'demo');
  buyerId = await userIdOf(db(), 'boutique@demo.test');
  offers = await selfPacedOffers(db(), demo);
  buyer = await signedIn(t.app, 'boutique@demo.test');
});
afterAll(() => t.close());

const cartOf = (items: Parameters<typeof makeCart>[2], code: number | null = null) => makeCart(db(), { userId: buyerId, platformId: demo, lang: 'fr' }, items, code);
const orderRow = async (reference: string) => (await db().select().from(orders).where(eq(orders.reference, reference)))[0];
const enrolmentsIn = async (userId: number, trainingId: number) =>
  db().select().from(enrolments).where(and(eq(enrolments.userId, userId), eq(enrolments.trainingId, trainingId)));
const token = async (visitor = buyer) => dataOf(await visitor.call(shop.getPaymentToken), shop.getPaymentToken);
const payPage = (visitor: Visitor, paymentUrl: string, card: string) =>
  visitor.request({
    method: 'POST',
    url: paymentUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber: card, expiry: '12/30', cvc: '123' }).toString(),
  });
const notify = (answer: object | null, key = SECRET) => {
  const raw = JSON.stringify(answer);
  return createVisitor(t.app).request({
    method: 'POST',
    url: '/back/api/shop/payment/notification',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ 'kr-answer': raw, 'kr-hash': signAnswer(raw, key) }).toString(),
  });
};
const paid = (reference: string, amount: number, uuid: string, currency = 'EUR') => ({
  orderStatus: 'PAID',
  orderDetails: { orderId: reference, orderTotalAmount: amount, orderCurrency: currency },
  transactions: [{ uuid, amount, currency, status: 'PAID' }],
});

describe('who may pay', () => {
  it('asks to sign in, refuses outside shop context, and an empty or unready cart', async () => {
    expect(failureOf(await createVisitor(t.app).call(shop.getPaymentToken), shop.getPaymentToken)).toBeTruthy();
    expect((await createVisitor(t.app).call(shop.getPaymentToken)).statusCode).toBe(401);
    const learner = await signedIn(t.app, 'pharmacien@demo.test');
    expect((await learner.call(shop.getPaymentToken)).statusCode).toBe(403);
    await cartOf([]);
    const empty = await buyer.call(shop.getPaymentToken);
    expect(empty.statusCode).toBe(409);
    expect(failureOf(empty, shop.getPaymentToken).data).toEqual({ reason: 'notReady' });
    // A live training without its session is not ready.
    const live = await liveOffer(db(), demo);
    await cartOf([{ offerId: live.offerId }]);
    expect(failureOf(await buyer.call(shop.payByCheck), shop.payByCheck).data).toEqual({ reason: 'notReady' });
  });
});

describe('paying by card through the sandbox', () => {
  let reference: string;
  let paymentUrl: string;
  let live: Awaited<ReturnType<typeof liveOffer>>;
  let seatsBefore: number;

  it('freezes the cart into one pending order, the same while the cart does not change', async () => {
    live = await liveOffer(db(), demo);
    seatsBefore = (await db().select().from(faceToFaceSessions).where(eq(faceToFaceSessions.id, live.sessionId)))[0].currentParticipants;
    await cartOf([{ offerId: offers[0].offerId }, { offerId: live.offerId, sessions: [{ faceToFaceId: live.faceToFaceId, sessionId: live.sessionId }] }]);
    const first = await token();
    const again = await token();
    expect(again.orderReference).toBe(first.orderReference);
    expect(first).toMatchObject({ provider: 'sandbox', currency: 'EUR' });
    expect(first.paymentUrl).toMatch(/^\/back\/sandbox-pay\//);
    reference = first.orderReference;
    paymentUrl = first.paymentUrl;
    const order = await orderRow(reference);
    expect(order).toMatchObject({ status: 'pending', lang: 'fr', country: 'FR' });
    expect(first.amount).toBe(order.totalWithVatCents / 100);
    // The seat is held for the payment window.
    const [hold] = await db().select().from(cartProductSessions).where(eq(cartProductSessions.sessionId, live.sessionId));
    expect(hold.heldUntil!.getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
  });

  it('serves a labelled test-card page in the buyer’s language', async () => {
    const page = await buyer.request({ method: 'GET', url: paymentUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<label for="cardNumber">Numéro de carte</label>');
    expect(page.body).toContain('autocomplete="cc-number"');
    expect(page.body).toContain('4970 1000 0000 0055');
    const bad = await payPage(buyer, paymentUrl, '4111111111111111');
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('aria-invalid="true"');
  });

  it('a refused card changes nothing', async () => {
    const refused = await payPage(buyer, paymentUrl, SANDBOX_CARDS.refused);
    expect(refused.statusCode).toBe(402);
    expect(refused.body).toContain('refusé');
    expect((await orderRow(reference)).status).toBe('pending');
    expect(await enrolmentsIn(buyerId, offers[0].trainingId)).toHaveLength(0);
    const [notification] = await db().select().from(paymentNotifications).where(eq(paymentNotifications.status, 'UNPAID'));
    expect(notification).toMatchObject({ outcome: 'unpaid', signatureValid: true });
  });

  it('the accepted card pays: order paid, enrolled, seat booked once, invoice numbered, e-mail written', async () => {
    const publish = vi.spyOn(t.app.realtime.broadcaster, 'publish');
    const done = await payPage(buyer, paymentUrl, SANDBOX_CARDS.accepted);
    expect(done.statusCode).toBe(303);
    // The cart's other tabs show it ordered: empty, their next call opens a new cart.
    const cartId = (await orderRow(reference)).cartId!;
    expect(publish).toHaveBeenCalledWith([cartChannel(cartId)], EVENT_NAMES.cartUpdate, { cart: expect.objectContaining({ id: cartId, products: [], payable: false }) }, undefined);
    publish.mockRestore();
    expect(done.headers.location).toBe(`/boutique/commande/${reference}`);
    const order = dataOf(await buyer.call(shop.getOrder, { params: { reference } }), shop.getOrder);
    expect(order).toMatchObject({ status: 'paid', paymentMethod: 'card' });
    expect(order.lines.every((l) => l.enrolmentId !== null)).toBe(true);
    expect(order.lines[1].sessions).toEqual([expect.objectContaining({ sessionId: live.sessionId })]);
    expect(order.invoice!.number).toMatch(/^FA-\d{4}-\d{6}$/);
    expect(await enrolmentsIn(buyerId, offers[0].trainingId)).toHaveLength(1);
    // The held seat became the booking without being counted twice.
    const [session] = await db().select().from(faceToFaceSessions).where(eq(faceToFaceSessions.id, live.sessionId));
    expect(session.currentParticipants).toBe(seatsBefore + 1);
    const bookings = await db().select().from(sessionBookings).where(and(eq(sessionBookings.sessionId, live.sessionId), eq(sessionBookings.userId, buyerId)));
    expect(bookings).toEqual([expect.objectContaining({ status: 'confirmed' })]);
    const [hold] = await db().select().from(cartProductSessions).where(eq(cartProductSessions.sessionId, live.sessionId));
    expect(hold.heldUntil).toBeNull();
    const row = await orderRow(reference);
    expect((await db().select().from(carts).where(eq(carts.id, row.cartId!)))[0].status).toBe('ordered');
    const mails = await db().select().from(outboxMessages).where(eq(outboxMessages.toAddress, 'boutique@demo.test'));
    const mail = mails.find((m) => m.subject.includes(reference))!;
    expect(mail.textBody).toContain(order.invoice!.url);
    expect(mail.textBody).toContain(order.invoice!.number);
    // The orders list shows it with its invoice.
    const list = dataOf(await buyer.call(shop.listOrders), shop.listOrders);
    expect(list.orders[0]).toMatchObject({ reference, invoice: order.invoice });
  });

  it('the provider’s retry is a replay: one order, one enrolment, one invoice', async () => {
    const again = await payPage(buyer, paymentUrl, SANDBOX_CARDS.accepted);
    expect(again.statusCode).toBe(303);
    const row = await orderRow(reference);
    expect(await db().select().from(invoices).where(eq(invoices.orderId, row.id))).toHaveLength(1);
    expect(await enrolmentsIn(buyerId, offers[0].trainingId)).toHaveLength(1);
    const received = await db().select().from(paymentNotifications).where(and(eq(paymentNotifications.orderId, row.id), eq(paymentNotifications.status, 'PAID')));
    expect(received).toHaveLength(1);
  });

  it('the invoice is its buyer’s only, with the French mentions', async () => {
    const { invoice } = dataOf(await buyer.call(shop.getOrder, { params: { reference } }), shop.getOrder);
    const pdf = await buyer.request({ method: 'GET', url: invoice!.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = readPdf(pdf.rawPayload);
    for (const mention of [invoice!.number, 'Pharma Campus Formation SAS', 'SIRET : 852 741 963 00018', 'FR45852741963', '84 69 12345 69', 'Total TTC', 'TVA', '20 %', 'Payée le', 'carte bancaire', '40 €', 'Inès Petit']) {
      expect(text).toContain(mention);
    }
    const other = await signedIn(t.app, 'pharmacien@demo.test');
    expect((await other.request({ method: 'GET', url: invoice!.url })).statusCode).toBe(404);
    expect((await other.call(shop.getOrder, { params: { reference } })).statusCode).toBe(404);
  });
});

describe('a cart that changes', () => {
  it('gets a new order, the older pending one cancelled; a lapsed hold makes the cart unready', async () => {
    const cartId = await cartOf([{ offerId: offers[3].offerId }]);
    const first = (await token()).orderReference;
    await db().insert(cartProducts).values({ cartId, offerId: offers[4].offerId, functionName: 'Pharmacien', funding: 'SELF' });
    const second = (await token()).orderReference;
    expect(second).not.toBe(first);
    expect((await orderRow(first)).status).toBe('cancelled');
    expect((await orderRow(second)).status).toBe('pending');
    const live = await liveOffer(db(), demo);
    const lapsed = await cartOf([{ offerId: live.offerId, sessions: [{ faceToFaceId: live.faceToFaceId, sessionId: live.sessionId }] }]);
    await db()
      .update(cartProductSessions)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(inArray(cartProductSessions.cartProductId, db().select({ id: cartProducts.id }).from(cartProducts).where(eq(cartProducts.cartId, lapsed))));
    expect(failureOf(await buyer.call(shop.getPaymentToken), shop.getPaymentToken).data).toEqual({ reason: 'notReady' });
  });
});

describe('forged and tampered notifications', () => {
  let reference: string;
  let amount: number;
  beforeAll(async () => {
    await cartOf([{ offerId: offers[1].offerId }]);
    reference = (await token()).orderReference;
    amount = (await orderRow(reference)).totalWithVatCents;
  });
  const unchanged = async () => {
    expect((await orderRow(reference)).status).toBe('pending');
    expect(await enrolmentsIn(buyerId, offers[1].trainingId)).toHaveLength(0);
  };

  it('a bad signature is refused and recorded', async () => {
    const forged = await notify(paid(reference, amount, 'forged-1'), 'not-the-key');
    expect(forged.statusCode).toBe(400);
    expect(failureOf(forged, shop.paymentNotification).data).toEqual({ reason: 'badSignature' });
    await unchanged();
    const [kept] = await db().select().from(paymentNotifications).where(eq(paymentNotifications.signatureValid, false));
    expect(kept).toMatchObject({ outcome: 'badSignature', transactionId: null });
  });

  it('an answer that is not an object, or holds text the database cannot store, is refused and kept as text (found by fuzzing)', async () => {
    for (const answer of [null, { orderStatus: 'PAID', note: '\ud800' }, { orderStatus: 'PAID', note: '\u0000' }]) {
      const res = await notify(answer, 'not-the-key');
      expect(res.statusCode).toBe(400);
      expect(failureOf(res, shop.paymentNotification).data).toEqual({ reason: 'badSignature' });
    }
    const kept = await db().select({ payload: paymentNotifications.payload }).from(paymentNotifications).where(eq(paymentNotifications.signatureValid, false));
    expect(kept.map((k) => k.payload)).toEqual(expect.arrayContaining([{ raw: 'null' }, { raw: '{"orderStatus":"PAID","note":"\\ud800"}' }]));
    await unchanged();
  });

  it('a tampered amount or currency, an unknown order: 400, nothing changes', async () => {
    expect((await notify(paid(reference, amount - 1, 'tamper-1'))).statusCode).toBe(400);
    expect((await notify(paid(reference, amount, 'tamper-2', 'USD'))).statusCode).toBe(400);
    expect((await notify(paid('CMD-UNKNOWN000', amount, 'tamper-3'))).statusCode).toBe(400);
    await unchanged();
    // A rejected transaction id is not kept: the genuine notification still passes.
    const genuine = await notify(paid(reference, amount, 'tamper-1'));
    expect(genuine.statusCode).toBe(200);
    expect((await orderRow(reference)).status).toBe('paid');
  });
});

describe('free orders', () => {
  it('a 100 % code: confirmed without paying, the code counted and redeemed; asked again, the same order', async () => {
    const [code] = await db().insert(discountCodes).values({ platformId: demo, code: 'TOUTOFFERT', kind: 'percent', valueBp: 10_000, maxUses: 5 }).returning();
    await cartOf([{ offerId: offers[2].offerId }], code.id);
    const card = await buyer.call(shop.getPaymentToken);
    expect(failureOf(card, shop.getPaymentToken).data).toEqual({ reason: 'isFree' });
    const order = dataOf(await buyer.call(shop.freePayment), shop.freePayment);
    expect(order).toMatchObject({ status: 'paid', paymentMethod: 'free', totalWithVat: 0 });
    expect(order.invoice).not.toBeNull();
    expect((await db().select().from(discountCodes).where(eq(discountCodes.id, code.id)))[0].usedCount).toBe(1);
    expect(await db().select().from(discountRedemptions).where(eq(discountRedemptions.codeId, code.id))).toHaveLength(1);
    const again = dataOf(await buyer.call(shop.freePayment), shop.freePayment);
    expect(again.reference).toBe(order.reference);
    expect(await enrolmentsIn(buyerId, offers[2].trainingId)).toHaveLength(1);
  });

  it('DPC funding pays the whole product; a cart that costs something is not free', async () => {
    // A self-paced offer DPC funds (the seed's DPC programmes are another type).
    const dpc = offers[offers.length - 1];
    await db().update(trainingOffers).set({ fundings: ['DPC'] }).where(eq(trainingOffers.id, dpc.offerId));
    await cartOf([{ offerId: offers[3].offerId }]);
    expect(failureOf(await buyer.call(shop.freePayment), shop.freePayment).data).toEqual({ reason: 'notFree' });
    await cartOf([{ offerId: dpc.offerId, funding: 'DPC' }]);
    const order = dataOf(await buyer.call(shop.freePayment), shop.freePayment);
    expect(order).toMatchObject({ status: 'paid', totalWithVat: 0, lines: [expect.objectContaining({ funding: { id: 'DPC', label: 'DPC' } })] });
  });
});

describe('paying by cheque', () => {
  it('orders the cart, keeps the seat for the cheque, enrols nobody; the back-office confirms later', async () => {
    // A training the buyer is not enrolled in yet.
    const offer = offers[4];
    await cartOf([{ offerId: offer.offerId }]);
    const answer = dataOf(await buyer.call(shop.payByCheck), shop.payByCheck);
    expect(answer.order).toMatchObject({ status: 'awaitingCheque', paymentMethod: 'cheque', invoice: null });
    expect(answer.cheque).toMatchObject({ payee: 'Pharma Campus Formation SAS', reference: answer.order.reference, amount: answer.order.totalWithVat });
    expect(answer.cheque.address).toContain('69002 Lyon');
    expect(await enrolmentsIn(buyerId, offer.trainingId)).toHaveLength(0);
    const again = dataOf(await buyer.call(shop.payByCheck), shop.payByCheck);
    expect(again.order.reference).toBe(answer.order.reference);
    const row = await orderRow(answer.order.reference);
    const outcome = await confirmOrder(deps, row.id, { method: 'cheque', at: new Date(), origin: 'http://demo.localhost' });
    expect(outcome.kind).toBe('confirmed');
    expect(await enrolmentsIn(buyerId, offer.trainingId)).toHaveLength(1);
    expect((await confirmOrder(deps, row.id, { method: 'cheque', at: new Date(), origin: 'http://demo.localhost' })).kind).toBe('alreadyPaid');
  });

  it('holds a live training’s seat for fifteen days', async () => {
    const live = await liveOffer(db(), demo);
    await db().delete(sessionBookings).where(and(eq(sessionBookings.userId, buyerId), eq(sessionBookings.sessionId, live.sessionId)));
    const cartId = await cartOf([{ offerId: live.offerId, sessions: [{ faceToFaceId: live.faceToFaceId, sessionId: live.sessionId }] }]);
    dataOf(await buyer.call(shop.payByCheck), shop.payByCheck);
    const [hold] = await db()
      .select({ heldUntil: cartProductSessions.heldUntil })
      .from(cartProductSessions)
      .innerJoin(cartProducts, eq(cartProducts.id, cartProductSessions.cartProductId))
      .where(eq(cartProducts.cartId, cartId));
    expect(hold.heldUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 86_400_000);
  });
});

describe('concurrent confirmations', () => {
  it('the same payment notified twice at once: one order paid, one enrolment, one invoice', async () => {
    const offer = offers[5];
    await cartOf([{ offerId: offer.offerId }]);
    const reference = (await token()).orderReference;
    const amount = (await orderRow(reference)).totalWithVatCents;
    const answers = await Promise.all([notify(paid(reference, amount, 'same-tx')), notify(paid(reference, amount, 'same-tx')), notify(paid(reference, amount, 'other-tx'))]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const row = await orderRow(reference);
    expect(row.status).toBe('paid');
    expect(await db().select().from(invoices).where(eq(invoices.orderId, row.id))).toHaveLength(1);
    expect(await enrolmentsIn(buyerId, offer.trainingId)).toHaveLength(1);
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, row.id));
    expect(lines[0].enrolmentId).not.toBeNull();
  });

  it('invoice numbers have no gap under concurrent confirmations', async () => {
    const pending: { reference: string; amount: number }[] = [];
    for (let i = 0; i < 6; i++) {
      await cartOf([{ offerId: offers[6 + (i % 2)].offerId }]);
      const reference = (await token()).orderReference;
      pending.push({ reference, amount: (await orderRow(reference)).totalWithVatCents });
    }
    const answers = await Promise.all(pending.map((p, i) => notify(paid(p.reference, p.amount, `gapless-${i}`))));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const all = await db()
      .select({ sequence: invoices.sequence, year: invoices.year })
      .from(invoices)
      .where(eq(invoices.platformId, demo));
    const year = all[0].year;
    const sequences = all.filter((i) => i.year === year).map((i) => i.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(sequences.map((_, i) => i + 1));
  });
});

describe('a seat hold that lapsed', () => {
  it('paid after the hold was released and the session filled: the buyer waits on the session’s list', async () => {
    const live = await liveOffer(db(), demo);
    const other = await userIdOf(db(), 'adjoint@demo.test');
    await db().delete(sessionBookings).where(eq(sessionBookings.userId, other));
    const cartId = await makeCart(db(), { userId: buyerId, platformId: demo, lang: 'fr' }, [{ offerId: live.offerId, sessions: [{ faceToFaceId: live.faceToFaceId, sessionId: live.sessionId }] }]);
    await db().delete(sessionBookings).where(and(eq(sessionBookings.userId, buyerId), eq(sessionBookings.sessionId, live.sessionId)));
    const reference = (await token()).orderReference;
    // The hold lapses and is released (as the cart's sweep does), then the last seats go to others.
    await db()
      .update(cartProductSessions)
      .set({ heldUntil: null })
      .where(inArray(cartProductSessions.cartProductId, db().select({ id: cartProducts.id }).from(cartProducts).where(eq(cartProducts.cartId, cartId))));
    await db().update(faceToFaceSessions).set({ currentParticipants: sql`${faceToFaceSessions.maxParticipants}` }).where(eq(faceToFaceSessions.id, live.sessionId));
    const amount = (await orderRow(reference)).totalWithVatCents;
    expect((await notify(paid(reference, amount, 'lapsed-1'))).statusCode).toBe(200);
    expect((await orderRow(reference)).status).toBe('paid');
    const bookings = await db().select().from(sessionBookings).where(and(eq(sessionBookings.userId, buyerId), eq(sessionBookings.sessionId, live.sessionId)));
    expect(bookings).toEqual([expect.objectContaining({ status: 'waiting' })]);
    const [session] = await db().select().from(faceToFaceSessions).where(eq(faceToFaceSessions.id, live.sessionId));
    expect(session.currentParticipants).toBe(session.maxParticipants);
  });
});

describe('a Spanish purchase', () => {
  it('an exempt line: the invoice in Spanish with the mentions of Spain', async () => {
    const cofares = await platformIdOf(db(), 'cofares');
    const spanish = await selfPacedOffers(db(), cofares);
    await db().update(trainingOffers).set({ vatRateBp: 0 }).where(eq(trainingOffers.id, spanish[0].offerId));
    const tienda = await signedIn(t.app, 'tienda@cofares.test', 'cofares.localhost', 'cofares');
    await makeCart(db(), { userId: await userIdOf(db(), 'tienda@cofares.test'), platformId: cofares, lang: 'es' }, [{ offerId: spanish[0].offerId }, { offerId: spanish[1].offerId }]);
    const started = await token(tienda);
    const done = await payPage(tienda, started.paymentUrl, SANDBOX_CARDS.accepted);
    expect(done.headers.location).toBe(`/tienda/pedido/${started.orderReference}`);
    const order = dataOf(await tienda.call(shop.getOrder, { params: { reference: started.orderReference } }), shop.getOrder);
    expect(order.invoice!.number).toMatch(/^FAC-\d{4}-000001$/);
    const { text } = readPdf((await tienda.request({ method: 'GET', url: order.invoice!.url })).rawPayload);
    for (const mention of ['Factura n.º', 'Aula Cofares Formación S.L.', 'NIF: B87654321', 'Calle de Santa Engracia 31', 'Exento de IVA (art. 20.1.9º LIVA)', 'Cuota de IVA', '21 %', 'Lucía Fernández']) {
      expect(text).toContain(mention);
    }
  });
});
