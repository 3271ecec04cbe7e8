/**
 * The owner's cockpit (issue 19 part 4): a team's obligations at a glance. Each learner's obligations are evaluated by
 * `./evaluate.ts`; here they are summed up per learner (the worst status of their obligations), per obligation and for
 * the team, and ordered so that who needs the owner first comes first.
 */
import type { ComplianceStatus } from './evaluate.ts';

/** Learners shown per page of the cockpit's table (a group of thousands is paged, on a phone too). */
export const COCKPIT_PAGE_SIZE = 25;

/** Whom the cockpit names as at risk, at most (the count says how many in all). */
export const AT_RISK_LIMIT = 20;

/** Worst first: a gap close to the period's end, then one with time left, then nothing to do. */
const SEVERITY: Record<ComplianceStatus, number> = { atRisk: 0, missing: 1, met: 2 };

/** A learner's status across their obligations: the worst of them (met only when every one is; met with none). */
export function learnerStatus(statuses: readonly ComplianceStatus[]): ComplianceStatus {
  return statuses.reduce<ComplianceStatus>((worst, s) => (SEVERITY[s] < SEVERITY[worst] ? s : worst), 'met');
}

export interface TeamLearnerStatus {
  name: string;
  obligations: readonly { code: string; status: ComplianceStatus; daysLeft: number }[];
}

/** The cockpit's order: worst status first, then the nearest deadline among the learner's gaps, then the name. */
export function compareLearners(a: TeamLearnerStatus, b: TeamLearnerStatus): number {
  const rank = (l: TeamLearnerStatus) => SEVERITY[learnerStatus(l.obligations.map((o) => o.status))];
  const deadline = (l: TeamLearnerStatus) => Math.min(Infinity, ...l.obligations.filter((o) => o.status !== 'met').map((o) => o.daysLeft));
  return rank(a) - rank(b) || deadline(a) - deadline(b) || a.name.localeCompare(b.name);
}

export interface ObligationSummary {
  code: string;
  met: number;
  missing: number;
  atRisk: number;
}

/**
 * The team's summary: how many learners meet everything, how many have an obligation at risk (not met and the
 * period ends within the rule's window) and how many only miss some with time left; per obligation, its counts.
 */
export function summarizeTeam(learners: readonly Pick<TeamLearnerStatus, 'obligations'>[], codes: readonly string[]) {
  const byCode = new Map<string, ObligationSummary>(codes.map((code) => [code, { code, met: 0, missing: 0, atRisk: 0 }]));
  const overall = { met: 0, missing: 0, atRisk: 0 };
  for (const learner of learners) {
    overall[learnerStatus(learner.obligations.map((o) => o.status))]++;
    for (const o of learner.obligations) {
      const summary = byCode.get(o.code);
      if (summary) summary[o.status]++;
    }
  }
  return { learners: learners.length, compliant: overall.met, missing: overall.missing, atRisk: overall.atRisk, obligations: [...byCode.values()] };
}
