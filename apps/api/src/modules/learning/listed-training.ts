import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ListedTraining } from '@app/contracts/learning/enrolment';
import type { CurrentFlow } from '@app/contracts/learning/flow';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { moduleProgress } from '@app/db/schema/module-progress';
import { trainingModules } from '@app/db/schema/training-modules';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { resolveTrainingType } from '@app/domain/catalogue/training-types';
import { flowTypeOf } from '@app/domain/learning/flow-types';
import { sessionStart } from '@app/domain/learning/booking';
import type { Learner } from './enrolment-record.ts';

/** Where to resume: the module in progress, else the first not completed (null when all are). */
export function resumeModuleOf(modules: CurrentFlow['modules']): number | null {
  return (modules.find((m) => m.status === 'inProgress' && !m.locked) ?? modules.find((m) => m.status !== 'completed'))?.id ?? null;
}

/** Completed modules out of all, as a whole percentage (a training without modules is done when completed). */
export function progressOf(completed: number, total: number, status: string): number {
  if (total === 0) return status === 'completed' ? 100 : 0;
  return Math.round((completed / total) * 100);
}

/** The sessions the enrolments hold or wait for (spec §3 "Training in user list" sessions), by start. */
async function liveSessions(db: Db, enrolmentIds: number[]) {
  if (enrolmentIds.length === 0) return [];
  const rows = await db
    .select({ enrolmentId: sessionBookings.enrolmentId, bookingId: sessionBookings.id, status: sessionBookings.status, session: faceToFaceSessions })
    .from(sessionBookings)
    .innerJoin(faceToFaceSessions, eq(faceToFaceSessions.id, sessionBookings.sessionId))
    .where(and(inArray(sessionBookings.enrolmentId, enrolmentIds), inArray(sessionBookings.status, ['confirmed', 'waiting', 'offered'])))
    .orderBy(asc(faceToFaceSessions.startDate), asc(faceToFaceSessions.startTime));
  return rows.map((r) => ({
    enrolmentId: r.enrolmentId,
    startDate: sessionStart(r.session).toISOString(),
    bookingId: r.bookingId,
    name: r.session.name,
    status: r.status as 'confirmed' | 'waiting' | 'offered',
  }));
}

/** The learner's enrolments on this platform as spec §3's "Training in user list", newest first. */
export async function listedTrainings(db: Db, learner: Learner, ...where: (SQL | undefined)[]): Promise<ListedTraining[]> {
  const rows = await db
    .select({
      enrolment: enrolments,
      offer: { id: trainingOffers.id, slug: trainingOffers.slug, illustration: trainingOffers.illustration },
      training: { id: trainings.id, type: trainings.type, name: trainings.name, points: trainings.points, isVirtual: trainings.isVirtual, isEpp: trainings.isEpp, dpc: trainings.dpc },
      modules: sql<number>`(select count(*)::int from ${trainingModules} where ${trainingModules.trainingId} = ${trainings.id})`,
      completed: sql<number>`(select count(*)::int from ${moduleProgress} where ${moduleProgress.enrolmentId} = ${enrolments.id} and ${moduleProgress.status} = 'completed')`,
    })
    .from(enrolments)
    .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
    .innerJoin(trainingOffers, eq(trainingOffers.id, enrolments.offerId))
    .where(and(eq(enrolments.userId, learner.userId), eq(enrolments.platformId, learner.platformId), ...where))
    .orderBy(desc(enrolments.enrolledAt), desc(enrolments.id));
  const sessions = await liveSessions(db, rows.map((r) => r.enrolment.id));
  return rows.map(({ enrolment: e, offer, training, modules, completed }) => {
    const type = resolveTrainingType({ type: training.type, isVirtual: training.isVirtual, hasDpc: training.dpc !== null });
    return {
      id: e.id,
      status: e.status,
      flowType: flowTypeOf({ type: training.type, isVirtual: training.isVirtual, hasDpc: training.dpc !== null, isEpp: training.isEpp }),
      course: { id: offer.id, type: training.type, points: training.points, name: training.name, slug: offer.slug, illustration: offer.illustration },
      sessions: sessions.filter((b) => b.enrolmentId === e.id).map(({ enrolmentId: _, ...b }) => b),
      dossier_resource: { id: training.id, getType: type },
      mfo_tracking: { dossierId: null },
      enrolledAt: e.enrolledAt.toISOString(),
      startedAt: e.startedAt?.toISOString() ?? null,
      completedAt: e.completedAt?.toISOString() ?? null,
      progress: progressOf(Number(completed), Number(modules), e.status),
      secondsSpent: e.secondsSpent,
      points: e.points,
    };
  });
}

/** One enrolment of the learner as listed (after a change). */
export async function listedTraining(db: Db, learner: Learner, enrolmentId: number): Promise<ListedTraining> {
  const [listed] = await listedTrainings(db, learner, inArray(enrolments.id, [enrolmentId]));
  return listed;
}
