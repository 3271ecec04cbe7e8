import type { DpcCurrentFlow } from '@app/contracts/learning/dpc';
import type { Db } from '@app/db/client';
import { dpcPracticeCertificates } from '@app/db/schema/dpc-practice-certificates';
import { checkPracticeCertificate, currentDpcStep, PRACTICE_CERTIFICATE_MAX_BYTES } from '@app/domain/learning/dpc-programme';
import type { Lang } from '@app/domain/platform/locales';
import { AppError } from '../../errors/app-error.ts';
import { translate, type MessageKey } from '../../i18n/messages.ts';
import { assertProgrammeOpen, dpcFlow, dpcProgramme, dpcStepRecordsOf, dpcStepsDone } from './dpc-flow.ts';
import { loadEnrolment, type Learner } from './enrolment-record.ts';

const MAX_MB = String(PRACTICE_CERTIFICATE_MAX_BYTES / 1024 / 1024);

/** A refused certificate: its message beside the file field (`file`), in the learner's language. */
export function certificateRefusal(lang: Lang, problem: 'missing' | 'empty' | 'type' | 'tooBig'): AppError {
  const key: MessageKey =
    problem === 'missing' ? 'dpc.errors.certificateMissing' : problem === 'empty' ? 'dpc.errors.certificateEmpty' : problem === 'type' ? 'dpc.errors.certificateType' : 'dpc.errors.certificateTooBig';
  const params = { max: MAX_MB };
  return new AppError(problem === 'tooBig' ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED', key, { errors: { file: [translate(lang, key, params)] } }, params);
}

/**
 * `POST /api/user/dpc/practiceCertificate/{id}`: keeps the practice certificate of the programme's practice
 * evaluation — at that step only (409 before it, and after it: the evidence is fixed) — once its bytes say it is a
 * PDF, PNG or JPEG within the size limit (its name and announced type are not trusted). Each upload is a new row; the
 * latest counts until the step is completed.
 */
export async function uploadPracticeCertificate(
  db: Db,
  learner: Learner,
  readOnly: boolean,
  lang: Lang,
  enrolmentId: number,
  file: { fileName: string; bytes: Buffer },
): Promise<DpcCurrentFlow> {
  const record = await loadEnrolment(db, learner, enrolmentId);
  const programme = dpcProgramme(record);
  assertProgrammeOpen(record, readOnly);
  if (currentDpcStep(dpcStepsDone(programme, await dpcStepRecordsOf(db, enrolmentId))) !== 'practice') throw new AppError('CONFLICT', 'dpc.errors.certificateStep');
  const checked = checkPracticeCertificate(file.bytes);
  if (!checked.ok) throw certificateRefusal(lang, checked.problem);
  await db.insert(dpcPracticeCertificates).values({ enrolmentId, fileName: file.fileName.slice(0, 200), mimeType: checked.type, size: file.bytes.length, content: file.bytes });
  return dpcFlow(db, await loadEnrolment(db, learner, enrolmentId), readOnly);
}
