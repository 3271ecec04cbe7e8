import { sql } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { moduleProgress } from '@app/db/schema/module-progress';
import { creditedSeconds } from '@app/domain/learning/tracking';
import { loadEnrolment, moduleOf, type Learner } from './enrolment-record.ts';
import { assertModuleOpen, enrolmentTimeUpdate, progressUpsert } from './progress.ts';
import { chainedEventInsert, lockChain } from './tracking-chain.ts';

/**
 * A heartbeat of an active learner (spec §9 idle 60 s): credits the seconds since the module's previous heartbeat,
 * at most two intervals (a gap counts for nothing), appended to the chain as evidence. The most frequent write of
 * the platform, so it is lean: after the enrolment's two reads, a transaction of two statements — the chain's lock,
 * then one statement that appends the event (hashed by the database) and adds the seconds to the module and the
 * enrolment.
 */
export async function heartbeat(db: Db, learner: Learner, enrolmentId: number, moduleId: number, now = new Date()) {
  const record = await loadEnrolment(db, learner, enrolmentId);
  const previous = moduleOf(record, moduleId).progress?.lastHeartbeatAt ?? null;
  assertModuleOpen(record, moduleId);
  const credited = creditedSeconds(previous, now);
  const { enrolment } = record;
  const moduleSeconds = await db.transaction(async (tx) => {
    await lockChain(tx, enrolment.userId);
    const progress = progressUpsert(tx, enrolment.id, moduleId, { seconds: credited, set: { lastHeartbeatAt: now } }, now).returning({ seconds: moduleProgress.secondsSpent }).getSQL();
    const event = chainedEventInsert({ userId: enrolment.userId, enrolmentId: enrolment.id, moduleId, kind: 'heartbeat', seconds: credited }, now);
    const result = await tx.execute(
      // getSQL: a query builder put in a template would be wrapped in parentheses, which a CTE's body may not have.
      sql`with progress as (${progress}), enrolment as (${enrolmentTimeUpdate(tx, enrolment.id, credited, now).getSQL()}), event as (${event}) select seconds_spent as seconds from progress`,
    );
    return Number((result as unknown as { rows: { seconds: number | string }[] }).rows[0].seconds);
  });
  return { credited, moduleSeconds, enrolmentSeconds: enrolment.secondsSpent + credited };
}
