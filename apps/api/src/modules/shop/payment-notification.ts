import { eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { orders } from '@app/db/schema/orders';
import { paymentNotifications } from '@app/db/schema/payment-notifications';
import { AppError } from '../../errors/app-error.ts';
import { unstorablePaths } from '../../http/validator.ts';
import { confirmOrderInTx, type ConfirmOutcome } from './order-confirm.ts';
import { paymentAnswerSchema, signatureValid, type PaymentProvider } from './payment-provider.ts';

export type NotificationOutcome = 'confirmed' | 'alreadyPaid' | 'duplicate' | 'unpaid' | 'replay';
type Rejection = 'badSignature' | 'malformed' | 'unknownOrder' | 'amountMismatch';

const KEPT_RAW_CHARACTERS = 2000;

/**
 * The notification as it is kept (a jsonb object): its parsed answer, or its text when that is not a JSON object the
 * database can store (not JSON, `null`, a number, or a NUL or half a surrogate pair escaped in it).
 */
function keptPayload(rawAnswer: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(rawAnswer);
    if (typeof parsed === 'object' && parsed !== null && unstorablePaths(parsed).length === 0) return parsed as Record<string, unknown>;
  } catch {
    // not JSON: kept as text
  }
  // Cut where it does not split a surrogate pair, which the jsonb column would refuse.
  return { raw: rawAnswer.slice(0, KEPT_RAW_CHARACTERS).replace(/[\ud800-\udbff]$/, '') };
}

/**
 * The provider's signed notification (issue 14 part 4). Every notification is recorded. A rejected one (bad
 * signature, unreadable, unknown order, amount or currency other than the order's) is kept without its transaction
 * id, so it can never pass for the real one, and answers 400 with nothing changed. A valid one is recorded with its
 * transaction id in the SAME transaction as the confirmation it leads to: killed half-way, neither is kept and the
 * provider's retry does it all; a replay of a recorded transaction is a no-op answering 200.
 */
export async function handleNotification(
  db: Db,
  provider: PaymentProvider,
  fields: { 'kr-answer': string; 'kr-hash': string },
  origin: string,
  now = new Date(),
): Promise<{ outcome: NotificationOutcome; confirmation: ConfirmOutcome | null }> {
  const rawAnswer = fields['kr-answer'];
  const payload = keptPayload(rawAnswer);
  const reject = async (outcome: Rejection, signature: boolean, orderId: number | null = null): Promise<never> => {
    await db.insert(paymentNotifications).values({ provider: provider.name, transactionId: null, orderId, status: null, signatureValid: signature, outcome, payload, receivedAt: now });
    throw new AppError('BAD_REQUEST', 'checkout.badNotification', { reason: outcome });
  };
  if (!signatureValid(rawAnswer, fields['kr-hash'], provider.notificationKey)) return reject('badSignature', false);
  const parsed = paymentAnswerSchema.safeParse(payload);
  if (!parsed.success) return reject('malformed', true);
  const answer = parsed.data;
  const transaction = answer.transactions[0];

  const result = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.reference, answer.orderDetails.orderId)).for('update');
    if (!order) return { rejected: 'unknownOrder' as const, orderId: null };
    if (transaction.amount !== order.totalWithVatCents || transaction.currency !== order.currency) return { rejected: 'amountMismatch' as const, orderId: order.id };
    const [recorded] = await tx
      .insert(paymentNotifications)
      .values({
        provider: provider.name,
        transactionId: transaction.uuid,
        orderId: order.id,
        status: answer.orderStatus,
        signatureValid: true,
        outcome: 'received',
        payload,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentNotifications.id });
    if (!recorded) return { outcome: 'replay' as const, confirmation: null };
    const confirmation = answer.orderStatus === 'PAID' ? await confirmOrderInTx(tx, order.id, { method: 'card', providerPaymentId: transaction.uuid, at: now, origin }) : null;
    const outcome: NotificationOutcome = confirmation ? confirmation.kind : 'unpaid';
    await tx.update(paymentNotifications).set({ outcome }).where(eq(paymentNotifications.id, recorded.id));
    return { outcome, confirmation };
  });
  if ('rejected' in result && result.rejected) return reject(result.rejected, true, result.orderId);
  return result;
}
