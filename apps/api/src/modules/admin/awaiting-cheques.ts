import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AwaitingCheque } from '@app/contracts/admin/facture-compta';
import type { Db } from '@app/db/client';
import { accounts } from '@app/db/schema/accounts';
import { orderLines } from '@app/db/schema/order-lines';
import { orders } from '@app/db/schema/orders';
import { users } from '@app/db/schema/users';
import { centsToEuros } from '@app/domain/shop/prices';
import type { AdminCaller } from './admin-caller.ts';

/** The platform's orders waiting for their cheque, oldest first, with who ordered, for which pharmacy, and what. */
export async function listAwaitingCheques(db: Db, caller: AdminCaller): Promise<AwaitingCheque[]> {
  const rows = await db
    .select({ order: orders, firstName: users.firstName, lastName: users.lastName, email: users.email, pharmacy: accounts.name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(accounts, and(eq(accounts.id, orders.accountId), eq(accounts.kind, 'establishment')))
    .where(and(eq(orders.platformId, caller.platformId), eq(orders.status, 'awaitingCheque')))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select({ orderId: orderLines.orderId, name: orderLines.name })
    .from(orderLines)
    .where(inArray(orderLines.orderId, rows.map((r) => r.order.id)))
    .orderBy(asc(orderLines.id));
  return rows.map((r) => ({
    reference: r.order.reference,
    buyer: `${r.firstName} ${r.lastName}`.trim() || r.email,
    pharmacy: r.pharmacy,
    email: r.email,
    createdAt: r.order.createdAt.toISOString(),
    totalWithVat: centsToEuros(r.order.totalWithVatCents),
    trainings: lines.filter((l) => l.orderId === r.order.id).map((l) => l.name),
  }));
}
