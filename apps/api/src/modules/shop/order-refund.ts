import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { enrolments } from '@app/db/schema/enrolments';
import { orderLines } from '@app/db/schema/order-lines';
import type { Order } from '@app/db/schema/orders';
import type { BookingEffects } from '../learning/booking-effects.ts';
import { cancelLiveBookingsInTx } from '../learning/booking-cancel.ts';
import { leaveInTx } from '../learning/enrol.ts';
import type { Tx } from '../learning/tracking-chain.ts';
import { boughtCourse, buyerLearner } from './order-confirm.ts';

/**
 * Takes back what a refunded order gave (a credit note cancelling its invoice, issue 17 part 5), in the caller's
 * transaction: for each training it sold, the bookings of sessions not started are cancelled and their seats given to
 * the first person waiting (the learner's own cancellation rules), and the enrolment is withdrawn unless the learner
 * has started (or completed) it — what was followed stays followed. Answers what changed.
 */
export async function withdrawOrderInTx(tx: Tx, order: Order, effects: BookingEffects, now: Date): Promise<{ withdrawn: number[]; bookings: number[] }> {
  const lines = await tx
    .select({ enrolmentId: orderLines.enrolmentId, offerId: orderLines.offerId, trainingId: orderLines.trainingId })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), isNotNull(orderLines.enrolmentId), isNotNull(orderLines.offerId)))
    .orderBy(asc(orderLines.id));
  if (lines.length === 0) return { withdrawn: [], bookings: [] };
  const { learner } = await buyerLearner(tx, order);
  const withdrawn: number[] = [];
  const bookings: number[] = [];
  for (const line of lines) {
    const enrolmentId = line.enrolmentId!;
    bookings.push(...(await cancelLiveBookingsInTx(tx, enrolmentId, undefined, effects, now)));
    const [enrolment] = await tx.select({ status: enrolments.status, startedAt: enrolments.startedAt }).from(enrolments).where(eq(enrolments.id, enrolmentId));
    if (enrolment?.status === 'active' && enrolment.startedAt === null) {
      await leaveInTx(tx, learner, await boughtCourse(tx, line.offerId!));
      withdrawn.push(enrolmentId);
    }
    if (line.trainingId !== null) effects.trainings.add(line.trainingId);
  }
  effects.users.add(order.userId);
  return { withdrawn, bookings };
}
