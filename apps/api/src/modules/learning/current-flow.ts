import { and, asc, eq } from 'drizzle-orm';
import type { CurrentFlow } from '@app/contracts/learning/flow';
import type { Db } from '@app/db/client';
import { readMaintenance } from '@app/db/maintenance';
import { quizzes } from '@app/db/schema/quizzes';
import type { TrainingFlowType } from '@app/domain/catalogue/training-types';
import { flowTypeOf, isLiveFlow, isSelfPacedFlow } from '@app/domain/learning/flow-types';
import { AppError } from '../../errors/app-error.ts';
import { enrolmentBookings } from './booking-view.ts';
import type { EnrolmentRecord } from './enrolment-record.ts';
import { progressOf, resumeModuleOf } from './listed-training.ts';
import { mixtCurrentFlow } from './mixt-flow.ts';

/**
 * The current flow of an enrolment (spec §4): its flow type (an unknown one raises "not implemented current flow
 * type"), each module's state and lock, where to resume, the evaluation quiz still to answer and the LMS maintenance
 * state; the face-to-face and virtual-class flows add their `live` part (the bookings), the mixt flow its parts in
 * order and its `live` part. Another flow has its own call: 409 with its `flowType`, so a view knows which call to make.
 */
export async function currentFlow(db: Db, record: EnrolmentRecord, readOnly: boolean): Promise<CurrentFlow> {
  const flowType = flowTypeOfRecord(record);
  if (flowType === 'mixt') return mixtCurrentFlow(db, record, await moduleFlow(db, record, readOnly));
  if (isLiveFlow(flowType)) {
    const { enrolment } = record;
    const bookings = await enrolmentBookings(db, { userId: enrolment.userId, platformId: enrolment.platformId }, enrolment.id);
    return { ...(await moduleFlow(db, record, readOnly)), live: { bookings } };
  }
  if (!isSelfPacedFlow(flowType)) throw new AppError('CONFLICT', 'errors.flowNotImplemented', { flowType });
  return moduleFlow(db, record, readOnly);
}

export function flowTypeOfRecord({ training }: EnrolmentRecord): TrainingFlowType {
  return flowTypeOf({ type: training.type, isVirtual: training.isVirtual, hasDpc: training.dpc !== null, isEpp: training.isEpp });
}

/** The enrolment's modules in order with their state and lock, whatever its flow (a flow's own part is added to it). */
export async function moduleFlow(db: Db, record: EnrolmentRecord, readOnly: boolean): Promise<CurrentFlow> {
  const { enrolment, training, offer } = record;
  let open = true;
  const modules = record.modules.map(({ module, content, progress }) => {
    const locked = !open;
    const status = progress?.status ?? 'notStarted';
    if (status !== 'completed') open = false;
    return {
      id: module.id,
      position: module.position,
      name: module.name,
      typeCode: module.typeCode,
      durationMinutes: module.durationMinutes,
      contentKind: content?.kind ?? null,
      status,
      secondsSpent: progress?.secondsSpent ?? 0,
      positionSeconds: progress?.positionSeconds ?? null,
      score: progress?.score ?? null,
      locked,
      completedAt: progress?.completedAt?.toISOString() ?? null,
    };
  });
  const [quiz] = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.enrolmentId, enrolment.id), eq(quizzes.hidden, false)))
    .orderBy(asc(quizzes.id))
    .limit(1);
  return {
    courseTrackingId: enrolment.id,
    flowType: flowTypeOfRecord(record),
    status: enrolment.status,
    readOnly: readOnly || record.accountContractType === 'read-only',
    course: { id: offer.id, slug: offer.slug, name: training.name, type: training.type, illustration: offer.illustration, points: training.points },
    modules,
    resumeModuleId: resumeModuleOf(modules),
    progress: progressOf(modules.filter((m) => m.status === 'completed').length, modules.length, enrolment.status),
    secondsSpent: enrolment.secondsSpent,
    points: enrolment.points,
    enrolledAt: enrolment.enrolledAt.toISOString(),
    completedAt: enrolment.completedAt?.toISOString() ?? null,
    evaluationQuizId: quiz?.id ?? null,
    maintenance: await readMaintenance(db),
    live: null,
    mixt: null,
  };
}
