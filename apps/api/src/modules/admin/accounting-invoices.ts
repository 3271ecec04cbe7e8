import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AccountingRow, accountingPeriodQuery } from '@app/contracts/admin/facture-compta';
import type { Db } from '@app/db/client';
import { creditNotes, type CreditNote } from '@app/db/schema/credit-notes';
import { invoices, type Invoice } from '@app/db/schema/invoices';
import { orderLines } from '@app/db/schema/order-lines';
import { orders, type Order } from '@app/db/schema/orders';
import { amountsByVatRate, creditNoteAmounts, vatRatePercent, type AccountingAmounts } from '@app/domain/admin/facture-compta';
import { pageOffset } from '@app/domain/platform/pagination';
import { centsToEuros } from '@app/domain/shop/prices';
import type { AdminCaller } from './admin-caller.ts';
import { periodBounds } from './period.ts';

type Period = z.output<typeof accountingPeriodQuery>;

/** An invoice, or a credit note with the invoice it cancels, and the order. */
interface AccountingDocument {
  invoice: Invoice;
  order: Order;
  creditNote: CreditNote | null;
}

/** The period of Paris days (both included) as instants; a period ending before it starts is refused beside `to`. */
const boundsOf = (caller: AdminCaller, period: Period) => periodBounds(caller.lang, period.from, period.to);

/**
 * The platform's documents issued in the period, one row each, in the order of the list: oldest first, an invoice
 * before a credit note issued at the same instant. Read by the page, the counts and the totals, so that only a page's
 * documents are ever loaded whole.
 */
function periodDocumentKeys(db: Db, caller: AdminCaller, period: Period) {
  const { start, end } = boundsOf(caller, period);
  const issued = db
    .select({ invoiceId: invoices.id, creditNoteId: sql<number | null>`null::bigint`.mapWith(Number).as('credit_note_id'), issuedAt: invoices.issuedAt, kindOrder: sql<number>`0`.as('kind_order'), documentId: sql<number>`${invoices.id}`.as('document_id') })
    .from(invoices)
    .where(and(eq(invoices.platformId, caller.platformId), gte(invoices.issuedAt, start), lt(invoices.issuedAt, end)));
  const credited = db
    .select({ invoiceId: creditNotes.invoiceId, creditNoteId: creditNotes.id, issuedAt: creditNotes.issuedAt, kindOrder: sql<number>`1`, documentId: creditNotes.id })
    .from(creditNotes)
    .where(and(eq(creditNotes.platformId, caller.platformId), gte(creditNotes.issuedAt, start), lt(creditNotes.issuedAt, end)));
  return db.$with('documents').as(unionAll(issued, credited));
}

/** The documents whole (invoice, order, credit note), in the order of `keys`. */
async function documentsOf(db: Db, keys: readonly { invoiceId: number; creditNoteId: number | null }[]): Promise<AccountingDocument[]> {
  if (keys.length === 0) return [];
  const creditNoteIds = keys.flatMap((k) => (k.creditNoteId === null ? [] : [k.creditNoteId]));
  const [issued, credited] = await Promise.all([
    db.select({ invoice: invoices, order: orders }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(inArray(invoices.id, [...new Set(keys.map((k) => k.invoiceId))])),
    creditNoteIds.length === 0 ? [] : db.select().from(creditNotes).where(inArray(creditNotes.id, creditNoteIds)),
  ]);
  const byInvoice = new Map(issued.map((row) => [row.invoice.id, row]));
  const notes = new Map(credited.map((note) => [note.id, note]));
  return keys.map((key) => ({ ...byInvoice.get(key.invoiceId)!, creditNote: key.creditNoteId === null ? null : notes.get(key.creditNoteId)! }));
}

/** Every document of the period, in the list's order. */
async function periodDocuments(db: Db, caller: AdminCaller, period: Period): Promise<AccountingDocument[]> {
  const documents = periodDocumentKeys(db, caller, period);
  const keys = await db.with(documents).select({ invoiceId: documents.invoiceId, creditNoteId: documents.creditNoteId }).from(documents).orderBy(documents.issuedAt, documents.kindOrder, documents.documentId);
  return documentsOf(db, keys);
}

/**
 * The documents as rows per VAT rate of their order's frozen lines (what the accountant books), amounts in cents: a
 * credit note's are its invoice's negated.
 */
async function documentRows(db: Db, documents: readonly AccountingDocument[]) {
  if (documents.length === 0) return [];
  const lines = await db
    .select({ orderId: orderLines.orderId, vatRateBp: orderLines.vatRateBp, totalHtCents: orderLines.totalHtCents, vatCents: orderLines.vatCents, totalWithVatCents: orderLines.totalWithVatCents })
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...new Set(documents.map((d) => d.order.id))]));
  return documents.map((document) => {
    const sums = amountsByVatRate(lines.filter((l) => l.orderId === document.order.id));
    return { document, sums: document.creditNote ? sums.map(creditNoteAmounts) : sums };
  });
}

