import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditLog } from '@app/contracts/admin/audit';
import * as compta from '@app/contracts/admin/facture-compta';
import * as shop from '@app/contracts/shop/orders';
import { auditEntries } from '@app/db/schema/audit-entries';
import { chequePayments } from '@app/db/schema/cheque-payments';
import { creditNotes } from '@app/db/schema/credit-notes';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { enrolments } from '@app/db/schema/enrolments';
import { invoices } from '@app/db/schema/invoices';
import { notifications } from '@app/db/schema/notifications';
import { orders } from '@app/db/schema/orders';
import { outboxMessages } from '@app/db/schema/outbox-messages';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';
import { unzip } from '../../test/zip.ts';
import { liveOffer, makeCart, platformIdOf, selfPacedOffers, userIdOf, type CartItem } from '../shop/checkout.fixture.ts';

let t: TestApp;
let admin: Visitor;
let otherAdmin: Visitor;
let demo: number;
let cofares: number;
const db = () => t.db.db;
const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, 'admin@demo.test');
  otherAdmin = await signedIn(t.app, 'admin@cofares.test', 'cofares.localhost', 'cofares');
  demo = await platformIdOf(db(), 'demo');
  cofares = await platformIdOf(db(), 'cofares');
});
afterAll(() => t.close());

/** A shop buyer's cart of one paid training, ordered to be paid by cheque through the shop: the order awaiting it. */
async function chequeOrder(email: string, platformId: number, host: string, platform: string, nth = 0, item?: CartItem & { trainingId: number }) {
  const userId = await userIdOf(db(), email);
  const offer = item ?? (await selfPacedOffers(db(), platformId))[nth];
  await makeCart(db(), { userId, platformId, lang: platform === 'demo' ? 'fr' : 'es' }, [{ offerId: offer.offerId, sessions: item?.sessions }]);
  const buyer = await signedIn(t.app, email, host, platform);
  const answer = dataOf(await buyer.call(shop.payByCheck), shop.payByCheck);
  expect(answer.order.status).toBe('awaitingCheque');
  return { reference: answer.order.reference, amount: answer.order.totalWithVat, userId, trainingId: offer.trainingId };
}

/** The invoices of a platform issued in October 2026 as Paris days, counted by the database itself. */
async function octoberInvoices(platformId: number) {
  return db()
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.platformId, platformId), sql`(${invoices.issuedAt} at time zone 'Europe/Paris')::date between '2026-10-01' and '2026-10-31'`));
}

const csvLines = (bytes: Buffer) => bytes.toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');

describe('who may use the accounting calls', () => {
  it('answers 401 to a guest and 403 to a learner and a referent, on every call', async () => {
    const calls = [
      [compta.listAccountingInvoices, { query: OCTOBER }],
      [compta.exportAccountingInvoices, { query: { ...OCTOBER, format: 'csv' } }],
      [compta.listAwaitingCheques, {}],
      [compta.recordCheque, { params: { reference: 'CMD-DEMO000001' }, body: { amount: 10, chequeNumber: '1234567', bank: 'Banque', receivedOn: '2026-10-01' } }],
      [compta.issueCreditNote, { params: { invoiceId: 1 }, body: { reason: 'Annulation' } }],
      [compta.downloadAccountingCreditNote, { params: { creditNoteId: 1 } }],
    ] as const;
    const guest = createVisitor(t.app);
    await guest.csrf();
    for (const [contract, input] of calls) {
      expect((await guest.call(contract, input as never)).statusCode).toBe(401);
      for (const email of ['pharmacien@demo.test', 'referent@demo.test']) {
        const refused = await (await signedIn(t.app, email)).call(contract, input as never);
        expect(refused.statusCode).toBe(403);
        failureOf(refused, contract);
      }
    }
  });

  it('takes the administrator of another platform for a guest here', async () => {
    const there = await otherAdmin.request({ method: 'GET', url: '/back/api/admin/factureCompta/cheques' });
    expect(there.statusCode).toBe(200);
    // The same session sent to demo's host.
    const here = await otherAdmin.request({ method: 'GET', url: '/back/api/admin/factureCompta/cheques', headers: { host: 'demo.localhost' } });
    expect(here.statusCode).toBe(401);
    const listed = await otherAdmin.request({ method: 'GET', url: `/back/api/admin/factureCompta/invoices?from=${OCTOBER.from}&to=${OCTOBER.to}`, headers: { host: 'demo.localhost' } });
    expect(listed.statusCode).toBe(401);
  });
});

