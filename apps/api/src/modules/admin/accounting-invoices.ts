import { and, eq, gte, inArray, lt } from 'drizzle-orm';
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

const issuedAt = (d: AccountingDocument) => (d.creditNote ?? d.invoice).issuedAt;

/**
 * The platform's invoices and credit notes issued in the period of Paris days (both included), oldest first (an invoice
 * before a credit note issued at the same instant); a period ending before it starts is refused beside `to`.
 */
async function periodDocuments(db: Db, caller: AdminCaller, period: Period): Promise<AccountingDocument[]> {
  const { start, end } = periodBounds(caller.lang, period.from, period.to);
  const [issued, credited] = await Promise.all([
    db
      .select({ invoice: invoices, order: orders })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(and(eq(invoices.platformId, caller.platformId), gte(invoices.issuedAt, start), lt(invoices.issuedAt, end))),
    db
      .select({ creditNote: creditNotes, invoice: invoices, order: orders })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(and(eq(creditNotes.platformId, caller.platformId), gte(creditNotes.issuedAt, start), lt(creditNotes.issuedAt, end))),
  ]);
  const documents: AccountingDocument[] = [...issued.map((row) => ({ ...row, creditNote: null })), ...credited];
  const kindOrder = (d: AccountingDocument) => (d.creditNote ? 1 : 0);
  return documents.sort((a, b) => issuedAt(a).getTime() - issuedAt(b).getTime() || kindOrder(a) - kindOrder(b) || (a.creditNote ?? a.invoice).id - (b.creditNote ?? b.invoice).id);
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
 * period's counts and amounts net of the credit notes.
 */
export async function listAccountingInvoices(db: Db, caller: AdminCaller, query: Period & { page: number; perPage: number }) {
  const documents = await periodDocuments(db, caller, query);
  const rows = await documentRows(db, documents);
  const offset = pageOffset(query.page, query.perPage);
  const sums = rows.flatMap((r) => r.sums);
  const cents = (pick: (s: AccountingAmounts) => number) => centsToEuros(sums.reduce((sum, s) => sum + pick(s), 0));
  return {
    items: rowsOf(rows.slice(offset, offset + query.perPage)),
    total: documents.length,
    page: query.page,
    perPage: query.perPage,
    totals: {
      invoices: documents.filter((d) => !d.creditNote).length,
      creditNotes: documents.filter((d) => d.creditNote).length,
      total: cents((s) => s.totalHtCents),
      vat: cents((s) => s.vatCents),
      totalWithVat: cents((s) => s.totalWithVatCents),
    },
  };
}

/** Every row of the period, invoices and credit notes, for the export. */
export async function allAccountingRows(db: Db, caller: AdminCaller, period: Period): Promise<AccountingRow[]> {
  return rowsOf(await documentRows(db, await periodDocuments(db, caller, period)));
}
