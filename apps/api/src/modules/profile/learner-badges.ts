import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { moduleProgress } from '@app/db/schema/module-progress';
import { trackingEvents } from '@app/db/schema/tracking-events';
import { trainings } from '@app/db/schema/trainings';
import { historyPoints } from '@app/domain/learning/points';
import { learnerBadges, type Badge } from '@app/domain/profile/badges';
import type { ProfileLearner } from './learner.ts';

/**
 * The learner's badges (spec §7 getBadges): the history (completed enrolments, their points by the spec §3 rule,
 * whether the training is a DPC programme) and the learning activity (tracking events by the hour, module progress,
 * completions) that gives the weeks of the streaks.
 */
export async function loadBadges(db: Db, learner: ProfileLearner, now: Date): Promise<Badge[]> {
  const mine = and(eq(enrolments.userId, learner.userId), eq(enrolments.platformId, learner.platformId));
  const [history, hours, progress] = await Promise.all([
    db
      .select({
        completedAt: enrolments.completedAt,
        updatedAt: enrolments.updatedAt,
        initialScore: enrolments.initialScore,
        finalScore: enrolments.finalScore,
        points: trainings.points,
        isDpcProgramme: sql<boolean>`${trainings.type} = 'dpc' and ${isNotNull(trainings.dpc)}`,
      })
      .from(enrolments)
      .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
      .where(and(mine, eq(enrolments.status, 'completed'))),
    // One instant per hour is enough to place the activity in its Paris week (Paris is a whole number of hours from UTC).
    db
      .selectDistinct({ at: sql<string>`date_trunc('hour', ${trackingEvents.occurredAt})` })
      .from(trackingEvents)
      .innerJoin(enrolments, eq(enrolments.id, trackingEvents.enrolmentId))
      .where(and(eq(trackingEvents.userId, learner.userId), eq(enrolments.platformId, learner.platformId))),
    db
      .select({ startedAt: moduleProgress.startedAt, completedAt: moduleProgress.completedAt })
      .from(moduleProgress)
      .innerJoin(enrolments, eq(enrolments.id, moduleProgress.enrolmentId))
      .where(mine),
  ]);
  const completed = history.map((h) => ({
    endDate: (h.completedAt ?? h.updatedAt).toISOString(),
    points: historyPoints({ formations: [{ initialScore: h.initialScore, finalScore: h.finalScore }], points: h.points }),
    isDpcProgramme: h.isDpcProgramme,
  }));
  const instants = [
    ...hours.map((h) => new Date(h.at).toISOString()),
    ...progress.flatMap((p) => [p.startedAt, p.completedAt]).filter((d): d is Date => d !== null).map((d) => d.toISOString()),
    ...completed.map((c) => c.endDate),
  ];
  return learnerBadges({
    completed,
    activity: instants,
    pointsAccess: learner.pointsAccess,
    now: now.toISOString(),
  });
}
