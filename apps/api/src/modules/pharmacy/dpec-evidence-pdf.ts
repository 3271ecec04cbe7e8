import type { DpecDetail } from '@app/contracts/pharmacy/dpec';
import { formatDuration } from '@app/domain/catalogue/duration';
import type { EvidenceFacts, EvidenceSummary } from '@app/domain/pharmacy/evidence-pack';
import type { Lang } from '@app/domain/platform/locales';
import { PDF_ALERT, reportPdf } from '../../http/pdf-report.ts';
import { translate } from '../../i18n/messages.ts';
import type { DPEC_EVIDENCE_MESSAGES } from './dpec-evidence-messages.ts';

/** A score of the pack: what it is (a test, a quiz module by name, the evaluation) and its value in percent. */
export interface EvidenceScore {
  label: { key: 'initialScore' | 'finalScore' | 'evaluation' } | { key: 'quizModule'; name: string };
  score: number | null;
}

export interface EvidenceDocument {
  lang: Lang;
  file: DpecDetail;
  pharmacy: string;
  enrolment: { enrolledAt: Date; completedAt: Date | null } | undefined;
  facts: EvidenceFacts & { scores: readonly EvidenceScore[] };
  summary: EvidenceSummary;
  attestation: { code: string; issuedAt: Date } | undefined;
}

/** A text of the pack by the end of its key (`pharmacy.dpec.evidence.<text>`). */
type EvidenceText = keyof typeof DPEC_EVIDENCE_MESSAGES.fr extends infer K ? (K extends `pharmacy.dpec.evidence.${infer S}` ? S : never) : never;

/**
 * The pack's own pages, laid out by `reportPdf`: the file and the learner, then one section per kind of evidence and
 * what the funder will find missing.
 */
export async function renderEvidencePdf(pack: EvidenceDocument): Promise<Buffer> {
  const { lang, file, facts, summary } = pack;
  const t = (key: EvidenceText, params?: Record<string, string>) => translate(lang, `pharmacy.dpec.evidence.${key}`, params);
  const learner = `${file.learner.firstName} ${file.learner.lastName}`;
  const pdf = reportPdf(lang, { Title: `${t('title')} – ${learner} – ${file.training.name}`, Author: pack.pharmacy, Subject: file.training.name });
  const { locale, instant, day, heading, line, bullet } = pdf;

  pdf.title(t('title'), t('subtitle', { id: String(file.id), training: file.training.name }));
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const rows: [string, string][] = [
    [t('learner'), learner],
    [t('training'), file.training.name],
    [t('pharmacy'), pack.pharmacy],
    [t('funder'), file.funder],
    ...(file.session ? ([[t('session'), t('sessionOf', { reference: file.session.reference, start: day(file.session.startsOn), end: day(file.session.endsOn) })]] as [string, string][]) : []),
    [t('amount'), money.format(file.amountCents / 100)],
    [t('state'), translate(lang, `pharmacy.dpec.states.${file.state}`)],
    [t('generated'), instant(new Date())],
  ];
  pdf.rows(rows);

  heading(t('enrolment'));
  if (pack.enrolment) {
    const { enrolledAt, completedAt } = pack.enrolment;
    line(`${t('enrolledOn', { date: instant(enrolledAt) })}, ${completedAt ? t('completedOn', { date: instant(completedAt) }) : t('notCompletedYet')}.`);
  } else line(t('noEnrolment'));

  heading(t('attendance'));
  if (facts.attendance.length === 0) line(t('noDatedSession'));
  else {
    for (const d of facts.attendance) {
      const status = d.present === true ? t('present') : d.present === false ? t('absent') : d.joined ? t('joined') : t('unmarked');
      bullet(`${day(d.date)} — ${d.session} — ${status}`, d.present === false ? PDF_ALERT : undefined);
    }
    pdf.doc.moveDown(0.2);
    line(t('attendanceTotal', { present: String(summary.attendance.present), days: String(summary.attendance.days) }));
  }

  heading(t('time'));
  line(t('timeTotal', { duration: formatDuration(summary.trackedSeconds / 60) }));
  if (facts.chain.broken) line(t('chainBroken', { event: String(facts.chain.broken.eventId), problem: t(`problem.${facts.chain.broken.problem}`) }), PDF_ALERT);
  else line(t('chainVerified', { events: String(facts.chain.events) }));

  heading(t('scores'));
  if (facts.scores.length === 0) line(t('noScores'));
  else {
    for (const s of facts.scores) {
      const label = s.label.key === 'quizModule' ? t('quizModule', { name: s.label.name }) : t(s.label.key);
      bullet(`${label} — ${s.score === null ? t('notAnswered') : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(s.score)} %`}`);
    }
    if (summary.meanScore !== null) {
      pdf.doc.moveDown(0.2);
      line(t('meanScore', { score: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(summary.meanScore) }));
    }
  }

  heading(t('attestation'));
  line(pack.attestation ? t('attestationJoined', { code: pack.attestation.code, date: instant(pack.attestation.issuedAt) }) : t('noAttestation'));

  heading(t('missing'));
  if (summary.complete) line(t('complete'));
  else for (const gap of summary.gaps) bullet(t(`gaps.${gap}`), PDF_ALERT);

  return pdf.done();
}
