import type { Db } from '@app/db/client';
import type { User } from '@app/db/schema/users';
import type { RuleSet } from '@app/domain/compliance/rule-sets';
import { todayInParis } from '@app/domain/identity/session-user';
import type { Lang } from '@app/domain/platform/locales';
import { AppError } from '../../errors/app-error.ts';
import { translate } from '../../i18n/messages.ts';
import { ruleSetsOf } from './compliance-actions.ts';
import { complianceReports } from './report-data.ts';
import { renderComplianceReport } from './report-pdf.ts';
import './report-messages.ts';

/** Where a report is asked: the platform (its country's rules, its name) and the caller's language. */
export interface ReportScope {
  platform: { id: number; name: string };
  country: RuleSet['country'];
  lang: Lang;
}

/** The rule sets of the scope's country; none (a Spanish platform) is a 404 that says why. */
export async function reportRuleSets(db: Db, scope: ReportScope): Promise<RuleSet[]> {
  const ruleSets = await ruleSetsOf(db, scope.country);
  if (ruleSets.length === 0) throw new AppError('NOT_FOUND', 'compliance.report.noObligation');
  return ruleSets;
}

/** The signed-in pharmacist's own compliance report (issue 19 part 5), one PDF issued by the platform. */
export async function learnerComplianceReport(db: Db, user: User, scope: ReportScope, now: Date): Promise<{ fileName: string; pdf: Buffer }> {
  const ruleSets = await reportRuleSets(db, scope);
  const learners = await complianceReports(db, ruleSets, [user], scope.platform.id, now);
  const pdf = await renderComplianceReport({ lang: scope.lang, issuer: { label: 'platform', name: scope.platform.name }, team: false, learners, generatedAt: now });
  return { fileName: translate(scope.lang, 'compliance.report.fileName', { date: todayInParis(now) }), pdf };
}
