import { eq } from 'drizzle-orm';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as auth from '@app/contracts/identity/auth';
import * as api from '@app/contracts/pharmacy/invoices';
import { accountContracts } from '@app/db/schema/account-contracts';
import { accounts } from '@app/db/schema/accounts';
import { invoices } from '@app/db/schema/invoices';
import { orderLines } from '@app/db/schema/order-lines';
import { orders } from '@app/db/schema/orders';
import { users } from '@app/db/schema/users';
import { DEMO_PAID_ORDERS } from '@app/db/seed/data/invoices-demo';
import { createMailer } from '../../mail/mailer.ts';
import { readPdf } from '../../test/pdf.ts';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';
import { unzip } from '../../test/zip.ts';
import { confirmOrder } from '../shop/order-confirm.ts';

let t: TestApp;
let owner: Visitor;
const db = () => t.db.db;
const CENTRE = 'Pharmacie du Centre';
const centreOrders = DEMO_PAID_ORDERS.filter((o) => o.account === CENTRE);

/** The seeded invoices of a pharmacy, newest first. */
async function invoicesOf(accountName: string) {
  const rows = await db()
    .select({ id: invoices.id, number: invoices.number, reference: orders.reference, issuedAt: invoices.issuedAt })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .where(eq(accounts.name, accountName));
  return rows.sort((a, b) => b.issuedAt.getTime() - a.issuedAt.getTime());
}

/** Every page's text of a PDF (the merged one has several). */
function pagesText(bytes: Uint8Array): string[] {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    return Array.from({ length: doc.countPages() }, (_, i) => doc.loadPage(i).toStructuredText('preserve-whitespace').asText());
  } finally {
    doc.destroy();
  }
}

const referentOf = async (accountName: string) => {
  const referent = await signedIn(t.app, 'referent@demo.test');
  const [account] = await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.name, accountName));
  dataOf(await referent.call(auth.setAccountId, { body: { accountId: account.id, platform: 'demo' } }), auth.setAccountId);
  return referent;
};

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedIn(t.app, 'titulaire@demo.test');
});
afterAll(() => t.close());

describe('who may read the pharmacy’s orders and invoices', () => {
  const calls = (id: number) =>
    [
      (v: Visitor) => v.call(api.getLastCommand),
      (v: Visitor) => v.call(api.getCommand, { params: { id: 'CMD-DEMO000001' } }),
      (v: Visitor) => v.call(api.listInvoices, { query: {} }),
      (v: Visitor) => v.call(api.getInvoice, { params: { id } }),
      (v: Visitor) => v.call(api.downloadPharmacyInvoice, { params: { id } }),
      (v: Visitor) => v.call(api.downloadInvoices, { body: { factures: [id] } }),
      (v: Visitor) => v.call(api.mergeInvoices, { body: { factures: [id] } }),
    ] as const;

  it('asks a guest to sign in (401) and refuses a learner of the pharmacy (403) on every call', async () => {
    const [{ id }] = await invoicesOf(CENTRE);
    const learner = await signedIn(t.app, 'lea.dubois@demo.test');
    for (const call of calls(id)) {
      expect((await call(createVisitor(t.app))).statusCode).toBe(401);
      const refused = await call(learner);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/titulaire et aux référents/);
    }
  });

  it('refuses a referent of two pharmacies who has not chosen one yet (403)', async () => {
    const referent = await signedIn(t.app, 'referent@demo.test');
    expect((await referent.call(api.getLastCommand)).statusCode).toBe(403);
  });
});

describe('the pharmacy’s orders', () => {
  it('getLastCommand answers the newest order with its lines, totals, buyer and invoice', async () => {
    const last = dataOf(await owner.call(api.getLastCommand), api.getLastCommand);
    const [newest] = await invoicesOf(CENTRE);
    expect(last).toMatchObject({ reference: newest.reference, status: 'paid', kind: 'cart', orderedBy: 'Isabelle Moreau', invoice: { id: newest.id, number: newest.number } });
    expect(last!.lines).toHaveLength(centreOrders.at(-1)!.offers.length);
    expect(last!.totalWithVat).toBeCloseTo(last!.total + last!.vat, 2);
  });

  it('getLastCommand is null for a pharmacy without orders', async () => {
    const referent = await referentOf('Pharmacie de la Gare');
    expect(dataOf(await referent.call(api.getLastCommand), api.getLastCommand)).toBeNull();
  });

  it('getCommand answers an order of the pharmacy by its reference; another pharmacy’s or an unknown one is a 404', async () => {
    const [, second] = await invoicesOf(CENTRE);
    const order = dataOf(await owner.call(api.getCommand, { params: { id: second.reference } }), api.getCommand);
    expect(order).toMatchObject({ reference: second.reference, invoice: { id: second.id } });
    const [halles] = await invoicesOf('Pharmacie des Halles');
    const foreign = await owner.call(api.getCommand, { params: { id: halles.reference } });
    expect(foreign.statusCode).toBe(404);
    expect(failureOf(foreign, api.getCommand).message).toBe('Cette commande n’existe pas dans la pharmacie que vous gérez.');
    expect((await owner.call(api.getCommand, { params: { id: 'CMD-NOTANORDER' } })).statusCode).toBe(404);
    expect((await owner.call(api.getCommand, { params: { id: 'x' } })).statusCode).toBe(422);
  });
});

