import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { OrderView } from '@app/contracts/shop/orders';
import type { Db } from '@app/db/client';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { creditNotes } from '@app/db/schema/credit-notes';
import { invoices } from '@app/db/schema/invoices';
import { orderLines } from '@app/db/schema/order-lines';
import { orders, type Order } from '@app/db/schema/orders';
import { trainings } from '@app/db/schema/trainings';
import { fundingLabel } from '@app/domain/catalogue/fundings';
import { centsToEuros } from '@app/domain/shop/prices';
import { AppError } from '../../errors/app-error.ts';
import { creditNotePath, invoicePath } from './invoice-path.ts';

/** Orders as the buyer sees them: the frozen lines and totals in euros, the invoice's number and download path. */
export async function orderViews(db: Db, list: Order[]): Promise<OrderView[]> {
  if (list.length === 0) return [];
  const ids = list.map((o) => o.id);
  const [lines, issued] = await Promise.all([
    db
      .select({ line: orderLines, credits: trainings.credits })
      .from(orderLines)
      .leftJoin(trainings, eq(trainings.id, orderLines.trainingId))
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.id))
      .then((rows) => rows.map((r) => ({ ...r.line, credits: r.credits }))),
    db
      .select({ orderId: invoices.orderId, number: invoices.number, token: invoices.downloadToken, creditNote: { number: creditNotes.number, token: creditNotes.downloadToken } })
      .from(invoices)
      .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
      .where(inArray(invoices.orderId, ids)),
  ]);
  const sessionIds = [...new Set(lines.flatMap((l) => l.sessions.map((s) => s.sessionId)))];
  const sessions = sessionIds.length
    ? await db
        .select({ id: faceToFaceSessions.id, name: faceToFaceSessions.name, startDate: faceToFaceSessions.startDate, city: faceToFaceSessions.city })
        .from(faceToFaceSessions)
        .where(inArray(faceToFaceSessions.id, sessionIds))
    : [];
  return list.map((order) => {
    const invoice = issued.find((i) => i.orderId === order.id);
    return {
      reference: order.reference,
      status: order.status,
      paymentMethod: order.paymentMethod,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      lines: lines
        .filter((l) => l.orderId === order.id)
        .map((l) => ({
          productId: l.offerId,
          name: l.name,
          trainingType: l.trainingType,
          function: l.functionName,
          funding: { id: l.funding, label: fundingLabel(l.funding, l) },
          sessions: l.sessions.flatMap((chosen) => {
            const s = sessions.find((x) => x.id === chosen.sessionId);
            return s ? [{ sessionId: s.id, name: s.name, startDate: String(s.startDate), city: s.city }] : [];
          }),
          price: centsToEuros(l.unitPriceHtCents * l.quantity),
          discount: centsToEuros(l.discountCents),
          vatRate: l.vatRateBp / 100,
          totalWithVat: centsToEuros(l.totalWithVatCents),
          enrolmentId: l.enrolmentId,
        })),
      total: centsToEuros(order.totalCents),
      totalDiscount: centsToEuros(order.totalDiscountCents),
      vat: centsToEuros(order.vatCents),
      totalWithVat: centsToEuros(order.totalWithVatCents),
      invoice: invoice ? { number: invoice.number, url: invoicePath(invoice.token) } : null,
      creditNote: invoice?.creditNote ? { number: invoice.creditNote.number, url: creditNotePath(invoice.creditNote.token) } : null,
    };
  });
}

export async function orderView(db: Db, order: Order): Promise<OrderView> {
  return (await orderViews(db, [order]))[0];
}

/** One of the buyer's orders on this platform, by reference: another person's is not found (404). */
export async function getOwnOrder(db: Db, who: { userId: number; platformId: number }, reference: string): Promise<OrderView> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.reference, reference), eq(orders.userId, who.userId), eq(orders.platformId, who.platformId)));
  if (!order) throw new AppError('NOT_FOUND', 'checkout.orderNotFound');
  return orderView(db, order);
}

/**
 * The learner's orders on this platform, newest first: the paid ones, those waiting for their cheque and the refunded
 * ones (with their credit note). A pending order is a payment in progress (or abandoned) and a cancelled one was
 * replaced: neither is a purchase to list.
 */
export async function listOwnOrders(db: Db, who: { userId: number; platformId: number }): Promise<OrderView[]> {
  const list = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, who.userId), eq(orders.platformId, who.platformId), inArray(orders.status, ['paid', 'awaitingCheque', 'refunded'])))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return orderViews(db, list);
}
