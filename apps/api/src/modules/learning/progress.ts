import { eq, sql } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { issueAttestation } from '@app/db/attestation-issue';
import { enrolments } from '@app/db/schema/enrolments';
import { moduleProgress, type ModuleProgress } from '@app/db/schema/module-progress';
import { historyPoints } from '@app/domain/learning/points';
import type { TrackingEventKind } from '@app/domain/learning/tracking';
import { AppError } from '../../errors/app-error.ts';
import { notify } from '../../realtime/notify.ts';
import { putEvaluationQuiz } from './quiz-put.ts';
import { appendTrackingEvent, type Tx } from './tracking-chain.ts';
import type { EnrolmentRecord } from './enrolment-record.ts';

/**
 * Steps cannot be skipped (issue "Learning I"): a module opens once every module before it is completed, and nothing
 * moves in an enrolment that is not active, nor under a contract now read-only (spec §4 read-only mode) — whichever
 * player or call records the step.
 */
export function assertModuleOpen(record: EnrolmentRecord, moduleId: number): void {
  if (record.accountContractType === 'read-only') throw new AppError('FORBIDDEN', 'errors.readOnly');
  if (record.enrolment.status === 'unsubscribed') throw new AppError('CONFLICT', 'errors.enrolmentClosed');
  const index = record.modules.findIndex((m) => m.module.id === moduleId);
  if (index < 0) throw new AppError('NOT_FOUND', 'errors.moduleNotFound');
  if (record.modules.slice(0, index).some((m) => m.progress?.status !== 'completed')) throw new AppError('CONFLICT', 'errors.moduleLocked');
}

export interface ProgressChange {
  kind: TrackingEventKind;
  /** Seconds credited to the module and the enrolment. */
  seconds?: number;
  /** What the event records (a position, the CMI fields committed, a score). */
  payload?: Record<string, unknown>;
  /** Columns of the module's progress to set. */
  set?: Partial<Pick<ModuleProgress, 'positionSeconds' | 'score' | 'cmi' | 'lastHeartbeatAt'>>;
  complete?: boolean;
  /** What the calling flow records with the step, in the same transaction (a DPC step's record). */
  within?: (tx: Tx) => Promise<void>;
  /** A fact recorded whatever the modules' order (attending a session booked early): the module's lock is not asked. */
  anyOrder?: boolean;
}

/** The upsert of a module's progress row (created on first use) with the seconds and columns of a change. */
export function progressUpsert(tx: Tx, enrolmentId: number, moduleId: number, change: Pick<ProgressChange, 'seconds' | 'set'>, now: Date) {
  const seconds = change.seconds ?? 0;
  return tx
    .insert(moduleProgress)
    .values({ enrolmentId, moduleId, status: 'inProgress', startedAt: now, ...change.set, secondsSpent: seconds, updatedAt: now })
    .onConflictDoUpdate({
      target: [moduleProgress.enrolmentId, moduleProgress.moduleId],
      set: {
        ...change.set,
        secondsSpent: sql`${moduleProgress.secondsSpent} + ${seconds}`,
        status: sql`case when ${moduleProgress.status} = 'notStarted' then 'inProgress' else ${moduleProgress.status} end`,
        startedAt: sql`coalesce(${moduleProgress.startedAt}, ${now})`,
        updatedAt: now,
      },
    });
}

/** The update adding seconds to an enrolment's time (and starting it). */
export function enrolmentTimeUpdate(tx: Tx, enrolmentId: number, seconds: number, now: Date) {
  return tx
    .update(enrolments)
    .set({ secondsSpent: sql`${enrolments.secondsSpent} + ${seconds}`, startedAt: sql`coalesce(${enrolments.startedAt}, ${now})`, updatedAt: now })
    .where(eq(enrolments.id, enrolmentId));
}

/**
 * Records one step of a learner in a module, in one transaction: the progress row (created on first use), the
 * tracking event of the chain, the enrolment's time, and — when the step completes the last open module — the
 * enrolment's completion with its points (spec §3). Answers the module's progress after the change.
 */
export async function recordProgress(db: Db, record: EnrolmentRecord, moduleId: number, change: ProgressChange, now = new Date()): Promise<ModuleProgress> {
  if (!change.anyOrder) assertModuleOpen(record, moduleId);
  const { enrolment } = record;
  const seconds = change.seconds ?? 0;
  return db.transaction(async (tx) => {
    const [progress] = await progressUpsert(tx, enrolment.id, moduleId, change, now).returning();
    await appendTrackingEvent(tx, { userId: enrolment.userId, enrolmentId: enrolment.id, moduleId, kind: change.kind, seconds, payload: change.payload }, now);
    await change.within?.(tx);
    await enrolmentTimeUpdate(tx, enrolment.id, seconds, now);
    if (!change.complete || progress.status === 'completed') return progress;
    const [completed] = await tx
      .update(moduleProgress)
      .set({ status: 'completed', completedAt: now })
      .where(eq(moduleProgress.id, progress.id))
      .returning();
    await appendTrackingEvent(tx, { userId: enrolment.userId, enrolmentId: enrolment.id, moduleId, kind: 'complete', payload: { score: completed.score } }, now);
    const othersDone = record.modules.every((m) => m.module.id === moduleId || m.progress?.status === 'completed');
    if (othersDone && enrolment.status === 'active') await completeEnrolment(tx, record, moduleId, completed, now);
    return completed;
  });
}

/**
 * Closes an enrolment whose modules are all completed. Its initial score is that of its first scored module, its
 * final score that of its last (out of 10); points follow spec §3 (rounded scores plus the training's points).
 */
async function completeEnrolment(tx: Tx, record: EnrolmentRecord, lastModuleId: number, last: ModuleProgress, now: Date): Promise<void> {
  const scores = record.modules
    .map((m) => (m.module.id === lastModuleId ? last.score : m.progress?.score ?? null))
    .filter((s): s is number => s !== null && s !== undefined);
  const initialScore = scores[0] ?? null;
  const finalScore = scores.length > 1 ? scores[scores.length - 1] : null;
  const points = historyPoints({ formations: [{ initialScore, finalScore }], points: record.training.points });
  await tx
    .update(enrolments)
    .set({ status: 'completed', completedAt: now, initialScore, finalScore, points, updatedAt: now })
    .where(eq(enrolments.id, record.enrolment.id));
  await appendTrackingEvent(tx, { userId: record.enrolment.userId, enrolmentId: record.enrolment.id, moduleId: null, kind: 'finish', payload: { points, initialScore, finalScore } }, now);
  await putEvaluationQuiz(tx, record);
  const issued = await issueAttestation(tx, record.enrolment.id);
  const { enrolment, training, offer } = record;
  const about = { courseId: offer.id, trainingType: training.type, slug: offer.slug, trainingName: training.name };
  await notify(tx, enrolment, { kind: 'completed', ...about });
  if (issued) await notify(tx, enrolment, { kind: 'attestationReady', ...about, courseTrackingId: enrolment.id });
}
