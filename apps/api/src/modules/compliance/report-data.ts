import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ComplianceObligationView } from '@app/contracts/compliance/compliance';
import type { Db } from '@app/db/client';
import { attestations } from '@app/db/schema/attestations';
import { enrolments } from '@app/db/schema/enrolments';
import { trackingEvents } from '@app/db/schema/tracking-events';
import { evaluateCompliance, type ComplianceAction, type ObligationResult } from '@app/domain/compliance/evaluate';
import type { DpcKind, RuleSet } from '@app/domain/compliance/rule-sets';
import { todayInParis } from '@app/domain/identity/session-user';
import { finishedTrainings } from '../learning/history.ts';
import { verifyTracking } from '../learning/verify-tracking.ts';
import { trainingAction } from './compliance-actions.ts';
import { declaredActionsOf, registrationDatesOf } from './declared-actions.ts';
import { countedOf, missingOf } from './load-compliance.ts';

/** Who a report is about: the profile's name and professional number (RPPS or ADELI), when it holds one. */
export interface ReportLearner {
  id: number;
  firstName: string;
  lastName: string;
  professionalId: string | null;
}

/**
 * An action that counts: a training completed here with its DPC programme, its dates, the time the tracking chain
 * credited and its attestation; or an action done elsewhere, declared with its proof and verified (`declared`).
 */
export interface ReportTraining {
  declared: boolean;
  title: string;
  dpcNumber: string | null;
  dpcKind: DpcKind | null;
  /** The instant it was started; the day (Europe/Paris) it was completed, the day it counts on. */
  startedAt: string | null;
  completedOn: string;
  trackedSeconds: number;
  attestation: string | null;
}

export type ReportObligation = Pick<ObligationResult, 'code' | 'obligation' | 'version' | 'source' | 'period' | 'status' | 'daysLeft'> & {
  counted: ReportTraining[];
  missing: ComplianceObligationView['missing'];
};

/** One learner's section of a report. */
export interface LearnerReport {
  learner: ReportLearner;
  obligations: ReportObligation[];
  /** Their certification cycle is the assumed one: their registration date with the Ordre is unknown. */
  registrationAssumed: boolean;
  /** The tracking chain of the learner's events: how many, and the first event where it breaks (null: intact). */
  chain: { events: number; brokenAt: number | null };
}

/** Learners read per batch: a few statements per thousand learners, and their tracking events in memory at once. */
const BATCH = 1000;

/**
 * The compliance report's sections of these learners of one platform (issue 19 part 5), in their order: each
 * obligation evaluated today as the card evaluates it (`loadCompliance`), with the trainings that count and what they
 * hold for an inspection. Read per batch of learners — their completed trainings, the seconds their tracking events
 * credited per enrolment, their attestations and their tracking chains — never one learner per statement.
 */
export async function complianceReports(db: Db, ruleSets: readonly RuleSet[], learners: readonly ReportLearner[], platformId: number, now: Date): Promise<LearnerReport[]> {
  const today = todayInParis(now);
  const reports: LearnerReport[] = [];
  for (let from = 0; from < learners.length; from += BATCH) {
    const batch = learners.slice(from, from + BATCH);
    const ids = batch.map((l) => l.id);
    const [done, declared, registered, tracked, issued, chains] = await Promise.all([
      finishedTrainings(db, and(inArray(enrolments.userId, ids), eq(enrolments.platformId, platformId))),
      declaredActionsOf(db, platformId, ids),
      registrationDatesOf(db, platformId, ids),
      db
        .select({ enrolmentId: trackingEvents.enrolmentId, seconds: sql<number>`sum(${trackingEvents.seconds})`.mapWith(Number) })
        .from(trackingEvents)
        .where(inArray(trackingEvents.userId, ids))
        .groupBy(trackingEvents.enrolmentId),
      db.select({ enrolmentId: attestations.enrolmentId, code: attestations.code }).from(attestations).where(inArray(attestations.userId, ids)),
      verifyTracking(db, ids),
    ]);
    const secondsOf = new Map(tracked.map((t) => [t.enrolmentId, t.seconds]));
    const codeOf = new Map(issued.map((a) => [a.enrolmentId, a.code]));
    const brokenAt = new Map(chains.broken.map((b) => [b.userId, b.eventId]));
    const actionsOf = new Map<number, ComplianceAction[]>();
    const trainingOf = new Map<string, ReportTraining>();
    for (const row of done) {
      const action = trainingAction(ruleSets, row);
      if (!action) continue;
      actionsOf.set(row.userId, [...(actionsOf.get(row.userId) ?? []), action]);
      trainingOf.set(action.id, {
        declared: false,
        title: row.entry.course.name,
        dpcNumber: row.training.dpcNumber,
        dpcKind: row.training.dpcKind,
        startedAt: row.entry.startDate,
        completedOn: action.completedOn,
        trackedSeconds: secondsOf.get(row.entry.courseTrackingId) ?? 0,
        attestation: codeOf.get(row.entry.courseTrackingId) ?? null,
      });
    }
    for (const [userId, theirs] of declared) {
      actionsOf.set(userId, [...(actionsOf.get(userId) ?? []), ...theirs]);
      for (const action of theirs) {
        trainingOf.set(action.id, { declared: true, title: action.title, dpcNumber: null, dpcKind: null, startedAt: null, completedOn: action.completedOn, trackedSeconds: 0, attestation: null });
      }
    }
    for (const learner of batch) {
      const registeredOn = registered.get(learner.id) ?? null;
      const results = evaluateCompliance(ruleSets, actionsOf.get(learner.id) ?? [], today, registeredOn);
      reports.push({
        learner,
        obligations: results.map((r) => ({
          code: r.code,
          obligation: r.obligation,
          version: r.version,
          source: r.source,
          period: r.period,
          status: r.status,
          daysLeft: r.daysLeft,
          counted: countedOf(r).flatMap((a) => trainingOf.get(a.id) ?? []),
          missing: missingOf(r),
        })),
        registrationAssumed: registeredOn === null,
        chain: { events: chains.eventsOf.get(learner.id) ?? 0, brokenAt: brokenAt.get(learner.id) ?? null },
      });
    }
  }
  return reports;
}
