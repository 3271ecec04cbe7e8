import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PharmacyOrder } from '@app/contracts/pharmacy/invoices';
import type { Db } from '@app/db/client';
import { invoices } from '@app/db/schema/invoices';
import { orders, type Order } from '@app/db/schema/orders';
import { users } from '@app/db/schema/users';
import { AppError } from '../../errors/app-error.ts';
import { orderViews } from '../shop/order-view.ts';
import type { PharmacyCaller } from './pharmacy-caller.ts';

/**
 * What the pharmacy's pages list as its orders: paid, awaiting the cheque, or refunded by a credit note (its invoice
 * stays the pharmacy's); a pending order is no purchase yet.
 */
const PURCHASED = inArray(orders.status, ['paid', 'awaitingCheque', 'refunded']);

/** The pharmacy's orders only: made while using its account, on this platform. */
export function ofPharmacy(caller: PharmacyCaller): SQL {
  return and(eq(orders.accountId, caller.account.id), eq(orders.platformId, caller.platformId))!;
}

/** `First Last` of a person, as the lists show who ordered. */
export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The shop's view of each order, with its kind, who ordered it and its invoice's id. */
export async function pharmacyOrderViews(db: Db, list: { order: Order; orderedBy: string }[]): Promise<PharmacyOrder[]> {
  const ids = list.map((r) => r.order.id);
  const [views, issued] = await Promise.all([
    orderViews(db, list.map((r) => r.order)),
    ids.length ? db.select({ id: invoices.id, orderId: invoices.orderId, number: invoices.number }).from(invoices).where(inArray(invoices.orderId, ids)) : [],
  ]);
  return views.map(({ invoice: _buyerLink, creditNote: _buyerCreditNoteLink, ...view }, i) => {
    const { order, orderedBy } = list[i];
    const invoice = issued.find((x) => x.orderId === order.id);
    return { ...view, kind: order.kind, orderedBy, invoice: invoice ? { id: invoice.id, number: invoice.number } : null };
  });
}

async function findOrders(db: Db, where: SQL, limit: number) {
  const rows = await db
    .select({ order: orders, firstName: users.firstName, lastName: users.lastName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return pharmacyOrderViews(db, rows.map((r) => ({ order: r.order, orderedBy: fullName(r) })));
}

/** `getLastCommand`: the pharmacy's newest order, null when it has none. */
export async function lastCommand(db: Db, caller: PharmacyCaller): Promise<PharmacyOrder | null> {
  return (await findOrders(db, and(ofPharmacy(caller), PURCHASED)!, 1))[0] ?? null;
}

/** `getCommand/{id}`: one order of the pharmacy by its reference; another pharmacy's is not found (404). */
export async function command(db: Db, caller: PharmacyCaller, reference: string): Promise<PharmacyOrder> {
  const [found] = await findOrders(db, and(ofPharmacy(caller), PURCHASED, eq(orders.reference, reference))!, 1);
  if (!found) throw new AppError('NOT_FOUND', 'pharmacy.invoices.orderNotFound');
  return found;
}
