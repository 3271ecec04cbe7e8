import { eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { dpcPracticeCertificates } from '@app/db/schema/dpc-practice-certificates';
import { attestationFileName } from '@app/domain/learning/attestation';
import { certificateUploadedDate } from '@app/domain/learning/dpc-programme';
import { todayInParis } from '@app/domain/identity/session-user';
import { defaultLocaleOf, TIME_ZONE } from '@app/domain/platform/locales';
import { AppError } from '../../errors/app-error.ts';
import { translate } from '../../i18n/messages.ts';
import { findAttestation } from './attestation-list.ts';
import { dpcStepRecordsOf, programmeOf } from './dpc-flow.ts';
import { loadEnrolment, type Learner } from './enrolment-record.ts';

/**
 * The DPC attestation of a completed programme (`GET /api/user/attestation/dpc?id=`): the attestation issued at its
 * completion (same code, QR code and public check) with the programme's part — its ANDPC reference, the initial and
 * final assessments' scores and dates, and the practice evaluation with its certificate's date — all read from
 * append-only records, so every download gives the same document. 404 for another learner's enrolment, an unfinished
 * programme or a training that is not one.
 */
export async function dpcAttestation(db: Db, learner: Learner, courseTrackingId: number) {
  const { attestation, item } = await findAttestation(db, learner, courseTrackingId);
  const record = await loadEnrolment(db, learner, courseTrackingId);
  const programme = programmeOf(record);
  if (!programme) throw new AppError('NOT_FOUND', 'dpc.errors.attestationNotFound');
  const records = await dpcStepRecordsOf(db, courseTrackingId);
  const { lang } = attestation;
  const day = new Intl.DateTimeFormat(defaultLocaleOf(lang), { dateStyle: 'long', timeZone: TIME_ZONE });
  const scored = (step: 'preAssessment' | 'postAssessment'): [string, string] => {
    const found = records.find((r) => r.step === step);
    return [translate(lang, `dpc.attestation.${step}`), found ? translate(lang, 'dpc.attestation.score', { score: String(found.score ?? '—'), date: day.format(found.completedAt) }) : '—'];
  };
  const practice = records.find((r) => r.step === 'practice');
  const [certificate] = practice
    ? await db.select({ uploadedAt: dpcPracticeCertificates.uploadedAt }).from(dpcPracticeCertificates).where(eq(dpcPracticeCertificates.id, Number(practice.data.certificateId)))
    : [];
  const eppType = record.training.isEpp ? record.training.eppType : null;
  return {
    attestation,
    fileName: attestationFileName(lang, `dpc ${item.training.name}`, todayInParis(new Date(attestation.snapshot.completedAt))),
    dpc: {
      title: translate(lang, 'dpc.attestation.title'),
      facts: [
        [translate(lang, 'dpc.attestation.reference'), programme.reference],
        scored('preAssessment'),
        [
          translate(lang, 'dpc.attestation.practice'),
          certificate ? translate(lang, 'dpc.attestation.practiceValue', { type: eppType ?? translate(lang, 'dpc.attestation.practice'), date: certificateUploadedDate(certificate.uploadedAt) }) : '—',
        ],
        scored('postAssessment'),
      ] satisfies [string, string][],
    },
  };
}