function accountingRow({ invoice, order, creditNote }: AccountingDocument, sum: AccountingAmounts): AccountingRow {
  return {
    invoiceId: invoice.id,
    creditNoteId: creditNote?.id ?? null,
    number: (creditNote ?? invoice).number,
    issuedAt: (creditNote ?? invoice).issuedAt.toISOString(),
    kind: creditNote ? 'creditNote' : 'invoice',
    cancels: creditNote ? invoice.number : null,
    buyer: invoice.buyer.name,
    orderReference: order.reference,
    vatRate: vatRatePercent(sum.vatRateBp),
    total: centsToEuros(sum.totalHtCents),
    vat: centsToEuros(sum.vatCents),
    totalWithVat: centsToEuros(sum.totalWithVatCents),
    paymentMethod: order.paymentMethod,
    status: order.status,
  };
}

const rowsOf = (rows: Awaited<ReturnType<typeof documentRows>>) => rows.flatMap(({ document, sums }) => sums.map((sum) => accountingRow(document, sum)));

/**
 * The period's invoices and credit notes a page at a time (a page of documents, each as its rows), with the whole
 * period's counts and amounts net of the credit notes, counted by the database rather than by reading the period.
 */
export async function listAccountingInvoices(db: Db, caller: AdminCaller, query: Period & { page: number; perPage: number }) {
  const documents = periodDocumentKeys(db, caller, query);
  // A credit note's amounts are its invoice's negated (creditNoteAmounts).
  const signed = (column: AnyPgColumn) => sql<string | null>`sum(case when ${documents.creditNoteId} is null then ${column} else -${column} end)`;
  const [keys, [period]] = await Promise.all([
    db.with(documents).select({ invoiceId: documents.invoiceId, creditNoteId: documents.creditNoteId }).from(documents)
      .orderBy(documents.issuedAt, documents.kindOrder, documents.documentId)
      .limit(query.perPage).offset(pageOffset(query.page, query.perPage)),
    // A document is counted once however many lines its order has.
    db.with(documents).select({
      invoices: sql<number>`count(distinct ${documents.invoiceId}) filter (where ${documents.creditNoteId} is null)`.mapWith(Number),
      creditNotes: sql<number>`count(distinct ${documents.creditNoteId})`.mapWith(Number),
      total: signed(orderLines.totalHtCents),
      vat: signed(orderLines.vatCents),
      totalWithVat: signed(orderLines.totalWithVatCents),
    })
      .from(documents)
      .innerJoin(invoices, eq(invoices.id, documents.invoiceId))
      .leftJoin(orderLines, eq(orderLines.orderId, invoices.orderId)),
  ]);
  const cents = (value: string | null) => centsToEuros(Number(value ?? 0));
  return {
    items: rowsOf(await documentRows(db, await documentsOf(db, keys))),
    total: period.invoices + period.creditNotes,
    page: query.page,
    perPage: query.perPage,
    totals: { invoices: period.invoices, creditNotes: period.creditNotes, total: cents(period.total), vat: cents(period.vat), totalWithVat: cents(period.totalWithVat) },
  };
}

/** Every row of the period, invoices and credit notes, for the export. */
export async function allAccountingRows(db: Db, caller: AdminCaller, period: Period): Promise<AccountingRow[]> {
  return rowsOf(await documentRows(db, await periodDocuments(db, caller, period)));
}
