import { and, asc, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AccountingRow, accountingPeriodQuery } from '@app/contracts/admin/facture-compta';
import type { Db } from '@app/db/client';
import { invoices } from '@app/db/schema/invoices';
import { orderLines } from '@app/db/schema/order-lines';
import { orders } from '@app/db/schema/orders';
import { amountsByVatRate, vatRatePercent } from '@app/domain/admin/facture-compta';
import { pageOffset } from '@app/domain/platform/pagination';
import { centsToEuros } from '@app/domain/shop/prices';
import type { AdminCaller } from './admin-caller.ts';
import { periodBounds } from './period.ts';

type Period = z.output<typeof accountingPeriodQuery>;

/** The platform's invoices issued in the period of Paris days (both included); a period ending before it starts is refused beside `to`. */
function inPeriod(caller: AdminCaller, period: Period): SQL {
  const { start, end } = periodBounds(caller.lang, period.from, period.to);
  return and(eq(invoices.platformId, caller.platformId), gte(invoices.issuedAt, start), lt(invoices.issuedAt, end))!;
}

/** The invoices, oldest first, as rows per VAT rate of their lines (what the accountant books). */
async function accountingRows(db: Db, where: SQL, page?: { page: number; perPage: number }): Promise<AccountingRow[]> {
  const listed = db
    .select({ invoice: invoices, order: orders })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(where)
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  const found = page ? await listed.limit(page.perPage).offset(pageOffset(page.page, page.perPage)) : await listed;
  if (found.length === 0) return [];
  const lines = await db
    .select({ orderId: orderLines.orderId, vatRateBp: orderLines.vatRateBp, totalHtCents: orderLines.totalHtCents, vatCents: orderLines.vatCents, totalWithVatCents: orderLines.totalWithVatCents })
    .from(orderLines)
    .where(inArray(orderLines.orderId, found.map((f) => f.order.id)));
  return found.flatMap(({ invoice, order }) =>
    amountsByVatRate(lines.filter((l) => l.orderId === order.id)).map((sum) => ({
      invoiceId: invoice.id,
      number: invoice.number,
      issuedAt: invoice.issuedAt.toISOString(),
      kind: 'invoice' as const,
      buyer: invoice.buyer.name,
      orderReference: order.reference,
      vatRate: vatRatePercent(sum.vatRateBp),
      total: centsToEuros(sum.totalHtCents),
      vat: centsToEuros(sum.vatCents),
      totalWithVat: centsToEuros(sum.totalWithVatCents),
      paymentMethod: order.paymentMethod,
      status: order.status,
    })),
  );
}

/** The period's invoices a page at a time (a page of invoices, each as its rows), with the whole period's totals. */
export async function listAccountingInvoices(db: Db, caller: AdminCaller, query: Period & { page: number; perPage: number }) {
  const where = inPeriod(caller, query);
  const [items, [{ total }], [sums]] = await Promise.all([
    accountingRows(db, where, query),
    db.select({ total: count() }).from(invoices).where(where),
    db
      .select({
        total: sql<string>`coalesce(sum(${orderLines.totalHtCents}), 0)`,
        vat: sql<string>`coalesce(sum(${orderLines.vatCents}), 0)`,
        totalWithVat: sql<string>`coalesce(sum(${orderLines.totalWithVatCents}), 0)`,
      })
      .from(invoices)
      .innerJoin(orderLines, eq(orderLines.orderId, invoices.orderId))
      .where(where),
  ]);
  return {
    items,
    total,
    page: query.page,
    perPage: query.perPage,
    totals: { invoices: total, total: centsToEuros(Number(sums.total)), vat: centsToEuros(Number(sums.vat)), totalWithVat: centsToEuros(Number(sums.totalWithVat)) },
  };
}

/** Every invoice row of the period, for the export. */
export async function allAccountingRows(db: Db, caller: AdminCaller, period: Period): Promise<AccountingRow[]> {
  return accountingRows(db, inPeriod(caller, period));
}
