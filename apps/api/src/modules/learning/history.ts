import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { HistoryEntry } from '@app/contracts/learning/tracking';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import type { TrainingType } from '@app/domain/catalogue/training-types';
import type { DpcKind } from '@app/domain/compliance/rule-sets';
import { historyPoints } from '@app/domain/learning/points';
import type { Learner } from './enrolment-record.ts';

/**
 * Finished trainings matching `where`, newest first, each with its learner (spec §3 History entry: points by its rule)
 * and what a continuing-education obligation reads of its training (type and DPC programme).
 */
export async function finishedTrainings(db: Db, where: SQL | undefined): Promise<{ userId: number; entry: HistoryEntry; training: { type: TrainingType; dpcNumber: string | null; dpcKind: DpcKind | null } }[]> {
  const rows = await db
    .select({
      enrolment: enrolments,
      offer: { id: trainingOffers.id, slug: trainingOffers.slug },
      training: { name: trainings.name, type: trainings.type, points: trainings.points, dpcNumber: trainings.courseIdDpc, dpcKind: trainings.dpcActionKind },
    })
    .from(enrolments)
    .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
    .innerJoin(trainingOffers, eq(trainingOffers.id, enrolments.offerId))
    .where(and(where, eq(enrolments.status, 'completed')))
    .orderBy(desc(enrolments.completedAt), desc(enrolments.id));
  return rows.map(({ enrolment: e, offer, training }) => {
    const formations = [{ initialScore: e.initialScore, finalScore: e.finalScore }];
    return {
      userId: e.userId,
      entry: {
        courseTrackingId: e.id,
        startDate: (e.startedAt ?? e.enrolledAt).toISOString(),
        endDate: (e.completedAt ?? e.updatedAt).toISOString(),
        courseId: offer.id,
        course: { id: offer.id, name: training.name, slug: offer.slug, type: training.type, points: training.points },
        formations,
        points: historyPoints({ formations, points: training.points }),
        secondsSpent: e.secondsSpent,
      },
      training: { type: training.type, dpcNumber: training.dpcNumber, dpcKind: training.dpcKind },
    };
  });
}

/** The learner's finished trainings on this platform, newest first. */
export async function learnerHistory(db: Db, learner: Learner): Promise<HistoryEntry[]> {
  const rows = await finishedTrainings(db, and(eq(enrolments.userId, learner.userId), eq(enrolments.platformId, learner.platformId)));
  return rows.map((r) => r.entry);
}
