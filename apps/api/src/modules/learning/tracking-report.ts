import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DataOf } from '@app/contracts/contract';
import type { tracking } from '@app/contracts/learning/tracking';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { moduleProgress } from '@app/db/schema/module-progress';
import { trackingEvents } from '@app/db/schema/tracking-events';
import { trainingModules } from '@app/db/schema/training-modules';
import { trainings } from '@app/db/schema/trainings';
import { AppError } from '../../errors/app-error.ts';
import type { Learner } from './enrolment-record.ts';

/**
 * The time really spent by the learner, per enrolment and module; asked for one enrolment, with its events (what a
 * funder is shown). Another learner's enrolment is a 404.
 */
export async function trackingReport(db: Db, learner: Learner, enrolmentId?: number): Promise<DataOf<typeof tracking>> {
  const list = await db
    .select({ id: enrolments.id, secondsSpent: enrolments.secondsSpent, trainingId: enrolments.trainingId, courseName: trainings.name })
    .from(enrolments)
    .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
    .where(and(eq(enrolments.userId, learner.userId), eq(enrolments.platformId, learner.platformId), enrolmentId === undefined ? undefined : eq(enrolments.id, enrolmentId)))
    .orderBy(asc(enrolments.id));
  if (enrolmentId !== undefined && list.length === 0) throw new AppError('NOT_FOUND', 'errors.enrolmentNotFound');
  const ids = list.map((e) => e.id);
  const modules = ids.length
    ? await db
        .select({ enrolmentId: moduleProgress.enrolmentId, moduleId: moduleProgress.moduleId, name: trainingModules.name, secondsSpent: moduleProgress.secondsSpent, status: moduleProgress.status })
        .from(moduleProgress)
        .innerJoin(trainingModules, eq(trainingModules.id, moduleProgress.moduleId))
        .where(inArray(moduleProgress.enrolmentId, ids))
        .orderBy(asc(trainingModules.position))
    : [];
  const events =
    enrolmentId === undefined
      ? []
      : await db
          .select({ kind: trackingEvents.kind, occurredAt: trackingEvents.occurredAt, moduleId: trackingEvents.moduleId, seconds: trackingEvents.seconds })
          .from(trackingEvents)
          .where(eq(trackingEvents.enrolmentId, enrolmentId))
          .orderBy(asc(trackingEvents.id));
  return {
    enrolments: list.map((e) => ({
      courseTrackingId: e.id,
      courseName: e.courseName,
      secondsSpent: e.secondsSpent,
      modules: modules.filter((m) => m.enrolmentId === e.id).map(({ moduleId, name, secondsSpent, status }) => ({ moduleId, name, secondsSpent, status })),
      events: events.map((ev) => ({ ...ev, occurredAt: ev.occurredAt.toISOString() })),
    })),
  };
}
