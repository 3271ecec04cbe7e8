import { formatDuration } from '@app/domain/catalogue/duration';
import type { ComplianceStatus } from '@app/domain/compliance/evaluate';
import type { Lang } from '@app/domain/platform/locales';
import { PDF_ALERT, reportPdf } from '../../http/pdf-report.ts';
import { translate } from '../../i18n/messages.ts';
import type { LearnerReport } from './report-data.ts';
import type { COMPLIANCE_REPORT_MESSAGES } from './report-messages.ts';

/** A text of the report by the end of its key (`compliance.report.<text>`). */
type ReportText = keyof typeof COMPLIANCE_REPORT_MESSAGES.fr extends infer K ? (K extends `compliance.report.${infer S}` ? S : never) : never;

export interface ComplianceReportDocument {
  lang: Lang;
  /** Who issues it: the platform for a learner's own report, the pharmacy for its team's. */
  issuer: { label: 'platform' | 'pharmacy'; name: string };
  /** The team's report opens with a summary page: who meets each obligation, who is at risk, who has to complete it. */
  team: boolean;
  learners: readonly LearnerReport[];
  generatedAt: Date;
}

/**
 * The compliance report (issue 19 part 5) for one learner or a whole team, laid out by `reportPdf`: for a team a
 * summary first (with the rules applied and their legal sources), then one section per learner, each on its own pages —
 * who they are, per obligation its period, the rule version (and its legal source), the status, each training done here that counts (DPC programme and kind, dates,
 * time credited by the tracking chain, attestation) and what is missing, then the verification of their tracking chain.
 */
export async function renderComplianceReport(report: ComplianceReportDocument): Promise<Buffer> {
  const { lang, learners } = report;
  const t = (key: ReportText, params?: Record<string, string>) => translate(lang, `compliance.report.${key}`, params);
  // The rule set's legal source in the report's language (the stored one is the developers' note).
  const sourceOf = (o: { code: string; version: number }) => t(`source.${o.code}.${o.version}` as ReportText);
  const nameOf = (l: LearnerReport) => `${l.learner.firstName} ${l.learner.lastName}`;
  const title = report.team ? t('teamTitle') : t('title');
  const pdf = reportPdf(lang, { Title: report.team ? `${title} – ${report.issuer.name}` : `${title} – ${learners.map(nameOf).join(', ')}`, Author: report.issuer.name });
  const { day, instant, heading, line, bullet } = pdf;
  const generated = instant(report.generatedAt);

  if (report.team) {
    pdf.title(title, report.issuer.name);
    pdf.rows([
      [t('pharmacy'), report.issuer.name],
      [t('learners'), String(learners.length)],
      [t('generated'), generated],
    ]);
    heading(t('summary'));
    if (learners.length === 0) line(t('noLearner'));
    const obligations = learners[0]?.obligations ?? [];
    for (const o of obligations) {
      const count = (status: ComplianceStatus) => String(learners.filter((l) => l.obligations.find((x) => x.code === o.code)?.status === status).length);
      line(t('summaryOf', { obligation: t(`obligation.${o.obligation}`), met: count('met'), atRisk: count('atRisk'), missing: count('missing') }));
    }
    // The rules are the same for the whole team: their sources once here rather than in every section (a team of
    // 2,000 is thousands of pages, and each wrapped paragraph costs its layout).
    heading(t('rules'));
    for (const o of obligations) {
      line(t('ruleOfObligation', { obligation: t(`obligation.${o.obligation}`), version: String(o.version), source: sourceOf(o) }));
      if (o.obligation === 'certification' && learners.some((l) => l.registrationAssumed)) line(t('registrationAssumed'));
      pdf.doc.moveDown(0.3);
    }
    heading(t('learners'));
    for (const l of learners) {
      const statuses = l.obligations.map((o) => t('statusOf', { obligation: t(`obligation.${o.obligation}`), status: t(`status.${o.status}`) })).join(' ; ');
      bullet(t('learnerLine', { name: nameOf(l), statuses }), l.obligations.some((o) => o.status === 'atRisk') ? PDF_ALERT : undefined);
    }
  }

  for (const [index, l] of learners.entries()) {
    if (report.team || index > 0) pdf.doc.addPage();
    pdf.title(t('title'), nameOf(l));
    pdf.rows([
      [t('learner'), nameOf(l)],
      [t('professionalId'), l.learner.professionalId ?? t('noProfessionalId')],
      [t(report.issuer.label), report.issuer.name],
      [t('generated'), generated],
    ]);
    for (const o of l.obligations) {
      heading(t(`obligation.${o.obligation}`));
      pdf.rows([
        [t('period'), t('periodOf', { start: day(o.period.start), end: day(o.period.end) })],
        [t('statusLabel'), o.status === 'met' ? t('status.met') : t('daysLeft', { status: t(`status.${o.status}`), end: day(o.period.end), days: String(o.daysLeft) })],
        [t('rule'), report.team ? t('ruleVersion', { version: String(o.version) }) : t('ruleOf', { version: String(o.version), source: sourceOf(o) })],
      ]);
      // The registration date with the Ordre is not known (docs/decisions.md, issue 19 part 3).
      if (o.obligation === 'certification' && l.registrationAssumed) line(t('registrationAssumed'));
      heading(t('counted'), 12);
      if (o.counted.length === 0) line(t('nothingCounted'));
      for (const c of o.counted) {
        if (c.declared) {
          bullet(t('declaredAction', { title: c.title, end: day(c.completedOn) }));
          continue;
        }
        const parts = [
          t('training', { title: c.title, start: instant(c.startedAt ?? `${c.completedOn}T12:00:00Z`), end: day(c.completedOn) }),
          c.dpcNumber ? t('dpcProgramme', { number: c.dpcNumber, kind: c.dpcKind ? t(`kind.${c.dpcKind}`) : '' }) : t('noDpcProgramme'),
          t('timeSpent', { duration: formatDuration(c.trackedSeconds / 60) }),
          c.attestation ? t('attestation', { code: c.attestation }) : t('noAttestation'),
        ];
        bullet(parts.join(' — '));
      }
      heading(t('missingHeading'), 12);
      if (o.missing.length === 0) line(t('nothingMissing'));
      for (const m of o.missing) {
        const kinds = m.tags.map((tag) => t(`tag.${tag}`)).join(t('or'));
        bullet(t(m.distinct ? 'missingDistinct' : 'missing', { count: String(m.shortfall), kinds }), o.status === 'atRisk' ? PDF_ALERT : undefined);
      }
    }
    heading(t('chain'));
    if (l.chain.brokenAt === null) line(t('chainVerified', { events: String(l.chain.events) }));
    else line(t('chainBroken', { event: String(l.chain.brokenAt) }), PDF_ALERT);
  }
  return pdf.done();
}
