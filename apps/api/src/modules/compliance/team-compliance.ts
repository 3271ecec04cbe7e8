import { and, asc, eq, sql } from 'drizzle-orm';
import type { CockpitData, CockpitLearner, CockpitQuery } from '@app/contracts/compliance/cockpit';
import type { Db } from '@app/db/client';
import { dpecFiles } from '@app/db/schema/dpec-files';
import { memberships } from '@app/db/schema/memberships';
import { opcoBudgets } from '@app/db/schema/opco-budgets';
import { users } from '@app/db/schema/users';
import { evaluateCompliance } from '@app/domain/compliance/evaluate';
import type { RuleSet } from '@app/domain/compliance/rule-sets';
import { AT_RISK_LIMIT, COCKPIT_PAGE_SIZE, compareLearners, learnerStatus, summarizeTeam } from '@app/domain/compliance/team';
import { todayInParis } from '@app/domain/identity/session-user';
import { fundaeCredit } from '@app/domain/pharmacy/fundae';
import { funderBudgets } from '@app/domain/pharmacy/funder-budgets';
import { clampPage, pageOffset } from '@app/domain/platform/pagination';
import { TIME_ZONE } from '@app/domain/platform/locales';
import { fundaeInputsOf } from '../pharmacy/fundae-credit.ts';
import type { PharmacyCaller } from '../pharmacy/pharmacy-caller.ts';
import { actionsOf, learnerActions, ruleSetsOf } from './compliance-actions.ts';

/** The team as the dashboard counts it: the account's active learners (issue 15 part 2 deactivates those who left). */
export const teamOf = (accountId: number) => and(eq(memberships.accountId, accountId), eq(memberships.role, 'learner'), eq(memberships.active, true));

export interface TeamScope {
  accountId: number;
  platformId: number;
  country: RuleSet['country'];
}

type EvaluatedLearner = CockpitLearner & { name: string };
export type EvaluatedTeam = Omit<CockpitData, 'atRisk' | 'learners' | 'funding'> & { learners: EvaluatedLearner[] };

/**
 * The owner's cockpit (issue 19 part 4), its costly part: every active learner of the pharmacy evaluated today against
 * the rule sets of the platform's country, worst first, and summed up. One statement per kind of data for the whole
 * team (the rule sets, the learners, their actions), whatever its size.
 */
export async function evaluateTeam(db: Db, scope: TeamScope, now = new Date()): Promise<EvaluatedTeam> {
  const today = todayInParis(now);
  const team = teamOf(scope.accountId);
  const ruleSets = await ruleSetsOf(db, scope.country);
  const [learners, actions] = await Promise.all([
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, function: users.function })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(team)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),
    ruleSets.length === 0 ? new Map() : learnerActions(db, ruleSets, scope.platformId, db.select({ id: memberships.userId }).from(memberships).where(team)),
  ]);

  const evaluated = learners.map((learner): EvaluatedLearner => {
    const { actions: theirs, registeredOn } = actionsOf(actions, learner.id);
    const results = evaluateCompliance(ruleSets, theirs, today, registeredOn);
    const obligations = results.map((r) => ({ code: r.code, status: r.status, daysLeft: r.daysLeft, shortfall: r.closest.requirements.reduce((sum, q) => sum + q.shortfall, 0) }));
    return { ...learner, name: `${learner.lastName} ${learner.firstName}`, status: learnerStatus(obligations.map((o) => o.status)), obligations };
  });
  evaluated.sort(compareLearners);
  const headers = evaluateCompliance(ruleSets, [], today);
  return {
    today,
    obligations: headers.map((r) => ({ code: r.code, obligation: r.obligation, source: r.source, period: r.period })),
    // Said when a learner's certification cycle is the assumed one (their registration date with the Ordre unknown).
    registrationAssumed: headers.some((r) => r.obligation === 'certification') && learners.some((l) => actionsOf(actions, l.id).registeredOn === null),
    summary: summarizeTeam(evaluated, headers.map((r) => r.code)),
    learners: evaluated,
  };
}

/** The cockpit's answer: the evaluated team, one page of it (filtered by status), who is at risk, and this year's funding. */
export async function teamCompliance(db: Db, caller: PharmacyCaller, team: EvaluatedTeam, country: RuleSet['country'], query: CockpitQuery): Promise<CockpitData> {
  const { learners: evaluated, ...rest } = team;
  const shown = query.status ? evaluated.filter((l) => l.status === query.status) : evaluated;
  const page = clampPage(query.page, shown.length, COCKPIT_PAGE_SIZE);
  const view = ({ name: _name, ...learner }: EvaluatedLearner): CockpitLearner => learner;
  const from = pageOffset(page, COCKPIT_PAGE_SIZE);
  return {
    ...rest,
    atRisk: evaluated.filter((l) => l.status === 'atRisk').slice(0, AT_RISK_LIMIT).map(view),
    learners: { items: shown.slice(from, from + COCKPIT_PAGE_SIZE).map(view), total: shown.length, page, perPage: COCKPIT_PAGE_SIZE },
    funding: await yearFunding(db, caller, country, Number(team.today.slice(0, 4))),
  };
}

/**
 * What each funder of the country paid or is asked to pay for the pharmacy this year: its funding files opened in the
 * year (Europe/Paris) and communicated; left of the pharmacy's budgets: FUNDAE's credit from the owner's inputs, the
 * OPCO budget the owner entered.
 */
async function yearFunding(db: Db, caller: PharmacyCaller, country: RuleSet['country'], year: number): Promise<CockpitData['funding']> {
  const accountId = caller.account.id;
  const [files, opco, fundaeInputs] = await Promise.all([
    db
      .select({ funder: dpecFiles.funder, state: dpecFiles.state, amountCents: dpecFiles.amountCents })
      .from(dpecFiles)
      .where(and(eq(dpecFiles.accountId, accountId), sql`extract(year from ${dpecFiles.createdAt} at time zone ${TIME_ZONE}) = ${year}`)),
    db.select({ budgetCents: opcoBudgets.budgetCents }).from(opcoBudgets).where(and(eq(opcoBudgets.accountId, accountId), eq(opcoBudgets.year, year))),
    country === 'ES' ? fundaeInputsOf(db, caller, year) : null,
  ]);
  const fundae = fundaeInputs && fundaeCredit(fundaeInputs, files.filter((f) => f.funder === 'FUNDAE'));
  return { year, funders: funderBudgets(country, files, { OPCO: opco[0]?.budgetCents, FUNDAE: fundae?.creditCents }) };
}

/** Saves the pharmacy's OPCO budget of a year (replaced when saved again). */
export async function saveOpcoBudget(db: Db, caller: PharmacyCaller, input: { year: number; budget: number }): Promise<{ year: number; budgetCents: number }> {
  const budgetCents = Math.round(input.budget * 100);
  await db
    .insert(opcoBudgets)
    .values({ accountId: caller.account.id, year: input.year, budgetCents, updatedBy: caller.user.id })
    .onConflictDoUpdate({ target: [opcoBudgets.accountId, opcoBudgets.year], set: { budgetCents, updatedBy: caller.user.id, updatedAt: new Date() } });
  return { year: input.year, budgetCents };
}
