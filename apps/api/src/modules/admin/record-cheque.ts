import { and, eq } from 'drizzle-orm';
import type { RecordChequeBody } from '@app/contracts/admin/facture-compta';
import { chequePayments } from '@app/db/schema/cheque-payments';
import { invoices } from '@app/db/schema/invoices';
import { orders } from '@app/db/schema/orders';
import { chequePaysOrder, eurosToCents } from '@app/domain/admin/facture-compta';
import { todayInParis } from '@app/domain/identity/session-user';
import { defaultLocaleOf } from '@app/domain/platform/locales';
import { centsToEuros } from '@app/domain/shop/prices';
import { AppError } from '../../errors/app-error.ts';
import { translate, type MessageKey } from '../../i18n/messages.ts';
import type { BookingDeps } from '../learning/booking-effects.ts';
import { applyConfirmEffects, confirmOrderInTx } from '../shop/order-confirm.ts';
import type { AdminCaller } from './admin-caller.ts';
import { recordAudit } from './audit-record.ts';

const invalid = (caller: AdminCaller, field: keyof RecordChequeBody, key: MessageKey, params?: Record<string, string>) =>
  new AppError('VALIDATION_FAILED', 'errors.validationFailed', { errors: { [field]: [translate(caller.lang, key, params)] } });

/**
 * Records the cheque received for an order of the platform awaiting it, and confirms the order through the shop's one
 * confirmation (paid, invoiced, its trainings enrolled, the buyer's e-mail), with the cheque and the audit entry in the
 * same transaction, the order row locked. Another platform's or an unknown order is a 404; an order already paid (the
 * cheque recorded twice) or no longer awaiting a cheque is a 409; a cheque whose amount is not the order's total, or
 * received in the future or before the order, is refused beside the field (422).
 */
export async function recordCheque(deps: BookingDeps, caller: AdminCaller, reference: string, cheque: RecordChequeBody, origin: string, now = new Date()) {
  const { outcome, invoiceNumber } = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.reference, reference), eq(orders.platformId, caller.platformId)))
      .for('update');
    if (!order) throw new AppError('NOT_FOUND', 'admin.factureCompta.orderNotFound');
    if (order.status !== 'awaitingCheque') {
      // Its cheque recorded already (twice), or paid otherwise (by card), cancelled or never ordered by cheque.
      const [recorded] = await tx.select({ id: chequePayments.id }).from(chequePayments).where(eq(chequePayments.orderId, order.id));
      throw new AppError('CONFLICT', recorded ? 'admin.factureCompta.alreadyRecorded' : 'admin.factureCompta.notAwaiting', null, { reference });
    }
    const amountCents = eurosToCents(cheque.amount);
    if (!chequePaysOrder(amountCents, order.totalWithVatCents)) {
      const total = new Intl.NumberFormat(defaultLocaleOf(caller.lang), { style: 'currency', currency: order.currency }).format(centsToEuros(order.totalWithVatCents));
      throw invalid(caller, 'amount', 'admin.factureCompta.wrongAmount', { total });
    }
    if (cheque.receivedOn > todayInParis(now)) throw invalid(caller, 'receivedOn', 'admin.factureCompta.receivedInFuture');
    const orderedOn = todayInParis(order.createdAt);
    if (cheque.receivedOn < orderedOn) {
      const date = new Intl.DateTimeFormat(defaultLocaleOf(caller.lang), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${orderedOn}T00:00:00Z`));
      throw invalid(caller, 'receivedOn', 'admin.factureCompta.receivedBeforeOrder', { date });
    }
    await tx.insert(chequePayments).values({
      platformId: caller.platformId,
      orderId: order.id,
      amountCents,
      chequeNumber: cheque.chequeNumber,
      bank: cheque.bank,
      receivedOn: cheque.receivedOn,
      recordedBy: caller.userId,
      recordedAt: now,
    });
    const confirmed = await confirmOrderInTx(tx, order.id, { method: 'cheque', at: now, origin });
    // The order was locked awaiting its cheque: anything but a confirmation means another payment won; nothing is kept.
    if (confirmed.kind !== 'confirmed') throw new AppError('CONFLICT', 'admin.factureCompta.notAwaiting', null, { reference });
    const [invoice] = await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.orderId, order.id));
    await recordAudit(tx, caller, {
      action: 'cheque.record',
      subject: reference,
      before: { status: order.status, paidAt: null, cheque: null },
      after: {
        status: confirmed.order.status,
        paidAt: now.toISOString(),
        cheque: { amount: centsToEuros(amountCents), chequeNumber: cheque.chequeNumber, bank: cheque.bank, receivedOn: cheque.receivedOn },
        invoice: invoice.number,
      },
    });
    return { outcome: confirmed, invoiceNumber: invoice.number };
  });
  await applyConfirmEffects(deps, outcome);
  return { reference, status: 'paid' as const, paidAt: now.toISOString(), invoiceNumber };
}
