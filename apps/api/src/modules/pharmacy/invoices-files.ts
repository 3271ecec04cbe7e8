import { and, asc, eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Db } from '@app/db/client';
import { invoices } from '@app/db/schema/invoices';
import { orderLines } from '@app/db/schema/order-lines';
import { orders } from '@app/db/schema/orders';
import { AppError } from '../../errors/app-error.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { renderInvoicePdf } from '../shop/invoice-pdf.ts';
import { ofPharmacy } from './invoices-orders.ts';
import type { PharmacyCaller } from './pharmacy-caller.ts';

export interface InvoiceFile {
  fileName: string;
  render(): Promise<Buffer>;
}

/**
 * The selected invoices of the pharmacy, in the order asked (each once): every id is checked before any PDF is drawn,
 * so an id of another pharmacy (or none) is a 404 and nothing is sent.
 */
export async function pharmacyInvoiceFiles(db: Db, caller: PharmacyCaller, ids: readonly number[], notFound: MessageKey = 'pharmacy.invoices.someNotFound'): Promise<InvoiceFile[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ invoice: invoices, order: orders })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(ofPharmacy(caller), inArray(invoices.id, unique)));
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND', notFound);
  const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, rows.map((r) => r.order.id))).orderBy(asc(orderLines.id));
  const byId = new Map(rows.map((r) => [r.invoice.id, r]));
  return unique.map((id) => {
    const { invoice, order } = byId.get(id)!;
    return {
      fileName: `${invoice.number}.pdf`,
      render: () => renderInvoicePdf(invoice, order, lines.filter((l) => l.orderId === order.id)),
    };
  });
}

/** `invoice/{id}`: one invoice's PDF. */
export async function pharmacyInvoicePdf(db: Db, caller: PharmacyCaller, id: number): Promise<{ fileName: string; pdf: Buffer }> {
  const [file] = await pharmacyInvoiceFiles(db, caller, [id], 'pharmacy.invoices.invoiceNotFound');
  return { fileName: file.fileName, pdf: await file.render() };
}

/** `invoices` POST: the files as ONE zip, drawn one after the other into it while it streams out. */
export function invoicesZip(files: readonly InvoiceFile[]): Readable {
  const zip = new ZipFile();
  void (async () => {
    try {
      // Invoice numbers are unique: no two entries share a name.
      for (const file of files) zip.addBuffer(await file.render(), file.fileName);
      zip.end();
    } catch (error) {
      (zip.outputStream as Readable).destroy(error as Error);
    }
  })();
  return zip.outputStream as Readable;
}

/** `mFactures`: the files merged into ONE PDF, their pages one after the other (docs/decisions.md). */
export async function mergedInvoicesPdf(files: readonly InvoiceFile[]): Promise<Uint8Array> {
  const merged = await PDFDocument.create();
  for (const file of files) {
    const source = await PDFDocument.load(await file.render());
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  }
  return merged.save();
}
