import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PharmacyInvoice, PharmacyOrder } from '@app/contracts/pharmacy/invoices';
import type { Db } from '@app/db/client';
import { invoices } from '@app/db/schema/invoices';
import { orders } from '@app/db/schema/orders';
import { users } from '@app/db/schema/users';
import { pageOffset } from '@app/domain/platform/pagination';
import { centsToEuros } from '@app/domain/shop/prices';
import { AppError } from '../../errors/app-error.ts';
import { fullName, ofPharmacy, pharmacyOrderViews } from './invoices-orders.ts';
import type { PharmacyCaller } from './pharmacy-caller.ts';

const columns = { invoice: invoices, order: orders, firstName: users.firstName, lastName: users.lastName };

function invoiceRows(db: Db, where: SQL) {
  return db.select(columns).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).innerJoin(users, eq(users.id, orders.userId)).where(where);
}

type Row = Awaited<ReturnType<typeof invoiceRows>>[number];

function invoiceItem({ invoice, order, ...who }: Row): PharmacyInvoice {
  return {
    id: invoice.id,
    number: invoice.number,
    issuedAt: invoice.issuedAt.toISOString(),
    orderReference: order.reference,
    kind: order.kind,
    orderedBy: fullName(who),
    total: centsToEuros(order.totalCents),
    vat: centsToEuros(order.vatCents),
    totalWithVat: centsToEuros(order.totalWithVatCents),
  };
}

/** `invoices` GET: the pharmacy's invoices, newest first, of one year if asked, a page at a time, and the years it has. */
export async function listPharmacyInvoices(db: Db, caller: PharmacyCaller, query: { page: number; perPage: number; year?: number }) {
  const where = and(ofPharmacy(caller), query.year === undefined ? undefined : eq(invoices.year, query.year))!;
  const [rows, [{ total }], years] = await Promise.all([
    invoiceRows(db, where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(query.perPage)
      .offset(pageOffset(query.page, query.perPage)),
    db.select({ total: count() }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(where),
    db.selectDistinct({ year: invoices.year }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(ofPharmacy(caller)).orderBy(desc(invoices.year)),
  ]);
  return { items: rows.map(invoiceItem), total, page: query.page, perPage: query.perPage, years: years.map((y) => y.year) };
}

/** One invoice of the pharmacy with its order; another pharmacy's is not found (404). */
export async function pharmacyInvoice(db: Db, caller: PharmacyCaller, id: number): Promise<{ invoice: PharmacyInvoice; order: PharmacyOrder }> {
  const [row] = await invoiceRows(db, and(ofPharmacy(caller), eq(invoices.id, id))!);
  if (!row) throw new AppError('NOT_FOUND', 'pharmacy.invoices.invoiceNotFound');
  const [order] = await pharmacyOrderViews(db, [{ order: row.order, orderedBy: fullName(row) }]);
  return { invoice: invoiceItem(row), order };
}
