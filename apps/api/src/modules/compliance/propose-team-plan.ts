import type { TeamPlan } from '@app/contracts/compliance/plan';
import type { Db } from '@app/db/client';
import { FUNDINGS, type Funding } from '@app/domain/catalogue/fundings';
import { bestFunding, proposePlan, type PlanLearner } from '@app/domain/compliance/plan';
import type { RuleSet } from '@app/domain/compliance/rule-sets';
import { centsToEuros } from '@app/domain/shop/prices';
import type { PharmacyCaller } from '../pharmacy/pharmacy-caller.ts';
import { ruleSetsOf } from './compliance-actions.ts';
import { complianceOffers } from './load-compliance.ts';
import { teamComplianceResults, teamFollowedTrainings, teamLearners } from './team-actions.ts';

/** What the pharmacy has left with each capped funder; a funder absent is not capped. */
export type FunderBudgets = Partial<Record<Funding, number>>;

/**
 * The owner's proposed plan (issue 19 part 4): each active member's obligations evaluated on `now`, the trainings
 * each may take (the published offers of the platform and language bringing a tag the rules ask for, not already
 * followed or finished by them, funded as the shop funds their function), and the domain's heuristic over the whole
 * team within `budgets`. A fixed number of reads whatever the team's size; the heuristic takes about a second for 2,000 members.
 */
export async function proposeTeamPlan(db: Db, caller: PharmacyCaller, country: RuleSet['country'], budgets: FunderBudgets, now: Date): Promise<TeamPlan> {
  const team = { accountId: caller.account.id, platformId: caller.platformId };
  const [ruleSets, members] = await Promise.all([ruleSetsOf(db, country), teamLearners(db, team.accountId)]);
  const empty: TeamPlan = { learners: [], teamSize: members.length, cost: 0, funded: [], dueBy: null };
  if (ruleSets.length === 0) return empty;

  const [results, offers, followed] = await Promise.all([
    teamComplianceResults(db, { ...team, ruleSets }, now),
    complianceOffers(db, { platformId: caller.platformId, lang: caller.lang }, ruleSets),
    teamFollowedTrainings(db, team),
  ]);
  const planned: PlanLearner[] = members.flatMap((member) => {
    const theirs = results.get(member.userId) ?? [];
    if (theirs.every((r) => r.status === 'met')) return [];
    const options = offers
      .filter((o) => !followed.get(member.userId)?.has(o.trainingId))
      .map((o) => ({ offerId: o.offerId, tags: o.tags, priceCents: o.priceHtCents, ...bestFunding(o.fundings, member.function, o.priceHtCents) }));
    return [{ learnerId: member.userId, results: theirs, options }];
  });
  if (planned.length === 0) return empty;

  const plan = proposePlan(planned, budgets);
  const offerOf = new Map(offers.map((o) => [o.offerId, o]));
  const memberOf = new Map(members.map((m) => [m.userId, m]));
  const chosen = new Map(plan.learners.map((l) => [l.learnerId, l.offerIds]));
  const beyond = new Map(plan.unresolved.map((u) => [u.learnerId, new Set(u.codes)]));
  const dueDays: string[] = [];
  const learners = planned.flatMap(({ learnerId, results: theirs, options }) => {
    const offerIds = chosen.get(learnerId) ?? [];
    const unresolved = beyond.get(learnerId) ?? new Set<string>();
    if (offerIds.length === 0 && unresolved.size === 0) return [];
    if (offerIds.length > 0) dueDays.push(...theirs.filter((r) => r.status !== 'met' && !unresolved.has(r.code)).map((r) => r.period.end));
    const member = memberOf.get(learnerId)!;
    return [
      {
        id: learnerId,
        firstName: member.firstName,
        lastName: member.lastName,
        trainings: offerIds.map((offerId) => {
          const offer = offerOf.get(offerId)!;
          const option = options.find((o) => o.offerId === offerId)!;
          return { offerId, slug: offer.slug, name: offer.name, type: offer.type, priceHT: centsToEuros(offer.priceHtCents), funder: option.funder, funded: centsToEuros(option.fundedCents) };
        }),
        unresolved: theirs.filter((r) => unresolved.has(r.code)).map((r) => r.obligation),
      },
    ];
  });
  return {
    learners,
    teamSize: members.length,
    cost: centsToEuros(plan.costCents),
    funded: FUNDINGS.flatMap((funder) => (plan.fundedCents[funder] ? [{ funder, amount: centsToEuros(plan.fundedCents[funder]) }] : [])),
    dueBy: dueDays.length ? dueDays.reduce((a, b) => (a < b ? a : b)) : null,
  };
}