describe('the invoices of a period', () => {
  it('lists the platform’s invoices of the Paris days asked, one row per VAT rate, with the period’s totals', async () => {
    // An invoice issued at 00:30 in Paris on 1 October is October's (22:30 UTC on 30 September).
    const [early] = await db().select().from(invoices).where(eq(invoices.platformId, demo)).limit(1);
    await db().update(invoices).set({ issuedAt: new Date('2026-09-30T22:30:00Z') }).where(eq(invoices.id, early.id));
    const expected = await octoberInvoices(demo);
    expect(expected.length).toBeGreaterThan(1);
    const list = dataOf(await admin.call(compta.listAccountingInvoices, { query: OCTOBER }), compta.listAccountingInvoices);
    expect(list.total).toBe(expected.length);
    expect(new Set(list.items.map((r) => r.invoiceId))).toEqual(new Set(expected.map((e) => e.id)));
    expect(list.items[0]).toMatchObject({ invoiceId: early.id, number: early.number, kind: 'invoice', status: 'paid', vatRate: 20, buyer: early.buyer.name });
    for (const row of list.items) expect(row.totalWithVat).toBeCloseTo(row.total + row.vat, 2);
    const sum = (f: (r: (typeof list.items)[number]) => number) => Math.round(list.items.reduce((s, r) => s + f(r) * 100, 0)) / 100;
    expect(list.totals).toEqual({ invoices: expected.length, creditNotes: 0, total: sum((r) => r.total), vat: sum((r) => r.vat), totalWithVat: sum((r) => r.totalWithVat) });
    // Oldest first; a page holds that many invoices, the totals stay the period's.
    expect(list.items.map((r) => r.issuedAt)).toEqual([...list.items.map((r) => r.issuedAt)].sort());
    const page = dataOf(await admin.call(compta.listAccountingInvoices, { query: { ...OCTOBER, perPage: 1, page: 2 } }), compta.listAccountingInvoices);
    expect(page.items.map((r) => r.invoiceId)).toEqual([list.items[1].invoiceId]);
    expect(page.totals).toEqual(list.totals);
    const none = dataOf(await admin.call(compta.listAccountingInvoices, { query: { from: '2020-01-01', to: '2020-01-31' } }), compta.listAccountingInvoices);
    expect(none).toMatchObject({ items: [], total: 0, totals: { invoices: 0, total: 0, vat: 0, totalWithVat: 0 } });
  });

  it('refuses a period ending before it starts and malformed days beside their field', async () => {
    const backwards = await admin.call(compta.listAccountingInvoices, { query: { from: '2026-10-31', to: '2026-10-01' } });
    expect(backwards.statusCode).toBe(422);
    expect(failureOf(backwards, compta.listAccountingInvoices).data).toEqual({ errors: { to: ['La fin de la période ne peut pas précéder son début.'] } });
    const file = await admin.call(compta.exportAccountingInvoices, { query: { from: '2026-10-31', to: '2026-10-01', format: 'xlsx' } });
    expect(file.statusCode).toBe(422);
    const bad = await admin.request({ method: 'GET', url: '/back/api/admin/factureCompta/invoices/export?from=octobre&format=pdf' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((failureOf(bad, compta.exportAccountingInvoices).data as { errors: Record<string, string[]> }).errors).sort()).toEqual(['format', 'from', 'to']);
  });

  it('shows another platform’s administrator none of this platform’s invoices', async () => {
    const theirs = dataOf(await otherAdmin.call(compta.listAccountingInvoices, { query: { from: '2000-01-01', to: '2100-12-31' } }), compta.listAccountingInvoices);
    const ours = new Set((await db().select({ id: invoices.id }).from(invoices).where(eq(invoices.platformId, demo))).map((r) => r.id));
    expect(ours.size).toBeGreaterThan(0);
    expect(theirs.items.filter((r) => ours.has(r.invoiceId))).toEqual([]);
    const file = await otherAdmin.call(compta.exportAccountingInvoices, { query: { from: '2000-01-01', to: '2100-12-31', format: 'csv' } });
    expect(file.headers['content-disposition']).toBe('attachment; filename="facturas-2000-01-01-2100-12-31.csv"');
    const demoNumbers = (await db().select({ number: invoices.number }).from(invoices).where(eq(invoices.platformId, demo))).map((r) => r.number);
    const text = file.rawPayload.toString('utf8');
    for (const number of demoNumbers) expect(text).not.toContain(`${number};`);
  });
});

describe('the accountant’s export', () => {
  it('writes a CSV as French spreadsheets read it: BOM, `;`, decimal comma, one line per row', async () => {
    const list = dataOf(await admin.call(compta.listAccountingInvoices, { query: OCTOBER }), compta.listAccountingInvoices);
    const file = await admin.call(compta.exportAccountingInvoices, { query: { ...OCTOBER, format: 'csv' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="factures-2026-10-01-2026-10-31.csv"');
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csvLines(file.rawPayload);
    expect(lines[0]).toBe('Numéro;Date;Type;Client;Commande;Montant HT;Taux de TVA (%);TVA;Montant TTC;Paiement;Statut');
    expect(lines).toHaveLength(list.items.length + 1);
    const first = list.items[0];
    const euros = (n: number) => String(n).replace('.', ',');
    const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date(first.issuedAt));
    expect(lines[1]).toBe(
      [first.number, day, 'Facture', first.buyer, first.orderReference, euros(first.total), '20', euros(first.vat), euros(first.totalWithVat), first.paymentMethod === 'cheque' ? 'Chèque' : 'Carte', 'Payée'].join(';'),
    );
    expect(day).toBe('01/10/2026');
  });

  it('writes an XLSX workbook whose sheet holds the header and every row', async () => {
    const list = dataOf(await admin.call(compta.listAccountingInvoices, { query: OCTOBER }), compta.listAccountingInvoices);
    const file = await admin.call(compta.exportAccountingInvoices, { query: { ...OCTOBER, format: 'xlsx' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const parts = await unzip(file.rawPayload);
    expect(parts.get('xl/workbook.xml')!.toString('utf8')).toContain('name="Factures"');
    const sheet = parts.get('xl/worksheets/sheet1.xml')!.toString('utf8');
    expect(sheet.match(/<row /g)).toHaveLength(list.items.length + 1);
    const strings = parts.get('xl/sharedStrings.xml')!.toString('utf8');
    for (const text of ['Numéro', 'Montant TTC', ...list.items.map((r) => r.number), ...list.items.map((r) => r.orderReference)]) expect(strings).toContain(text);
    // Amounts are numbers the spreadsheet adds up, not text.
    expect(sheet).toContain(`<v>${list.items[0].totalWithVat}</v>`);
  });
});

describe('recording a cheque', () => {
  it('completes the order awaiting it: paid, invoiced, the buyer enrolled, the audit log told', async () => {
    const order = await chequeOrder('boutique@demo.test', demo, 'demo.localhost', 'demo');
    const waiting = dataOf(await admin.call(compta.listAwaitingCheques), compta.listAwaitingCheques);
    expect(waiting.items).toContainEqual(expect.objectContaining({ reference: order.reference, buyer: 'Inès Petit', totalWithVat: order.amount, pharmacy: null }));
    expect(waiting.items.find((o) => o.reference === order.reference)!.trainings).toHaveLength(1);
    const cheque = { amount: order.amount, chequeNumber: '8123456', bank: 'Crédit Agricole', receivedOn: today() };
    const answer = await admin.call(compta.recordCheque, { params: { reference: order.reference }, body: cheque });
    const recorded = dataOf(answer, compta.recordCheque);
    expect(recorded).toMatchObject({ reference: order.reference, status: 'paid', invoiceNumber: expect.stringMatching(/^FA-\d{4}-\d{6}$/) });
    expect(answer.json().message).toBe(`Chèque enregistré : la commande ${order.reference} est payée (facture ${recorded.invoiceNumber}).`);
    const [row] = await db().select().from(orders).where(eq(orders.reference, order.reference));
    expect(row).toMatchObject({ status: 'paid', paymentMethod: 'cheque' });
    expect(await db().select().from(enrolments).where(and(eq(enrolments.userId, order.userId), eq(enrolments.trainingId, order.trainingId)))).toHaveLength(1);
    expect(await db().select().from(chequePayments).where(eq(chequePayments.orderId, row.id))).toEqual([
      expect.objectContaining({ amountCents: Math.round(order.amount * 100), chequeNumber: '8123456', bank: 'Crédit Agricole', receivedOn: today() }),
    ]);
    expect(dataOf(await admin.call(compta.listAwaitingCheques), compta.listAwaitingCheques).items.map((o) => o.reference)).not.toContain(order.reference);
    const log = dataOf(await admin.call(listAuditLog, { query: { action: 'cheque.record' } }), listAuditLog);
    expect(log.items[0]).toMatchObject({ subject: order.reference });
    expect(log.items[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'awaitingCheque', after: 'paid' },
        { field: 'cheque', before: null, after: { amount: order.amount, chequeNumber: '8123456', bank: 'Crédit Agricole', receivedOn: today() } },
        { field: 'invoice', before: null, after: recorded.invoiceNumber },
      ]),
    );
    // Its invoice is in today's accounting.
    const todays = dataOf(await admin.call(compta.listAccountingInvoices, { query: { from: today(), to: today() } }), compta.listAccountingInvoices);
    expect(todays.items).toContainEqual(expect.objectContaining({ number: recorded.invoiceNumber, paymentMethod: 'cheque', totalWithVat: order.amount }));

    // Twice is refused with a clear message, and changes nothing.
    const again = await admin.call(compta.recordCheque, { params: { reference: order.reference }, body: cheque });
    expect(again.statusCode).toBe(409);
    expect(failureOf(again, compta.recordCheque).message).toBe(`Le chèque de la commande ${order.reference} est déjà enregistré : la commande est payée.`);
    expect(await db().select().from(chequePayments).where(eq(chequePayments.orderId, row.id))).toHaveLength(1);
    expect(await db().select().from(invoices).where(eq(invoices.orderId, row.id))).toHaveLength(1);
  });

  it('refuses a wrong amount, a day in the future or before the order, and bad fields, changing nothing', async () => {
    const order = await chequeOrder('boutique@demo.test', demo, 'demo.localhost', 'demo', 1);
    const entriesBefore = await db().select({ n: sql<number>`count(*)::int` }).from(auditEntries);
    const record = (body: object) => admin.call(compta.recordCheque, { params: { reference: order.reference }, body: body as never });
    const good = { amount: order.amount, chequeNumber: '0001234', bank: 'LCL', receivedOn: today() };
    const wrong = await record({ ...good, amount: order.amount - 1 });
    expect(wrong.statusCode).toBe(422);
    const total = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(order.amount);
    expect(failureOf(wrong, compta.recordCheque).data).toEqual({ errors: { amount: [`Le montant du chèque doit être celui de la commande : ${total}.`] } });
    const future = await record({ ...good, receivedOn: '2099-01-01' });
    expect(Object.keys((failureOf(future, compta.recordCheque).data as { errors: object }).errors)).toEqual(['receivedOn']);
    const early = await record({ ...good, receivedOn: '2020-01-01' });
    expect((failureOf(early, compta.recordCheque).data as { errors: { receivedOn: string[] } }).errors.receivedOn[0]).toMatch(/^Le chèque ne peut pas être arrivé avant la commande, passée le /);
    const bad = await record({ amount: 12.345, chequeNumber: '', bank: 'x', receivedOn: 'demain' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((failureOf(bad, compta.recordCheque).data as { errors: object }).errors).sort()).toEqual(['amount', 'bank', 'chequeNumber', 'receivedOn']);
    const [row] = await db().select().from(orders).where(eq(orders.reference, order.reference));
    expect(row.status).toBe('awaitingCheque');
    expect(await db().select().from(chequePayments).where(eq(chequePayments.orderId, row.id))).toEqual([]);
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(auditEntries)).toEqual(entriesBefore);
  });

  it('answers 404 for an unknown order and for another platform’s, and 409 for an order not awaiting a cheque', async () => {
    const body = { amount: 10, chequeNumber: '1234567', bank: 'Banque Populaire', receivedOn: today() };
    const unknown = await admin.call(compta.recordCheque, { params: { reference: 'CMD-NOPE0000' }, body });
    expect(unknown.statusCode).toBe(404);
    expect(failureOf(unknown, compta.recordCheque).message).toBe('Cette commande n’existe pas sur cette plateforme.');
    // Demo's order awaiting its cheque is not found by Cofares's administrator, nor listed for them; and the reverse.
    const ours = await chequeOrder('boutique@demo.test', demo, 'demo.localhost', 'demo', 2);
    const theirs = await chequeOrder('tienda@cofares.test', cofares, 'cofares.localhost', 'cofares');
    const fromThere = await otherAdmin.call(compta.recordCheque, { params: { reference: ours.reference }, body: { ...body, amount: ours.amount } });
    expect(fromThere.statusCode).toBe(404);
    expect(dataOf(await otherAdmin.call(compta.listAwaitingCheques), compta.listAwaitingCheques).items.map((o) => o.reference)).toEqual([theirs.reference]);
    expect((await admin.call(compta.recordCheque, { params: { reference: theirs.reference }, body: { ...body, amount: theirs.amount } })).statusCode).toBe(404);
    expect(dataOf(await admin.call(compta.listAwaitingCheques), compta.listAwaitingCheques).items.map((o) => o.reference)).not.toContain(theirs.reference);
    expect((await db().select().from(orders).where(eq(orders.reference, ours.reference)))[0].status).toBe('awaitingCheque');
    // A card-paid order of the seed never awaited a cheque.
    const paidByCard = await admin.call(compta.recordCheque, { params: { reference: 'CMD-DEMO000001' }, body });
    expect(paidByCard.statusCode).toBe(409);
    expect(failureOf(paidByCard, compta.recordCheque).message).toBe('La commande CMD-DEMO000001 n’attend pas de chèque.');
    await db().update(orders).set({ status: 'cancelled' }).where(eq(orders.reference, ours.reference));
    const cancelled = await admin.call(compta.recordCheque, { params: { reference: ours.reference }, body: { ...body, amount: ours.amount } });
    expect(cancelled.statusCode).toBe(409);
    expect(failureOf(cancelled, compta.recordCheque).message).toBe(`La commande ${ours.reference} n’attend pas de chèque.`);
  });
});

describe('issuing a credit note', () => {
  /** A cheque order of a training with a face-to-face session, its seat booked once the cheque is recorded. */
  async function paidSessionOrder() {
    const live = await liveOffer(db(), demo);
    const order = await chequeOrder('boutique@demo.test', demo, 'demo.localhost', 'demo', 0, {
      offerId: live.offerId,
      trainingId: live.trainingId,
      sessions: [{ faceToFaceId: live.faceToFaceId, sessionId: live.sessionId }],
    });
    const recorded = dataOf(
      await admin.call(compta.recordCheque, { params: { reference: order.reference }, body: { amount: order.amount, chequeNumber: '7001234', bank: 'LCL', receivedOn: today() } }),
      compta.recordCheque,
    );
    const [invoice] = await db().select().from(invoices).where(eq(invoices.number, recorded.invoiceNumber));
    return { ...order, invoice, sessionId: live.sessionId };
  }
  const seatsTaken = async (sessionId: number) => (await db().select({ n: faceToFaceSessions.currentParticipants }).from(faceToFaceSessions).where(eq(faceToFaceSessions.id, sessionId)))[0].n;

  it('cancels a paid invoice in full: numbered in its own series, the order refunded, the enrolment withdrawn and the seat given back, the buyer told', async () => {
    const order = await paidSessionOrder();
    const [enrolment] = await db().select().from(enrolments).where(and(eq(enrolments.userId, order.userId), eq(enrolments.trainingId, order.trainingId)));
    expect(enrolment.status).toBe('active');
    const [booking] = await db().select().from(sessionBookings).where(eq(sessionBookings.enrolmentId, enrolment.id));
    expect(booking.status).toBe('confirmed');
    const seatsBefore = await seatsTaken(order.sessionId);

    const answer = await admin.call(compta.issueCreditNote, { params: { invoiceId: order.invoice.id }, body: { reason: '  Formation annulée à la demande du client  ' } });
    const issued = dataOf(answer, compta.issueCreditNote);
    expect(issued).toMatchObject({ number: expect.stringMatching(/^AV-\d{4}-\d{6}$/), invoiceNumber: order.invoice.number, orderReference: order.reference, status: 'refunded' });
    expect(answer.json().message).toBe(`Avoir ${issued.number} émis : la facture ${order.invoice.number} est annulée et la commande ${order.reference} remboursée.`);
    const [note] = await db().select().from(creditNotes).where(eq(creditNotes.id, issued.creditNoteId));
    expect(note).toMatchObject({ platformId: demo, invoiceId: order.invoice.id, reason: 'Formation annulée à la demande du client' });
    expect((await db().select().from(orders).where(eq(orders.reference, order.reference)))[0].status).toBe('refunded');
    // Not started: the enrolment is withdrawn, the booking cancelled and its seat given back.
    expect((await db().select().from(enrolments).where(eq(enrolments.id, enrolment.id)))[0].status).toBe('unsubscribed');
    expect((await db().select().from(sessionBookings).where(eq(sessionBookings.id, booking.id)))[0].status).toBe('cancelled');
    expect(await seatsTaken(order.sessionId)).toBe(seatsBefore - 1);
    // The buyer: a notification, an e-mail in French, the order refunded with its credit note in their list.
    const told = await db().select().from(notifications).where(eq(notifications.userId, order.userId));
    expect(told.map((n) => n.payload)).toContainEqual({ kind: 'orderRefunded', orderReference: order.reference, creditNote: issued.number });
    const mails = await db().select().from(outboxMessages).where(eq(outboxMessages.subject, `Votre commande ${order.reference} est remboursée`));
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain(`l’avoir ${issued.number} annule la facture ${order.invoice.number}`);
    const buyer = await signedIn(t.app, 'boutique@demo.test');
    const mine = dataOf(await buyer.call(shop.listOrders), shop.listOrders).orders.find((o) => o.reference === order.reference)!;
    expect(mine).toMatchObject({ status: 'refunded', invoice: { number: order.invoice.number }, creditNote: { number: issued.number } });
    const token = mine.creditNote!.url.split('/').pop()!;
    const pdf = await buyer.call(shop.downloadCreditNote, { params: { token } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${issued.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await (await signedIn(t.app, 'pharmacien@demo.test')).call(shop.downloadCreditNote, { params: { token } })).statusCode).toBe(404);
    // The administrator downloads it from the accounting; another platform's administrator does not find it.
    const adminPdf = await admin.call(compta.downloadAccountingCreditNote, { params: { creditNoteId: issued.creditNoteId } });
    expect(adminPdf.statusCode).toBe(200);
    expect(adminPdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await otherAdmin.call(compta.downloadAccountingCreditNote, { params: { creditNoteId: issued.creditNoteId } })).statusCode).toBe(404);
    // The audit log.
    const log = dataOf(await admin.call(listAuditLog, { query: { action: 'creditNote.issue' } }), listAuditLog);
    expect(log.items[0]).toMatchObject({ subject: order.invoice.number });
    expect(log.items[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'paid', after: 'refunded' },
        { field: 'creditNote', before: null, after: { number: issued.number, reason: 'Formation annulée à la demande du client', amount: -order.amount } },
        { field: 'withdrawnEnrolments', before: null, after: [enrolment.id] },
        { field: 'cancelledBookings', before: null, after: [booking.id] },
      ]),
    );

    // Today's accounting: the invoice, now refunded, and the credit note negating it; totals net of it.
    const todays = dataOf(await admin.call(compta.listAccountingInvoices, { query: { from: today(), to: today() } }), compta.listAccountingInvoices);
    expect(todays.items).toContainEqual(expect.objectContaining({ kind: 'invoice', number: order.invoice.number, status: 'refunded', creditNoteId: null, totalWithVat: order.amount }));
    expect(todays.items).toContainEqual(
      expect.objectContaining({ kind: 'creditNote', number: issued.number, cancels: order.invoice.number, creditNoteId: issued.creditNoteId, invoiceId: order.invoice.id, status: 'refunded', totalWithVat: -order.amount }),
    );
    expect(todays.totals.creditNotes).toBeGreaterThanOrEqual(1);
    const sum = Math.round(todays.items.reduce((s, r) => s + r.totalWithVat * 100, 0)) / 100;
    expect(todays.totals.totalWithVat).toBe(sum);
    const lines = csvLines((await admin.call(compta.exportAccountingInvoices, { query: { from: today(), to: today(), format: 'csv' } })).rawPayload);
    const creditLine = lines.find((l) => l.startsWith(`${issued.number};`))!;
    expect(creditLine.split(';').slice(2, 5)).toEqual(['Avoir', expect.any(String), order.reference]);
    expect(creditLine.split(';')[8]).toBe(String(-order.amount).replace('.', ','));
    expect(creditLine.split(';')[10]).toBe('Remboursée');

    // Twice is refused and changes nothing.
    const again = await admin.call(compta.issueCreditNote, { params: { invoiceId: order.invoice.id }, body: { reason: 'Encore' } });
    expect(again.statusCode).toBe(409);
    expect(failureOf(again, compta.issueCreditNote).message).toBe(`La facture ${order.invoice.number} est déjà annulée par l’avoir ${issued.number}.`);
    expect(await db().select().from(creditNotes).where(eq(creditNotes.invoiceId, order.invoice.id))).toHaveLength(1);
  });

  it('numbers credit notes without gaps, apart from invoices', async () => {
    const first = await paidSessionOrder();
    const second = await chequeOrder('boutique@demo.test', demo, 'demo.localhost', 'demo', 3);
    const recorded = dataOf(
      await admin.call(compta.recordCheque, { params: { reference: second.reference }, body: { amount: second.amount, chequeNumber: '7001235', bank: 'LCL', receivedOn: today() } }),
      compta.recordCheque,
    );
    const [secondInvoice] = await db().select().from(invoices).where(eq(invoices.number, recorded.invoiceNumber));
    const a = dataOf(await admin.call(compta.issueCreditNote, { params: { invoiceId: first.invoice.id }, body: { reason: 'Doublon' } }), compta.issueCreditNote);
    const b = dataOf(await admin.call(compta.issueCreditNote, { params: { invoiceId: secondInvoice.id }, body: { reason: 'Doublon' } }), compta.issueCreditNote);
    const sequence = (n: string) => Number(n.slice(-6));
    expect(sequence(b.number)).toBe(sequence(a.number) + 1);
    expect(a.number.slice(0, 8)).toBe(`AV-${today().slice(0, 4)}-`);
  });

  it('refuses a missing or too long reason beside it, an unknown or another platform’s invoice (404) and an unpaid order (409)', async () => {
    const [invoice] = await db().select().from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(and(eq(invoices.platformId, demo), eq(orders.status, 'paid'))).limit(1);
    const entriesBefore = await db().select({ n: sql<number>`count(*)::int` }).from(auditEntries);
    for (const reason of ['   ', 'x'.repeat(compta.CREDIT_NOTE_REASON_MAX + 1)]) {
      const refused = await admin.call(compta.issueCreditNote, { params: { invoiceId: invoice.invoices.id }, body: { reason } });
      expect(refused.statusCode).toBe(422);
      expect(failureOf(refused, compta.issueCreditNote).data).toEqual({ errors: { reason: ['Saisissez le motif de l’avoir (1 à 500 caractères).'] } });
    }
    const unknown = await admin.call(compta.issueCreditNote, { params: { invoiceId: 999_999_999 }, body: { reason: 'Annulation' } });
    expect(unknown.statusCode).toBe(404);
    expect(failureOf(unknown, compta.issueCreditNote).message).toBe('Cette facture n’existe pas sur cette plateforme.');
    const fromThere = await otherAdmin.call(compta.issueCreditNote, { params: { invoiceId: invoice.invoices.id }, body: { reason: 'Annulación' } });
    expect(fromThere.statusCode).toBe(404);
    await db().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, invoice.orders.id));
    const unpaid = await admin.call(compta.issueCreditNote, { params: { invoiceId: invoice.invoices.id }, body: { reason: 'Annulation' } });
    await db().update(orders).set({ status: 'paid' }).where(eq(orders.id, invoice.orders.id));
    expect(unpaid.statusCode).toBe(409);
    expect(failureOf(unpaid, compta.issueCreditNote).message).toBe(`La commande de la facture ${invoice.invoices.number} n’est pas payée : elle ne peut pas être remboursée.`);
    expect(await db().select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.invoices.id))).toEqual([]);
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(auditEntries)).toEqual(entriesBefore);
  });
});
