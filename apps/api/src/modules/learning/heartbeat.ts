import type { Db } from '@app/db/client';
import { creditedSeconds } from '@app/domain/learning/tracking';
import { loadEnrolment, moduleOf, type Learner } from './enrolment-record.ts';
import { recordProgress } from './progress.ts';

/**
 * A heartbeat of an active learner (spec §9 idle 60 s): credits the seconds since the module's previous heartbeat,
 * at most two intervals (a gap counts for nothing), appended to the chain as evidence.
 */
export async function heartbeat(db: Db, learner: Learner, enrolmentId: number, moduleId: number, now = new Date()) {
  const record = await loadEnrolment(db, learner, enrolmentId);
  const previous = moduleOf(record, moduleId).progress?.lastHeartbeatAt ?? null;
  const credited = creditedSeconds(previous, now);
  const progress = await recordProgress(db, record, moduleId, { kind: 'heartbeat', seconds: credited, set: { lastHeartbeatAt: now } }, now);
  return { credited, moduleSeconds: progress.secondsSpent, enrolmentSeconds: record.enrolment.secondsSpent + credited };
}
