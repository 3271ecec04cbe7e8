import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { invoices } from '@app/db/schema/invoices';
import { orderLines } from '@app/db/schema/order-lines';
import { orders } from '@app/db/schema/orders';
import { AppError } from '../../errors/app-error.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/** An invoice by its download token, for its buyer only (anyone else: 404), as a PDF and its file name. */
export async function invoiceFile(db: Db, userId: number, token: string): Promise<{ fileName: string; pdf: Buffer }> {
  const [row] = await db
    .select({ invoice: invoices, order: orders })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.downloadToken, token), eq(orders.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'checkout.invoiceNotFound');
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, row.order.id)).orderBy(asc(orderLines.id));
  return { fileName: `${row.invoice.number}.pdf`, pdf: await renderInvoicePdf(row.invoice, row.order, lines) };
}
