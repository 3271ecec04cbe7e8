import { createHash } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { trackingEvents, type TrackingEvent } from '@app/db/schema/tracking-events';
import { CHAIN_GENESIS, chainInput, type TrackingEventKind } from '@app/domain/learning/tracking';

/** SHA-256 hex: the hash of the tracking chain. */
export const sha256 = (input: string): string => createHash('sha256').update(input).digest('hex');

/** A transaction or the database: the chain is appended inside the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface NewTrackingEvent {
  userId: number;
  enrolmentId: number;
  moduleId: number | null;
  kind: TrackingEventKind;
  seconds?: number;
  payload?: Record<string, unknown>;
}

/**
 * Appends an event to the learner's chain, in the caller's transaction: a per-learner advisory lock makes concurrent
 * appends (two tabs, two instances) take turns, so the chain never forks. The time is the server's.
 */
export async function appendTrackingEvent(tx: Tx, event: NewTrackingEvent, now = new Date()): Promise<TrackingEvent> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, ${event.userId}::int)`);
  const [last] = await tx
    .select({ hash: trackingEvents.hash })
    .from(trackingEvents)
    .where(eq(trackingEvents.userId, event.userId))
    .orderBy(desc(trackingEvents.id))
    .limit(1);
  const prevHash = last?.hash ?? CHAIN_GENESIS;
  const fields = {
    userId: event.userId,
    enrolmentId: event.enrolmentId,
    moduleId: event.moduleId,
    kind: event.kind,
    occurredAt: now.toISOString(),
    seconds: event.seconds ?? 0,
    payload: event.payload ?? {},
    prevHash,
  };
  const hash = sha256(chainInput(fields, prevHash));
  const [row] = await tx
    .insert(trackingEvents)
    .values({ ...fields, occurredAt: now, hash })
    .returning();
  return row;
}

/** The advisory-lock namespace of tracking chains (two-key form: this space, then the learner's id). */
const LOCK_SPACE = 7101;
