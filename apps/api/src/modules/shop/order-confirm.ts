import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { accountContracts } from '@app/db/schema/account-contracts';
import { accounts } from '@app/db/schema/accounts';
import { cartProductSessions } from '@app/db/schema/cart-product-sessions';
import { cartProducts } from '@app/db/schema/cart-products';
import { carts } from '@app/db/schema/carts';
import { discountCodes } from '@app/db/schema/discount-codes';
import { discountRedemptions } from '@app/db/schema/discount-redemptions';
import { invoices, invoiceSequences } from '@app/db/schema/invoices';
import { memberships } from '@app/db/schema/memberships';
import { orderLines } from '@app/db/schema/order-lines';
import { orders, type Order, type PaymentMethod } from '@app/db/schema/orders';
import { outboxMessages } from '@app/db/schema/outbox-messages';
import { platforms } from '@app/db/schema/platforms';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { users } from '@app/db/schema/users';
import { todayInParis } from '@app/domain/identity/session-user';
import { invoiceNumber, type InvoiceSeries } from '@app/domain/shop/cart';
import { paidOrderPath } from '@app/domain/shop/checkout';
import { centsToEuros } from '@app/domain/shop/prices';
import { TIME_ZONE } from '@app/domain/platform/locales';
import { translate } from '../../i18n/messages.ts';
import { applyBookingEffects, noEffects, type BookingDeps, type BookingEffects } from '../learning/booking-effects.ts';
import { lockSession, releaseSeat, takeSeat } from '../learning/booking-seats.ts';
import { enrolInTx, enrolmentCourseColumns, type OfferedCourse } from '../learning/enrol.ts';
import { contractOf } from '../learning/learner.ts';
import { announceCart } from './cart-seats.ts';
import type { Tx } from '../learning/tracking-chain.ts';
import { invoicePath } from './invoice-path.ts';

export interface ConfirmPayment {
  method: PaymentMethod;
  /** The provider's transaction (card). */
  providerPaymentId?: string | null;
  at: Date;
  /** `https://host` for the e-mail's links. */
  origin: string;
}

export type ConfirmOutcome =
  | { kind: 'confirmed'; order: Order; effects: BookingEffects; discountOverLimit: boolean; waitlisted: number[]; mailId: number }
  /** Already paid (a replayed or concurrent confirmation): nothing changes. */
  | { kind: 'alreadyPaid'; order: Order }
  /** Another order of the same cart is already paid: this payment is recorded for a refund, nothing else changes. */
  | { kind: 'duplicate'; order: Order };

const money = (cents: number, lang: Order['lang'], currency: string) =>
  new Intl.NumberFormat(lang === 'es' ? 'es-ES' : 'fr-FR', { style: 'currency', currency }).format(centsToEuros(cents));

/** The buyer as a learner of the order's platform: the shop account they hold there (else none), for enrolInTx. */
export async function buyerLearner(tx: Tx, order: Order) {
  const [user] = await tx.select().from(users).where(eq(users.id, order.userId));
  const held = await tx
    .select({ account: accounts })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.userId, order.userId), eq(accounts.platformId, order.platformId)))
    .orderBy(asc(accounts.id));
  const account = (held.find((a) => a.account.contractType === 'shop') ?? held[0])?.account ?? null;
  return { user, account, learner: contractOf(user, order.platformId, account) };
}

/** A bought training as the enrolment reads it (whether it is still offered or not: it was sold). */
export async function boughtCourse(tx: Tx, offerId: number): Promise<OfferedCourse> {
  const [row] = await tx
    .select(enrolmentCourseColumns)
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(eq(trainingOffers.id, offerId));
  return row;
}

/**
 * Turns the line's held seats into confirmed bookings. A held seat is already counted in the session's participants:
 * it is kept, not taken again, and the hold cleared in the same transaction (a sweep releasing lapsed holds then finds
 * nothing to release). A hold that lapsed and was released takes a free seat if there is one, else puts the buyer on
 * the session's waiting list (the seat was sold with the training; the back-office sees the waiting booking).
 */
