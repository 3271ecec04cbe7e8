import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@app/db/client';
import { trackingEvents } from '@app/db/schema/tracking-events';
import { CHAIN_GENESIS, chainInput, type TrackingEventKind } from '@app/domain/learning/tracking';

/** SHA-256 hex: the hash of the tracking chain. */
export const sha256 = (input: string): string => createHash('sha256').update(input).digest('hex');

export type { Tx };

export interface NewTrackingEvent {
  userId: number;
  enrolmentId: number;
  moduleId: number | null;
  kind: TrackingEventKind;
  seconds?: number;
  payload?: Record<string, unknown>;
}

/**
 * Takes the learner's chain for the rest of the caller's transaction: a per-learner advisory lock makes concurrent
 * appends (two tabs, two instances) take turns, so the chain never forks.
 */
export async function lockChain(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, ${userId}::int)`);
}

/**
 * The insert of an event linked to the learner's last one and hashed by the database: SHA-256 of the previous hash
 * followed by the rest of chainInput, which is known here — the same input the verify command hashes. Run it only
 * after lockChain, in a later statement of the same transaction: a statement reads the rows committed before it
 * started, so the lock must already be held for the last hash it reads to be the last. The time is the server's.
 */
export function chainedEventInsert(event: NewTrackingEvent, now: Date): SQL {
  const occurredAt = now.toISOString();
  const fields = {
    userId: event.userId,
    enrolmentId: event.enrolmentId,
    moduleId: event.moduleId,
    kind: event.kind,
    occurredAt,
    seconds: event.seconds ?? 0,
    payload: event.payload ?? {},
  };
  const afterPrevious = chainInput(fields, '');
  return sql`insert into ${trackingEvents} (user_id, enrolment_id, module_id, kind, occurred_at, seconds, payload, prev_hash, hash)
    select ${fields.userId}::bigint, ${fields.enrolmentId}::bigint, ${fields.moduleId}::bigint, ${fields.kind}::text, ${occurredAt}::timestamptz,
      ${fields.seconds}::int, ${JSON.stringify(fields.payload)}::jsonb, last.hash, encode(sha256(convert_to(last.hash || ${afterPrevious}::text, 'UTF8')), 'hex')
    from (select coalesce((select hash from ${trackingEvents} where user_id = ${fields.userId}::bigint order by id desc limit 1), ${CHAIN_GENESIS}::text) as hash) last`;
}

/** Appends an event to the learner's chain, in the caller's transaction. */
export async function appendTrackingEvent(tx: Tx, event: NewTrackingEvent, now = new Date()): Promise<void> {
  await lockChain(tx, event.userId);
  await tx.execute(chainedEventInsert(event, now));
}

/** The advisory-lock namespace of tracking chains (two-key form: this space, then the learner's id). */
const LOCK_SPACE = 7101;
