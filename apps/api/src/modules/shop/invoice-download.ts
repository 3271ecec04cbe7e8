import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { creditNotes } from '@app/db/schema/credit-notes';
import { invoices } from '@app/db/schema/invoices';
import { orderLines } from '@app/db/schema/order-lines';
import { orders } from '@app/db/schema/orders';
import { AppError } from '../../errors/app-error.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

const linesOf = (db: Db, orderId: number) => db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));

/** An invoice by its download token, for its buyer only (anyone else: 404), as a PDF and its file name. */
export async function invoiceFile(db: Db, userId: number, token: string): Promise<{ fileName: string; pdf: Buffer }> {
  const [row] = await db
    .select({ invoice: invoices, order: orders })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.downloadToken, token), eq(orders.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'checkout.invoiceNotFound');
  return { fileName: `${row.invoice.number}.pdf`, pdf: await renderInvoicePdf(row.invoice, row.order, await linesOf(db, row.order.id)) };
}

/** The credit note found by `where` (404 with `notFound` otherwise), as the PDF of the invoice it cancels, negated. */
async function creditNotePdf(db: Db, where: SQL, notFound: MessageKey): Promise<{ fileName: string; pdf: Buffer }> {
  const [row] = await db
    .select({ creditNote: creditNotes, invoice: invoices, order: orders })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(where);
  if (!row) throw new AppError('NOT_FOUND', notFound);
  return { fileName: `${row.creditNote.number}.pdf`, pdf: await renderInvoicePdf(row.invoice, row.order, await linesOf(db, row.order.id), row.creditNote) };
}

/** A credit note by its download token, for the buyer of its order only (anyone else: 404). */
export function creditNoteFile(db: Db, userId: number, token: string) {
  return creditNotePdf(db, and(eq(creditNotes.downloadToken, token), eq(orders.userId, userId))!, 'creditNote.notFound');
}

/** A credit note of the platform by its id, for the back-office (another platform's: 404). */
export function platformCreditNoteFile(db: Db, platformId: number, id: number) {
  return creditNotePdf(db, and(eq(creditNotes.id, id), eq(creditNotes.platformId, platformId))!, 'admin.factureCompta.creditNoteNotFound');
}