async function seatLine(tx: Tx, order: Order, line: typeof orderLines.$inferSelect & { offerId: number; trainingId: number }, enrolmentId: number, effects: BookingEffects, waitlisted: number[], now: Date) {
  for (const chosen of line.sessions) {
    const [hold] = await tx
      .select({ id: cartProductSessions.id, heldUntil: cartProductSessions.heldUntil })
      .from(cartProductSessions)
      .innerJoin(cartProducts, eq(cartProducts.id, cartProductSessions.cartProductId))
      .where(
        and(
          eq(cartProducts.cartId, order.cartId ?? ''),
          eq(cartProducts.offerId, line.offerId),
          eq(cartProductSessions.faceToFaceId, chosen.faceToFaceId),
          eq(cartProductSessions.sessionId, chosen.sessionId),
        ),
      )
      .for('update', { of: cartProductSessions });
    let seated: boolean;
    if (hold?.heldUntil) {
      await tx.update(cartProductSessions).set({ heldUntil: null }).where(eq(cartProductSessions.id, hold.id));
      seated = true;
    } else {
      seated = await takeSeat(tx, chosen.sessionId);
    }
    const [booking] = await tx
      .insert(sessionBookings)
      .values({ sessionId: chosen.sessionId, userId: order.userId, enrolmentId, status: seated ? 'confirmed' : 'waiting', confirmedAt: seated ? now : null })
      .onConflictDoNothing()
      .returning({ id: sessionBookings.id });
    if (!booking) {
      // The buyer already had a live booking in this session: the seat counted for the cart goes back.
      if (seated) {
        const promoted = await releaseSeat(tx, chosen.sessionId, await lockSession(tx, chosen.sessionId), now);
        if (promoted) effects.promotions.push(promoted);
      }
    } else if (seated) {
      effects.confirmed.push(booking.id);
    } else {
      waitlisted.push(booking.id);
    }
    effects.trainings.add(line.trainingId);
  }
}

/**
 * The next number of the platform's series (invoices, credit notes) and year: its sequence row is locked until the
 * transaction ends, so the numbers have no gap.
 */
