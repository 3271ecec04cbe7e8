import { desc, eq } from 'drizzle-orm';
import type { DpcCurrentFlow, DpcStepData } from '@app/contracts/learning/dpc';
import type { Db } from '@app/db/client';
import { readMaintenance } from '@app/db/maintenance';
import { dpcPracticeCertificates } from '@app/db/schema/dpc-practice-certificates';
import { dpcStepRecords } from '@app/db/schema/dpc-step-records';
import { dpcStepRefusal, type DpcStep } from '@app/domain/learning/dpc-programme';
import type { Lang } from '@app/domain/platform/locales';
import { AppError } from '../../errors/app-error.ts';
import { assertProgrammeOpen, dpcFlow, dpcProgramme, dpcStepRecordsOf, dpcStepsDone } from './dpc-flow.ts';
import { loadEnrolment, type Learner } from './enrolment-record.ts';
import { recordProgress } from './progress.ts';
import { checkedAnswer } from './quizmod-answer.ts';
import type { Tx } from './tracking-chain.ts';

/** Records a step once: a second post of the same step (two tabs) is refused and the whole change undone. */
async function insertStepRecord(tx: Tx | Db, values: { enrolmentId: number; step: DpcStep; data: Record<string, unknown>; score?: number | null }): Promise<void> {
  const [row] = await tx.insert(dpcStepRecords).values(values).onConflictDoNothing().returning({ id: dpcStepRecords.id });
  if (!row) throw new AppError('CONFLICT', 'dpc.errors.stepDone');
}

/**
 * `POST /api/user/dpc/currentFlow/{id} {data}`: completes the programme's current step with its data. The step is named
 * in the data, so a skipped step (or one done already) is a 409 and nothing changes. An assessment is checked like a
 * quiz module (every question answered, 422 by question) and scored out of 10 — no pass mark: it measures, and the
 * initial and final scores compare — and completes its questionnaire module with its step record, in one transaction;
 * the post-assessment completes the programme (points, attestation). The practice evaluation needs its certificate.
 */
export async function completeDpcStep(db: Db, learner: Learner, readOnly: boolean, lang: Lang, enrolmentId: number, data: DpcStepData): Promise<DpcCurrentFlow> {
  const record = await loadEnrolment(db, learner, enrolmentId);
  const programme = dpcProgramme(record);
  assertProgrammeOpen(record, readOnly);
  const maintenance = await readMaintenance(db);
  if (maintenance.isActive) throw new AppError('UNAVAILABLE', 'errors.lmsMaintenance', { maintenance });
  const refusal = dpcStepRefusal(dpcStepsDone(programme, await dpcStepRecordsOf(db, enrolmentId)), data.step);
  if (refusal) throw new AppError('CONFLICT', `dpc.errors.${refusal}`);
  if (data.step === 'practice') {
    const [certificate] = await db
      .select({ id: dpcPracticeCertificates.id })
      .from(dpcPracticeCertificates)
      .where(eq(dpcPracticeCertificates.enrolmentId, enrolmentId))
      .orderBy(desc(dpcPracticeCertificates.uploadedAt), desc(dpcPracticeCertificates.id))
      .limit(1);
    if (!certificate) throw new AppError('CONFLICT', 'dpc.errors.certificateRequired');
    // The certificate that proves the practice evaluation is the one named here, whatever is uploaded later.
    await insertStepRecord(db, { enrolmentId, step: 'practice', data: { certificateId: certificate.id } });
  } else if (data.step === 'preAssessment' || data.step === 'postAssessment') {
    const entry = programme[data.step];
    const questions = entry.content?.questions ?? [];
    const checked = checkedAnswer(lang, questions, data.answers);
    // A questionnaire without questions measures nothing: no score rather than a full mark.
    const score = questions.length > 0 ? checked.score : null;
    await recordProgress(db, record, entry.module.id, {
      kind: 'quiz',
      payload: { answers: data.answers, score, dpcStep: data.step },
      set: { score },
      complete: true,
      within: (tx) => insertStepRecord(tx, { enrolmentId, step: data.step, data: { answers: data.answers }, score }),
    });
  }
  return dpcFlow(db, await loadEnrolment(db, learner, enrolmentId), readOnly);
}
