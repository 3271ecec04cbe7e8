import { and, asc, eq } from 'drizzle-orm';
import type { CurrentFlow } from '@app/contracts/learning/flow';
import type { Db } from '@app/db/client';
import { readMaintenance } from '@app/db/maintenance';
import { quizzes } from '@app/db/schema/quizzes';
import { flowTypeOf, isSelfPacedFlow } from '@app/domain/learning/flow-types';
import { AppError } from '../../errors/app-error.ts';
import type { EnrolmentRecord } from './enrolment-record.ts';
import { progressOf } from './listed-training.ts';

/** Where to resume: the module in progress, else the first not completed (null when all are). */
export function resumeModuleOf(modules: CurrentFlow['modules']): number | null {
  return (modules.find((m) => m.status === 'inProgress' && !m.locked) ?? modules.find((m) => m.status !== 'completed'))?.id ?? null;
}

/**
 * The current flow of an enrolment (spec §4): its flow type (an unknown one raises "not implemented current flow
 * type"), each module's state and lock, where to resume, the evaluation quiz still to answer and the LMS maintenance
 * state. The live flows (face to face, virtual class, mixt, dpc, epp) are not served yet: 409.
 */
export async function currentFlow(db: Db, record: EnrolmentRecord, readOnly: boolean): Promise<CurrentFlow> {
  const { enrolment, training, offer } = record;
  const flowType = flowTypeOf({ type: training.type, isVirtual: training.isVirtual, hasDpc: training.dpc !== null, isEpp: training.isEpp });
  if (!isSelfPacedFlow(flowType)) throw new AppError('CONFLICT', 'errors.flowNotImplemented');
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
    flowType,
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
  };
}