export async function nextInvoiceSequence(tx: Tx, platformId: number, year: number, series: InvoiceSeries = 'invoice'): Promise<number> {
  await tx.insert(invoiceSequences).values({ platformId, series, year, lastSequence: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(invoiceSequences)
    .set({ lastSequence: sql`${invoiceSequences.lastSequence} + 1` })
    .where(and(eq(invoiceSequences.platformId, platformId), eq(invoiceSequences.series, series), eq(invoiceSequences.year, year)))
    .returning({ sequence: invoiceSequences.lastSequence });
  return row.sequence;
}

/**
 * Confirms a payment of an order (card, free or cheque: the one confirmation, issue 14 part 5), in ONE transaction
 * with the order row locked: the order paid, the code's use counted and redeemed, the invoice numbered, every line
 * enrolled, the held seats booked, the cart ordered and the confirmation e-mail written. An order already paid is a
 * no-op, so a payment confirmed twice (a replay, two notifications at once) gives one order, one enrolment, one
 * invoice. The bought trainings are enrolled without the enrolment rules' decision: they refuse paid trainings to a
 * shop contract, which is exactly what buying them lifts.
 */
export async function confirmOrderInTx(tx: Tx, orderId: number, payment: ConfirmPayment): Promise<ConfirmOutcome> {
  const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (locked.status === 'paid') return { kind: 'alreadyPaid', order: locked };
  // What is paid at most once: the cart, or the contract.
  const sameThing = locked.kind === 'contract' ? eq(orders.contractId, locked.contractId ?? 0) : eq(orders.cartId, locked.cartId ?? '');
  const [settled] = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(sameThing, ne(orders.id, locked.id), inArray(orders.status, ['paid', 'awaitingCheque'])))
    .for('update');
  if (settled?.status === 'paid') return { kind: 'duplicate', order: locked };
  const now = payment.at;
  // A card payment finishing after the buyer chose a cheque for the same cart: the money received wins.
  if (settled) await tx.update(orders).set({ status: 'cancelled', cancelledAt: now }).where(eq(orders.id, settled.id));

  const [order] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: now, cancelledAt: null, paymentMethod: payment.method, providerPaymentId: payment.providerPaymentId ?? null })
    .where(eq(orders.id, orderId))
    .returning();

  // The price was frozen when the payment started: a code exhausted meanwhile is honoured, and its overrun recorded.
  let discountOverLimit = false;
  if (order.discountCodeId !== null) {
    const counted = await tx
      .update(discountCodes)
      .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
      .where(and(eq(discountCodes.id, order.discountCodeId), or(isNull(discountCodes.maxUses), sql`${discountCodes.usedCount} < ${discountCodes.maxUses}`)))
      .returning({ id: discountCodes.id });
    discountOverLimit = counted.length === 0;
    await tx.insert(discountRedemptions).values({ codeId: order.discountCodeId, userId: order.userId, orderId: order.id, createdAt: now }).onConflictDoNothing();
  }

  const { user, account, learner } = await buyerLearner(tx, order);
  const [platform] = await tx.select({ name: platforms.name, seller: platforms.seller }).from(platforms).where(eq(platforms.id, order.platformId));
  const seller = platform.seller!;
  const year = Number(todayInParis(now).slice(0, 4));
  const sequence = await nextInvoiceSequence(tx, order.platformId, year);
  const number = invoiceNumber(order.country, year, sequence);
  const buyerName = `${user.firstName} ${user.lastName}`.trim();
  // An establishment's order is its pharmacy's: the invoice is made out to the pharmacy, with its own data.
  const [payer] = order.accountId === null ? [] : await tx.select().from(accounts).where(eq(accounts.id, order.accountId));
  const [invoice] = await tx
    .insert(invoices)
    .values({
      platformId: order.platformId,
      orderId: order.id,
      country: order.country,
      year,
      sequence,
      number,
      lang: order.lang,
      seller: { name: seller.name, lines: seller.address, taxId: seller.companyId, vatNumber: seller.vatNumber, trainingDeclaration: seller.trainingDeclaration ?? null },
      buyer: payer?.kind === 'establishment'
        ? {
            name: payer.name,
            lines: [payer.address, [payer.postalCode, payer.city].filter(Boolean).join(' '), buyerName].filter((l): l is string => Boolean(l)),
            taxId: payer.taxId,
            email: payer.email ?? user.email,
          }
        : { name: buyerName, lines: account && account.name !== buyerName ? [account.name] : [], email: user.email },
      issuedAt: now,
    })
    .returning();

  const effects = noEffects();
  effects.users.add(order.userId);
  const waitlisted: number[] = [];
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  for (const line of lines) {
    // A contract's line sells no training.
    if (line.offerId === null || line.trainingId === null) continue;
    const sold = { ...line, offerId: line.offerId, trainingId: line.trainingId };
    const enrolmentId = await enrolInTx(tx, learner, await boughtCourse(tx, sold.offerId));
    await tx.update(orderLines).set({ enrolmentId }).where(eq(orderLines.id, line.id));
    await seatLine(tx, order, sold, enrolmentId, effects, waitlisted, now);
  }
  if (order.cartId !== null) await tx.update(carts).set({ status: 'ordered', updatedAt: now }).where(eq(carts.id, order.cartId));
  if (order.contractId !== null) await tx.update(accountContracts).set({ paidAt: now }).where(eq(accountContracts.id, order.contractId));

  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) => translate(order.lang, key, params);
  const date = new Intl.DateTimeFormat(order.lang === 'es' ? 'es-ES' : 'fr-FR', { dateStyle: 'long', timeZone: TIME_ZONE }).format(now);
  const [mail] = await tx.insert(outboxMessages).values({
    platformId: order.platformId,
    toAddress: user.email,
    subject: t('mail.order.subject', { reference: order.reference }),
    textBody: t('mail.order.text', {
      firstName: user.firstName,
      reference: order.reference,
      date,
      total: money(order.totalWithVatCents, order.lang, order.currency),
      method: t(`mail.order.method.${payment.method}`),
      lines: lines.map((l) => `- ${l.name} : ${money(l.totalWithVatCents, order.lang, order.currency)}`).join('\n'),
      platform: platform.name,
      invoice: number,
      invoiceUrl: `${payment.origin}${invoicePath(invoice.downloadToken)}`,
      orderUrl: `${payment.origin}${paidOrderPath(order)}`,
    }),
    htmlBody: null,
  }).returning({ id: outboxMessages.id });
  return { kind: 'confirmed', order, effects, discountOverLimit, waitlisted, mailId: mail.id };
}

/** Runs what a confirmation sets off once committed: the buyer's pages and carts refresh, seat counts, reminders, the e-mail. */
export async function applyConfirmEffects(deps: BookingDeps, outcome: ConfirmOutcome): Promise<void> {
  if (outcome.kind !== 'confirmed') return;
  await applyBookingEffects(deps, outcome.effects);
  if (outcome.order.cartId !== null) await announceCart(deps, outcome.order.cartId);
  await deps.mailer.deliver(outcome.mailId);
}

/**
 * Confirms an order in its own transaction, then its effects: what the back-office calls when it records a cheque
 * (and the free payment). Answers the outcome.
 */
export async function confirmOrder(deps: BookingDeps, orderId: number, payment: ConfirmPayment): Promise<ConfirmOutcome> {
  const outcome = await deps.db.transaction((tx) => confirmOrderInTx(tx, orderId, payment));
  await applyConfirmEffects(deps, outcome);
  return outcome;
}

