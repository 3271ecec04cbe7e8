import { and, asc, eq, exists, lt, lte, sql } from 'drizzle-orm';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { offerExpiry, sessionStart } from '@app/domain/learning/booking';
import type { Tx } from './tracking-chain.ts';

/**
 * The seats of a session, counted by the database (issue 12 part 1): a seat is taken by ONE conditional UPDATE, so two
 * learners can never take the last one, and a freed seat goes to the first person waiting in the same transaction.
 */

const waitingIn = (tx: Tx, sessionId: number) =>
  tx.select({ one: sql`1` }).from(sessionBookings).where(and(eq(sessionBookings.sessionId, sessionId), eq(sessionBookings.status, 'waiting')));

/**
 * Takes a seat when one is free and nobody is waiting for it (first come, first served: a newcomer never passes
 * the waiting list). True when taken.
 */
export async function takeSeat(tx: Tx, sessionId: number): Promise<boolean> {
  const taken = await tx
    .update(faceToFaceSessions)
    .set({ currentParticipants: sql`${faceToFaceSessions.currentParticipants} + 1` })
    .where(
      and(
        eq(faceToFaceSessions.id, sessionId),
        lt(faceToFaceSessions.currentParticipants, faceToFaceSessions.maxParticipants),
        sql`not ${exists(waitingIn(tx, sessionId))}`,
      ),
    )
    .returning({ id: faceToFaceSessions.id });
  return taken.length === 1;
}

/** A booking promoted from the waiting list: the seat is held for its learner until `expiresAt`. */
export interface Promotion {
  bookingId: number;
  userId: number;
  sessionId: number;
  expiresAt: Date;
}

/**
 * Locks a session's row: whoever frees a seat locks it before touching its bookings, as a seat taken locks it by its
 * UPDATE, so they take turns and never deadlock. Answers when it starts.
 */
export async function lockSession(tx: Tx, sessionId: number): Promise<Date> {
  const [session] = await tx
    .select({ startDate: faceToFaceSessions.startDate, startTime: faceToFaceSessions.startTime })
    .from(faceToFaceSessions)
    .where(eq(faceToFaceSessions.id, sessionId))
    .for('update');
  return sessionStart(session);
}

/**
 * A held seat of a locked session is freed (cancelled, or an offer expired): it is offered to the first person
 * waiting (by queued_at, then id) until the offer's expiry, else it is given back.
 */
export async function releaseSeat(tx: Tx, sessionId: number, start: Date, now: Date): Promise<Promotion | null> {
  const expiresAt = offerExpiry(start, now);
  const [next] = expiresAt
    ? await tx
        .select({ id: sessionBookings.id, userId: sessionBookings.userId })
        .from(sessionBookings)
        .where(and(eq(sessionBookings.sessionId, sessionId), eq(sessionBookings.status, 'waiting')))
        .orderBy(asc(sessionBookings.queuedAt), asc(sessionBookings.id))
        .limit(1)
        .for('update')
    : [];
  if (next && expiresAt) {
    await tx.update(sessionBookings).set({ status: 'offered', offerExpiresAt: expiresAt, updatedAt: now }).where(eq(sessionBookings.id, next.id));
    return { bookingId: next.id, userId: next.userId, sessionId, expiresAt };
  }
  await tx
    .update(faceToFaceSessions)
    .set({ currentParticipants: sql`${faceToFaceSessions.currentParticipants} - 1` })
    .where(eq(faceToFaceSessions.id, sessionId));
  return null;
}

/**
 * Ends an offer not confirmed in time and passes the seat on. Null when the booking is no longer an expired offer
 * (confirmed or cancelled meanwhile, or not yet due).
 */
export async function expireOffer(tx: Tx, bookingId: number, now: Date): Promise<{ sessionId: number; userId: number; promoted: Promotion | null } | null> {
  const [booking] = await tx.select({ sessionId: sessionBookings.sessionId }).from(sessionBookings).where(eq(sessionBookings.id, bookingId));
  if (!booking) return null;
  const start = await lockSession(tx, booking.sessionId);
  const [expired] = await tx
    .update(sessionBookings)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(sessionBookings.id, bookingId), eq(sessionBookings.status, 'offered'), lte(sessionBookings.offerExpiresAt, now)))
    .returning({ sessionId: sessionBookings.sessionId, userId: sessionBookings.userId });
  if (!expired) return null;
  return { ...expired, promoted: await releaseSeat(tx, expired.sessionId, start, now) };
}
