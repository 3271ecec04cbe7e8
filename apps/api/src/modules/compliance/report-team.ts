import { asc, eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { memberships } from '@app/db/schema/memberships';
import { users } from '@app/db/schema/users';
import { todayInParis } from '@app/domain/identity/session-user';
import { translate } from '../../i18n/messages.ts';
import { teamMember, teamOf } from '../pharmacy/attestations-team.ts';
import type { PharmacyCaller } from '../pharmacy/pharmacy-caller.ts';
import { complianceReports } from './report-data.ts';
import { reportRuleSets, type ReportScope } from './report-learner.ts';
import { renderComplianceReport } from './report-pdf.ts';

/**
 * The pharmacy's team compliance report (issue 19 part 5): every active learner of the pharmacy in use (a deactivated
 * one has left the team), by last then first name, one section each after the team's summary; one PDF issued by the
 * pharmacy. Only the caller's own pharmacy is read, so another pharmacy's learners are never in it.
 */
export async function teamComplianceReport(db: Db, caller: PharmacyCaller, scope: ReportScope, now: Date): Promise<{ fileName: string; pdf: Buffer }> {
  const ruleSets = await reportRuleSets(db, scope);
  const learners = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, professionalId: users.professionalId })
    .from(memberships)
    .innerJoin(users, teamMember(teamOf(caller)))
    .where(eq(memberships.active, true))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  const reports = await complianceReports(db, ruleSets, learners, caller.platformId, now);
  const pdf = await renderComplianceReport({ lang: caller.lang, issuer: { label: 'pharmacy', name: caller.account.name }, team: true, learners: reports, generatedAt: now });
  return { fileName: translate(caller.lang, 'compliance.report.teamFileName', { date: todayInParis(now) }), pdf };
}