describe('the invoices list', () => {
  it('lists the pharmacy’s invoices newest first with their amounts, who ordered and the years that have some', async () => {
    const list = dataOf(await owner.call(api.listInvoices, { query: {} }), api.listInvoices);
    const seeded = await invoicesOf(CENTRE);
    expect(list.total).toBe(centreOrders.length);
    expect(list.items.map((i) => i.number)).toEqual(seeded.map((s) => s.number));
    expect(list.years).toEqual([2026, 2025]);
    for (const item of list.items) {
      expect(item).toMatchObject({ kind: 'cart', orderedBy: 'Isabelle Moreau' });
      expect(item.totalWithVat).toBeCloseTo(item.total + item.vat, 2);
    }
  });

  it('filters by year and pages', async () => {
    const of2025 = dataOf(await owner.call(api.listInvoices, { query: { year: 2025 } }), api.listInvoices);
    expect(of2025.items.map((i) => i.issuedAt.slice(0, 4))).toEqual(['2025', '2025']);
    expect(of2025.years).toEqual([2026, 2025]);
    const page2 = dataOf(await owner.call(api.listInvoices, { query: { perPage: 3, page: 2 } }), api.listInvoices);
    expect(page2).toMatchObject({ total: centreOrders.length, page: 2, perPage: 3 });
    expect(page2.items).toHaveLength(centreOrders.length - 3);
    const bad = await owner.call(api.listInvoices, { query: { year: 'abc' as unknown as number } });
    expect(bad.statusCode).toBe(422);
    expect(failureOf(bad, api.listInvoices).data).toMatchObject({ errors: { year: expect.any(Array) } });
  });
});

