import { and, eq } from 'drizzle-orm';
import type { IssueCreditNoteBody } from '@app/contracts/admin/facture-compta';
import { creditNotes } from '@app/db/schema/credit-notes';
import { invoices } from '@app/db/schema/invoices';
import { orders } from '@app/db/schema/orders';
import { outboxMessages } from '@app/db/schema/outbox-messages';
import { platforms } from '@app/db/schema/platforms';
import { users } from '@app/db/schema/users';
import { todayInParis } from '@app/domain/identity/session-user';
import { defaultLocaleOf } from '@app/domain/platform/locales';
import { invoiceNumber } from '@app/domain/shop/cart';
import { centsToEuros } from '@app/domain/shop/prices';
import { AppError } from '../../errors/app-error.ts';
import { translate, type MessageKey } from '../../i18n/messages.ts';
import { notify } from '../../realtime/notify.ts';
import { applyBookingEffects, noEffects, type BookingDeps } from '../learning/booking-effects.ts';
import { creditNotePath } from '../shop/invoice-path.ts';
import { nextInvoiceSequence } from '../shop/order-confirm.ts';
import { withdrawOrderInTx } from '../shop/order-refund.ts';
import type { AdminCaller } from './admin-caller.ts';
import { recordAudit } from './audit-record.ts';

/**
 * Issues a credit note cancelling one of the platform's paid invoices in full, in ONE transaction with the order row
 * locked: numbered in the platform's credit-note series of the year, the order refunded, the enrolments it gave and not
 * started withdrawn and its seats of sessions to come given back (withdrawOrderInTx), the buyer notified, their e-mail
 * written (in the order's language) and the audit entry. Another platform's or an unknown invoice is a 404; an invoice
 * credited already (twice) or whose order is not paid is a 409. Once committed: the seats' effects and the e-mail.
 */
export async function issueCreditNote(deps: BookingDeps, caller: AdminCaller, invoiceId: number, body: IssueCreditNoteBody, origin: string, now = new Date()) {
  const effects = noEffects();
  const { issued, mailId } = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ invoice: invoices, order: orders })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(and(eq(invoices.id, invoiceId), eq(invoices.platformId, caller.platformId)))
      .for('update', { of: orders });
    if (!found) throw new AppError('NOT_FOUND', 'admin.factureCompta.invoiceNotFound');
    const { invoice, order } = found;
    if (order.status !== 'paid') {
      const [credited] = await tx.select({ number: creditNotes.number }).from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
      if (credited) throw new AppError('CONFLICT', 'admin.factureCompta.alreadyCredited', null, { invoice: invoice.number, number: credited.number });
      throw new AppError('CONFLICT', 'admin.factureCompta.notPaid', null, { invoice: invoice.number });
    }
    const year = Number(todayInParis(now).slice(0, 4));
    const sequence = await nextInvoiceSequence(tx, caller.platformId, year, 'creditNote');
    const [creditNote] = await tx
      .insert(creditNotes)
      .values({ platformId: caller.platformId, invoiceId: invoice.id, year, sequence, number: invoiceNumber(invoice.country, year, sequence, 'creditNote'), reason: body.reason, issuedBy: caller.userId, issuedAt: now })
      .returning();
    await tx.update(orders).set({ status: 'refunded' }).where(eq(orders.id, order.id));
    const { withdrawn, bookings } = await withdrawOrderInTx(tx, order, effects, now);

    await notify(tx, { userId: order.userId, platformId: order.platformId }, { kind: 'orderRefunded', orderReference: order.reference, creditNote: creditNote.number });
    const [buyer] = await tx.select({ firstName: users.firstName, email: users.email }).from(users).where(eq(users.id, order.userId));
    const [platform] = await tx.select({ name: platforms.name }).from(platforms).where(eq(platforms.id, order.platformId));
    const t = (key: MessageKey, params?: Record<string, string>) => translate(order.lang, key, params);
    const total = new Intl.NumberFormat(defaultLocaleOf(order.lang), { style: 'currency', currency: order.currency }).format(centsToEuros(order.totalWithVatCents));
    const [mail] = await tx
      .insert(outboxMessages)
      .values({
        platformId: order.platformId,
        toAddress: buyer.email,
        subject: t('mail.creditNote.subject', { reference: order.reference }),
        textBody: t('mail.creditNote.text', {
          firstName: buyer.firstName,
          reference: order.reference,
          total,
          number: creditNote.number,
          invoice: invoice.number,
          reason: body.reason,
          creditNoteUrl: `${origin}${creditNotePath(creditNote.downloadToken)}`,
          platform: platform.name,
        }),
        htmlBody: null,
      })
      .returning({ id: outboxMessages.id });

    await recordAudit(tx, caller, {
      action: 'creditNote.issue',
      subject: invoice.number,
      before: { order: order.reference, status: order.status, creditNote: null },
      after: {
        order: order.reference,
        status: 'refunded',
        creditNote: { number: creditNote.number, reason: body.reason, amount: -centsToEuros(order.totalWithVatCents) },
        withdrawnEnrolments: withdrawn,
        cancelledBookings: bookings,
      },
    });
    return { issued: { creditNote, invoice, order }, mailId: mail.id };
  });
  await applyBookingEffects(deps, effects);
  await deps.mailer.deliver(mailId);
  return {
    creditNoteId: issued.creditNote.id,
    number: issued.creditNote.number,
    invoiceNumber: issued.invoice.number,
    orderReference: issued.order.reference,
    status: 'refunded' as const,
    issuedAt: now.toISOString(),
  };
}
