import { and, arrayContains, desc, eq, gt, inArray } from 'drizzle-orm';
import type { DataOf } from '@app/contracts/contract';
import type { listBonificacionesInvoices } from '@app/contracts/pharmacy/fundae';
import type { Db } from '@app/db/client';
import { invoices } from '@app/db/schema/invoices';
import { orderLines } from '@app/db/schema/order-lines';
import { orders } from '@app/db/schema/orders';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { ofPharmacy } from './invoices-orders.ts';
import type { PharmacyCaller } from './pharmacy-caller.ts';

/**
 * `bonificacionesInvoices`: the pharmacy's paid invoices of the year holding bonificable trainings — sold with the
 * FUNDAE funding and granting credits, the catalogue's BONIFICABLE (spec §3, §9) — with what may be bonified: those
 * lines' amount excluding VAT. Invoices of other trainings only are left out.
 */
export async function bonificacionesInvoices(db: Db, caller: PharmacyCaller, year: number): Promise<DataOf<typeof listBonificacionesInvoices>> {
  const paid = await db
    .select({ id: invoices.id, number: invoices.number, issuedAt: invoices.issuedAt, orderId: orders.id, totalHtCents: orders.totalCents })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(ofPharmacy(caller), eq(orders.status, 'paid'), eq(invoices.year, year)))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id));
  if (paid.length === 0) return { year, invoices: [], bonifiableCents: 0 };
  const lines = await db
    .select({ orderId: orderLines.orderId, name: orderLines.name, quantity: orderLines.quantity, totalHtCents: orderLines.totalHtCents })
    .from(orderLines)
    .innerJoin(trainingOffers, eq(trainingOffers.id, orderLines.offerId))
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(and(inArray(orderLines.orderId, paid.map((p) => p.orderId)), arrayContains(trainingOffers.fundings, ['FUNDAE']), gt(trainings.credits, 0)))
    .orderBy(orderLines.id);
  const list = paid
    .map((invoice) => {
      const own = lines.filter((line) => line.orderId === invoice.orderId).map(({ name, quantity, totalHtCents }) => ({ name, quantity, totalHtCents }));
      return {
        id: invoice.id,
        number: invoice.number,
        issuedAt: invoice.issuedAt.toISOString(),
        lines: own,
        totalHtCents: invoice.totalHtCents,
        bonifiableCents: own.reduce((sum, line) => sum + line.totalHtCents, 0),
      };
    })
    .filter((invoice) => invoice.lines.length > 0);
  return { year, invoices: list, bonifiableCents: list.reduce((sum, invoice) => sum + invoice.bonifiableCents, 0) };
}
