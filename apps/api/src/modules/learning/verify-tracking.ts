import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { trackingEvents } from '@app/db/schema/tracking-events';
import { verifyChain, type ChainBreak } from '@app/domain/learning/tracking';
import { sha256 } from './tracking-chain.ts';

/** A learner whose tracking chain is broken, and where. */
export interface BrokenChain extends ChainBreak {
  userId: number;
}

/**
 * Checks every learner's tracking chain (or one learner's, or a team's): a changed row fails its hash, a deleted or
 * inserted row breaks the link after it. Reads in id order, one learner at a time in memory. `eventsOf` counts each
 * learner's events.
 */
export async function verifyTracking(db: Db, userId?: number | readonly number[]): Promise<{ learners: number; events: number; broken: BrokenChain[]; eventsOf: Map<number, number> }> {
  const rows = await db
    .select()
    .from(trackingEvents)
    .where(userId === undefined ? undefined : typeof userId === 'number' ? eq(trackingEvents.userId, userId) : inArray(trackingEvents.userId, [...userId]))
    .orderBy(asc(trackingEvents.userId), asc(trackingEvents.id));
  const byUser = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = byUser.get(row.userId);
    if (list) list.push(row);
    else byUser.set(row.userId, [row]);
  }
  const broken: BrokenChain[] = [];
  for (const [user, events] of byUser) {
    const problem = verifyChain(
      events.map((e) => ({ ...e, occurredAt: e.occurredAt.toISOString() })),
      sha256,
    );
    if (problem) broken.push({ userId: user, ...problem });
  }
  return { learners: byUser.size, events: rows.length, broken, eventsOf: new Map([...byUser].map(([user, events]) => [user, events.length])) };
}