describe('one invoice', () => {
  it('answers its PDF and its page’s data; another pharmacy’s is a 404', async () => {
    const [latest] = await invoicesOf(CENTRE);
    const pdf = await owner.call(api.downloadPharmacyInvoice, { params: { id: latest.id } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${latest.number}.pdf"`);
    const text = readPdf(pdf.rawPayload).text;
    expect(text).toContain(latest.number);
    expect(text).toContain(CENTRE);

    const detail = dataOf(await owner.call(api.getInvoice, { params: { id: latest.id } }), api.getInvoice);
    expect(detail.invoice.number).toBe(latest.number);
    expect(detail.order.reference).toBe(latest.reference);
    expect(detail.order.lines.length).toBeGreaterThan(0);

    const [halles] = await invoicesOf('Pharmacie des Halles');
    for (const response of [await owner.call(api.downloadPharmacyInvoice, { params: { id: halles.id } }), await owner.call(api.getInvoice, { params: { id: halles.id } })]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Cette facture n’existe pas dans la pharmacie que vous gérez.');
    }
    expect((await owner.call(api.getInvoice, { params: { id: 'abc' as unknown as number } })).statusCode).toBe(422);
  });
});

describe('several invoices at once', () => {
  it('invoices POST answers ONE zip holding the selected invoices’ PDFs', async () => {
    const [a, b] = await invoicesOf(CENTRE);
    const response = await owner.call(api.downloadInvoices, { body: { factures: [a.id, b.id, a.id] } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="factures-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = await unzip(response.rawPayload);
    expect([...files.keys()].sort()).toEqual([`${a.number}.pdf`, `${b.number}.pdf`].sort());
    expect(readPdf(files.get(`${a.number}.pdf`)!).text).toContain(a.number);
    expect(readPdf(files.get(`${b.number}.pdf`)!).text).toContain(b.number);
  });

  it('mFactures answers ONE PDF with the pages of every selected invoice, in the order chosen', async () => {
    const [a, b] = await invoicesOf(CENTRE);
    const response = await owner.call(api.mergeInvoices, { body: { factures: [b.id, a.id] } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="factures-a-imprimer-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const pages = pagesText(response.rawPayload);
    const single = async (id: number) => pagesText((await owner.call(api.downloadPharmacyInvoice, { params: { id } })).rawPayload).length;
    expect(pages).toHaveLength((await single(a.id)) + (await single(b.id)));
    expect(pages[0]).toContain(b.number);
    expect(pages.at(-1)).toContain(a.number);
  });

  for (const contract of [api.downloadInvoices, api.mergeInvoices]) {
    it(`${contract.path}: an empty selection is a 422 with a clear message; an id of another pharmacy a 404, nothing sent`, async () => {
      const empty = await owner.call(contract, { body: { factures: [] } });
      expect(empty.statusCode).toBe(422);
      expect(failureOf(empty, contract).data).toMatchObject({ errors: { factures: ['Choisissez au moins une facture.'] } });
      const [mine] = await invoicesOf(CENTRE);
      const [halles] = await invoicesOf('Pharmacie des Halles');
      const foreign = await owner.call(contract, { body: { factures: [mine.id, halles.id] } });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.headers['content-type']).toMatch(/^application\/json/);
      expect(failureOf(foreign, contract).message).toMatch(/rien n’a été téléchargé/);
      expect((await owner.call(contract, { body: { factures: [mine.id, 'x' as unknown as number] } })).statusCode).toBe(422);
      expect((await owner.call(contract, { body: {} as { factures: number[] } })).statusCode).toBe(422);
    });
  }
});

describe('a referent of two pharmacies', () => {
  it('sees the chosen pharmacy’s invoices only, also right after switching', async () => {
    const [halles] = await invoicesOf('Pharmacie des Halles');
    const [centre] = await invoicesOf(CENTRE);
    const referent = await referentOf('Pharmacie des Halles');
    expect(dataOf(await referent.call(api.listInvoices, { query: {} }), api.listInvoices).items.map((i) => i.id)).toEqual([halles.id]);
    expect((await referent.call(api.downloadPharmacyInvoice, { params: { id: halles.id } })).statusCode).toBe(200);
    expect((await referent.call(api.getInvoice, { params: { id: centre.id } })).statusCode).toBe(404);

    const [gare] = await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.name, 'Pharmacie de la Gare'));
    dataOf(await referent.call(auth.setAccountId, { body: { accountId: gare.id, platform: 'demo' } }), auth.setAccountId);
    expect(dataOf(await referent.call(api.listInvoices, { query: {} }), api.listInvoices)).toMatchObject({ items: [], total: 0, years: [] });
    expect((await referent.call(api.downloadPharmacyInvoice, { params: { id: halles.id } })).statusCode).toBe(404);
    expect((await referent.call(api.getCommand, { params: { id: halles.reference } })).statusCode).toBe(404);
  });
});

describe('a contract paid online', () => {
  it('shows as the last order and in the invoices, of kind contract, its line without a training', async () => {
    const [centre] = await db().select().from(accounts).where(eq(accounts.name, CENTRE));
    const [titulaire] = await db().select().from(users).where(eq(users.email, 'titulaire@demo.test'));
    const [contract] = await db()
      .insert(accountContracts)
      .values({ accountId: centre.id, product: 'equipe', periodStart: '2026-11-01', periodEnd: '2027-10-31', priceHtCents: 99_000, vatRateBp: 2000, lang: 'fr' })
      .returning();
    const [order] = await db()
      .insert(orders)
      .values({
        reference: 'CMD-CONTRACT01',
        platformId: centre.platformId,
        userId: titulaire.id,
        kind: 'contract',
        contractId: contract.id,
        accountId: centre.id,
        idempotencyKey: 'test-contract-order',
        lang: 'fr',
        country: 'FR',
        grossHtCents: 99_000,
        totalDiscountCents: 0,
        totalCents: 99_000,
        vatCents: 19_800,
        totalWithVatCents: 118_800,
      })
      .returning();
    await db().insert(orderLines).values({ orderId: order.id, name: 'Contrat Équipe', funding: 'SELF', unitPriceHtCents: 99_000, vatRateBp: 2000, discountCents: 0, totalHtCents: 99_000, vatCents: 19_800, totalWithVatCents: 118_800 });
    // Issued by the shop's own confirmation, as the contract's online payment does.
    const outcome = await confirmOrder({ db: db(), jobs: t.app.jobs, mailer: createMailer(db()), broadcaster: t.app.realtime.broadcaster }, order.id, { method: 'card', at: new Date(), origin: 'http://demo.localhost' });
    expect(outcome.kind).toBe('confirmed');

    const last = dataOf(await owner.call(api.getLastCommand), api.getLastCommand);
    expect(last).toMatchObject({ reference: 'CMD-CONTRACT01', kind: 'contract', totalWithVat: 1188 });
    expect(last!.lines).toEqual([expect.objectContaining({ name: 'Contrat Équipe', trainingType: null, function: null, productId: null })]);
    const [first] = dataOf(await owner.call(api.listInvoices, { query: {} }), api.listInvoices).items;
    expect(first).toMatchObject({ orderReference: 'CMD-CONTRACT01', kind: 'contract', total: 990, vat: 198, totalWithVat: 1188 });
    const pdf = await owner.call(api.downloadPharmacyInvoice, { params: { id: first.id } });
    expect(readPdf(pdf.rawPayload).text).toContain('Contrat Équipe');
  });
});
