import { asc, desc, eq } from 'drizzle-orm';
import type { DpcCurrentFlow } from '@app/contracts/learning/dpc';
import type { Db } from '@app/db/client';
import { dpcPracticeCertificates } from '@app/db/schema/dpc-practice-certificates';
import { dpcStepRecords, type DpcStepRecord } from '@app/db/schema/dpc-step-records';
import {
  certificateUploadedDate,
  currentDpcStep,
  dpcModulesByStep,
  dpcStepStates,
  PRACTICE_CERTIFICATE_MAX_BYTES,
  type DpcStep,
} from '@app/domain/learning/dpc-programme';
import { AppError } from '../../errors/app-error.ts';
import { flowTypeOfRecord, moduleFlow } from './current-flow.ts';
import { resumeModuleOf } from './listed-training.ts';
import type { EnrolmentRecord } from './enrolment-record.ts';

type Entry = EnrolmentRecord['modules'][number];

export interface DpcProgramme {
  preAssessment: Entry;
  cognitive: Entry[];
  postAssessment: Entry;
  reference: string;
  name: string;
}

/** The programme's modules by step, or null when the enrolment is not a DPC programme's (spec §4: a dpc without `dpc` is a formation). */
export function programmeOf(record: EnrolmentRecord): DpcProgramme | null {
  const flowType = flowTypeOfRecord(record);
  const steps = dpcModulesByStep(record.modules);
  if ((flowType !== 'dpc' && flowType !== 'epp') || !steps || !record.training.dpc) return null;
  return { ...steps, reference: record.training.dpc.id, name: record.training.dpc.name };
}

/** The programme, or 409 when the enrolment is not a DPC programme's. */
export function dpcProgramme(record: EnrolmentRecord): DpcProgramme {
  const programme = programmeOf(record);
  if (!programme) throw new AppError('CONFLICT', 'dpc.errors.notProgramme');
  return programme;
}

/** Whether a module is one of a DPC programme's assessments: those are answered through the programme's steps only. */
export function isDpcAssessment(record: EnrolmentRecord, moduleId: number): boolean {
  const programme = programmeOf(record);
  return programme !== null && [programme.preAssessment.module.id, programme.postAssessment.module.id].includes(moduleId);
}

export async function dpcStepRecordsOf(db: Db, enrolmentId: number): Promise<DpcStepRecord[]> {
  return db.select().from(dpcStepRecords).where(eq(dpcStepRecords.enrolmentId, enrolmentId)).orderBy(asc(dpcStepRecords.id));
}

/** Which steps are done: the posted ones by their record, the cognitive training once every one of its modules is. */
export function dpcStepsDone(programme: DpcProgramme, records: readonly DpcStepRecord[]): Record<DpcStep, boolean> {
  const recorded = (step: DpcStep) => records.some((r) => r.step === step);
  return {
    preAssessment: recorded('preAssessment'),
    cognitive: programme.cognitive.every((m) => m.progress?.status === 'completed'),
    practice: recorded('practice'),
    postAssessment: recorded('postAssessment'),
  };
}

/** The latest practice certificate of the enrolment, without its bytes. */
export async function latestCertificate(db: Db, enrolmentId: number) {
  const [row] = await db
    .select({ fileName: dpcPracticeCertificates.fileName, mimeType: dpcPracticeCertificates.mimeType, size: dpcPracticeCertificates.size, uploadedAt: dpcPracticeCertificates.uploadedAt })
    .from(dpcPracticeCertificates)
    .where(eq(dpcPracticeCertificates.enrolmentId, enrolmentId))
    .orderBy(desc(dpcPracticeCertificates.uploadedAt), desc(dpcPracticeCertificates.id))
    .limit(1);
  return row ?? null;
}

/**
 * `GET /api/user/dpc/currentFlow/{id}`: the enrolment's modules as in every flow, with the programme's part — each
 * step's state, date and score, the questions of the current assessment, the latest practice certificate. A module of
 * a locked step is locked too, so the post-assessment's questionnaire never opens before the practice evaluation.
 */
export async function dpcFlow(db: Db, record: EnrolmentRecord, readOnly: boolean): Promise<DpcCurrentFlow> {
  const programme = dpcProgramme(record);
  const [flow, records, certificate] = await Promise.all([moduleFlow(db, record, readOnly), dpcStepRecordsOf(db, record.enrolment.id), latestCertificate(db, record.enrolment.id)]);
  const done = dpcStepsDone(programme, records);
  const moduleIdsOf: Record<DpcStep, number[]> = {
    preAssessment: [programme.preAssessment.module.id],
    cognitive: programme.cognitive.map((m) => m.module.id),
    practice: [],
    postAssessment: [programme.postAssessment.module.id],
  };
  const steps = dpcStepStates(done).map(({ step, status }) => {
    const stepRecord = records.find((r) => r.step === step);
    const lastModule = step === 'cognitive' ? programme.cognitive.at(-1) : undefined;
    return {
      step,
      status,
      completedAt: (stepRecord?.completedAt ?? (done[step] ? lastModule?.progress?.completedAt : null) ?? null)?.toISOString() ?? null,
      score: stepRecord?.score ?? null,
      moduleIds: moduleIdsOf[step],
    };
  });
  const lockedModules = new Set(steps.filter((s) => s.status === 'locked').flatMap((s) => s.moduleIds));
  const modules = flow.modules.map((m) => (lockedModules.has(m.id) ? { ...m, locked: true } : m));
  const current = currentDpcStep(done);
  const assessment = current === 'preAssessment' ? programme.preAssessment : current === 'postAssessment' ? programme.postAssessment : null;
  return {
    ...flow,
    modules,
    resumeModuleId: resumeModuleOf(modules),
    dpc: {
      reference: programme.reference,
      name: programme.name,
      isEpp: record.training.isEpp,
      eppType: record.training.eppType,
      steps,
      currentStep: current,
      questions: (assessment?.content?.questions ?? []).map(({ id, text, choices }) => ({ id, text, choices })),
      certificate: certificate && {
        fileName: certificate.fileName,
        mimeType: certificate.mimeType,
        size: certificate.size,
        uploadedAt: certificate.uploadedAt.toISOString(),
        CertificateUploadedDate: certificateUploadedDate(certificate.uploadedAt),
      },
      certificateMaxBytes: PRACTICE_CERTIFICATE_MAX_BYTES,
    },
  };
}

/** Refuses what would move a programme a learner may not move: read-only contract, closed enrolment. */
export function assertProgrammeOpen(record: EnrolmentRecord, readOnly: boolean): void {
  if (readOnly || record.accountContractType === 'read-only') throw new AppError('FORBIDDEN', 'errors.readOnly');
  if (record.enrolment.status !== 'active') throw new AppError('CONFLICT', 'errors.enrolmentClosed');
}
