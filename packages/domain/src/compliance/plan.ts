/**
 * The owner's proposed plan (issue 19 part 4): trainings per learner that close every gap of their obligations at a
 * low cost to the pharmacy after funding. Each training a learner may take has a price and what its funder would pay
 * for that learner; a funder's budget left for the pharmacy (absent: not capped, as the ANDPC's per-professional
 * envelope is not the pharmacy's) is shared by the whole team, so one learner's plan changes another's cost.
 *
 * `proposePlan` is a heuristic fit for a team of thousands: per learner, greedy covers (the training closing most of
 * the gap per euro, until closed) from each first pick, the cheapest kept, with the funders' budgets spent in that
 * order; then rounds in which each learner's cover is chosen again with the others' fixed, while the total falls.
 * `optimalPlan` finds the exact optimum by trying every combination; the tests compare the two on small teams.
 */
import type { Funding } from '../catalogue/fundings.ts';
import { availableCartFundings, fundedUnitPriceCents, SELF_FUNDING, type CartFunction } from '../shop/cart.ts';
import { shortfallWith, type ObligationResult } from './evaluate.ts';
import type { ActionTag } from './rule-sets.ts';

export interface PlanOption {
  offerId: number;
  tags: readonly ActionTag[];
  priceCents: number;
  funder: Funding | null;
  /** What the funder pays for this learner while its budget lasts (at most the price). */
  fundedCents: number;
}

export interface PlanLearner {
  learnerId: number;
  /** The learner's obligations as evaluated today. */
  results: readonly ObligationResult[];
  /** The trainings this learner may take (their function and fundings decide). */
  options: readonly PlanOption[];
}

export interface Plan {
  /** The trainings proposed to each learner with a gap that can be closed. */
  learners: { learnerId: number; offerIds: number[] }[];
  /** Learners with an obligation that no combination of their options meets (what the others close is still planned). */
  unresolved: { learnerId: number; codes: string[] }[];
  /** What the pharmacy pays once the funders paid their part, within their budgets. */
  costCents: number;
  /** What each funder pays. */
  fundedCents: Partial<Record<Funding, number>>;
}

type Budgets = Partial<Record<Funding, number>>;

/**
 * The funding a learner of this function takes for a training, with the shop's rules (issue 19 part 3): the one
 * leaving the least to pay, and what the funder pays. Funders that reimburse the buyer afterwards pay nothing here, as
 * the shop charges the full price; a learner of no known function takes none.
 */
export function bestFunding(offerFundings: readonly string[], fn: CartFunction | null, priceHtCents: number): { funder: Funding | null; fundedCents: number } {
  let best: { funder: Funding | null; fundedCents: number } = { funder: null, fundedCents: 0 };
  for (const funding of fn ? availableCartFundings(offerFundings, fn) : []) {
    const fundedCents = priceHtCents - fundedUnitPriceCents(priceHtCents, funding);
    if (funding !== SELF_FUNDING && fundedCents > best.fundedCents) best = { funder: funding, fundedCents };
  }
  return best;
}

/**
 * How far a learner is from meeting all their obligations with `chosen` done too, 0 when every one is met: the closest
 * paths' shortfall first, then every path's, so that a training bringing a path nearer counts even when that path is
 * not yet the closest (without it, a greedy cover could stall where a cover exists).
 */
const gapOf = (learner: PlanLearner, chosen: readonly PlanOption[]) =>
  learner.results.reduce((sum, result) => {
    const { least, total } = shortfallWith(result, chosen.map((o) => o.tags));
    return sum + least * 1000 + total;
  }, 0);

/** The pharmacy's cost of a whole team's choice: prices, less each funder's share capped by its budget. */
export function costOf(choices: readonly (readonly PlanOption[])[], budgets: Budgets): { costCents: number; fundedCents: Partial<Record<Funding, number>> } {
  const { price, asked } = demandOf(choices.flat());
  const fundedCents: Partial<Record<Funding, number>> = {};
  let funded = 0;
  for (const [funder, cents] of Object.entries(asked) as [Funding, number][]) {
    fundedCents[funder] = Math.min(cents, budgets[funder] ?? Infinity);
    funded += fundedCents[funder];
  }
  return { costCents: price - funded, fundedCents };
}

/**
 * A learner's cover, given what the funders have left: among the trainings bringing the same tags only the cheapest
 * after funding is worth taking; from each of them as a first pick (and from none), a greedy cover by gap closed per
 * euro, trimmed of what became redundant; the cheapest cover wins. The learner's obligations are ones their options
 * can meet (`split`), so a cover exists.
 */
function cover(learner: PlanLearner, left: Budgets): PlanOption[] {
  const netOf = (o: PlanOption) => o.priceCents - (o.funder ? Math.min(o.fundedCents, left[o.funder] ?? Infinity) : 0);
  const cheapest = new Map<string, PlanOption>();
  for (const option of learner.options) {
    const key = [...option.tags].sort().join('+');
    const known = cheapest.get(key);
    if (!known || netOf(option) < netOf(known)) cheapest.set(key, option);
  }
  const candidates = [...cheapest.values()];
  const sum = (set: readonly PlanOption[]) => set.reduce((total, o) => total + netOf(o), 0);
  // The greedy runs from each first pick meet the same sets again: each set's gap is worked out once.
  const gaps = new Map<string, number>();
  const gapWith = (set: readonly PlanOption[]) => {
    const key = set.map((o) => candidates.indexOf(o)).sort((a, b) => a - b).join(',');
    let gap = gaps.get(key);
    if (gap === undefined) gaps.set(key, (gap = gapOf(learner, set)));
    return gap;
  };

  const greedyFrom = (chosen: PlanOption[]): PlanOption[] | null => {
    let gap = gapWith(chosen);
    while (gap > 0) {
      let best: { option: PlanOption; score: number; net: number } | null = null;
      for (const option of candidates) {
        if (chosen.includes(option)) continue;
        const closed = gap - gapWith([...chosen, option]);
        if (closed <= 0) continue;
        const net = netOf(option);
        const score = closed / Math.max(net, 1);
        if (!best || score > best.score || (score === best.score && net < best.net)) best = { option, score, net };
      }
      if (!best) return null;
      chosen.push(best.option);
      gap = gapWith(chosen);
    }
    for (const option of [...chosen].sort((a, b) => netOf(b) - netOf(a))) {
      if (gapWith(chosen.filter((o) => o !== option)) === 0) chosen.splice(chosen.indexOf(option), 1);
    }
    return chosen;
  };

  let best: PlanOption[] | null = null;
  for (const start of [[], ...candidates.map((c) => [c])]) {
    const found = greedyFrom(start);
    if (found && (!best || sum(found) < sum(best))) best = found;
  }
  return best ?? [];
}

/** A learner's obligations that their options can meet (the plan's aim), and the codes of those they cannot. */
function split(learner: PlanLearner): { target: PlanLearner; beyond: string[] } {
  const all = learner.options.map((o) => o.tags);
  const reachable = learner.results.filter((r) => shortfallWith(r, all).least === 0);
  return { target: { ...learner, results: reachable }, beyond: learner.results.filter((r) => !reachable.includes(r)).map((r) => r.code) };
}

/** What a set of trainings asks of each funder, and costs before funding. */
function demandOf(choice: readonly PlanOption[]): { price: number; asked: Partial<Record<Funding, number>> } {
  const asked: Partial<Record<Funding, number>> = {};
  let price = 0;
  for (const option of choice) {
    price += option.priceCents;
    if (option.funder) asked[option.funder] = (asked[option.funder] ?? 0) + option.fundedCents;
  }
  return { price, asked };
}

/** The team's running totals, so that choosing one learner's trainings again costs no pass over the whole team. */
class TeamDemand {
  price = 0;
  asked: Partial<Record<Funding, number>> = {};
  constructor(private readonly budgets: Budgets) {}
  add(choice: readonly PlanOption[], sign: 1 | -1 = 1) {
    const d = demandOf(choice);
    this.price += sign * d.price;
    for (const [funder, cents] of Object.entries(d.asked) as [Funding, number][]) this.asked[funder] = (this.asked[funder] ?? 0) + sign * cents;
  }
  /** What each capped funder has left for one more learner. */
  left(): Budgets {
    const left: Budgets = {};
    for (const [funder, budget] of Object.entries(this.budgets) as [Funding, number][]) left[funder] = Math.max(0, budget - (this.asked[funder] ?? 0));
    return left;
  }
  /** The pharmacy's cost with `choice` added. */
  costWith(choice: readonly PlanOption[]): number {
    const d = demandOf(choice);
    let cost = this.price + d.price;
    for (const funder of new Set([...Object.keys(this.asked), ...Object.keys(d.asked)]) as Set<Funding>) {
      cost -= Math.min((this.asked[funder] ?? 0) + (d.asked[funder] ?? 0), this.budgets[funder] ?? Infinity);
    }
    return cost;
  }
}

function planOf(team: readonly PlanLearner[], choices: readonly (readonly PlanOption[])[], budgets: Budgets): Plan {
  const learners: Plan['learners'] = [];
  const unresolved: Plan['unresolved'] = [];
  team.forEach((learner, i) => {
    const { beyond } = split(learner);
    if (beyond.length > 0) unresolved.push({ learnerId: learner.learnerId, codes: beyond });
    if (choices[i].length > 0) learners.push({ learnerId: learner.learnerId, offerIds: choices[i].map((o) => o.offerId) });
  });
  return { learners, unresolved, ...costOf(choices, budgets) };
}

/** The heuristic plan (see the file's head): linear in the team, quadratic in the kinds of training a learner may take. */
export function proposePlan(team: readonly PlanLearner[], budgets: Budgets, rounds = 3): Plan {
  const targets = team.map((learner) => split(learner).target);
  const demand = new TeamDemand(budgets);
  const choices = targets.map((learner) => {
    const choice = cover(learner, demand.left());
    demand.add(choice);
    return choice;
  });
  for (let round = 0; round < rounds; round++) {
    let improved = false;
    targets.forEach((learner, i) => {
      const total = demand.costWith([]);
      demand.add(choices[i], -1);
      const again = cover(learner, demand.left());
      const better = demand.costWith(again) < total;
      if (better) choices[i] = again;
      demand.add(choices[i]);
      improved ||= better;
    });
    if (!improved) break;
  }
  return planOf(team, choices, budgets);
}

/** Every set of a learner's options that closes all their gaps and holds nothing redundant. */
function minimalCovers(learner: PlanLearner): PlanOption[][] {
  const { options } = learner;
  const covers: PlanOption[][] = [];
  for (let mask = 0; mask < 1 << options.length; mask++) {
    const set = options.filter((_, i) => mask & (1 << i));
    if (gapOf(learner, set) === 0 && set.every((o) => gapOf(learner, set.filter((x) => x !== o)) > 0)) covers.push(set);
  }
  return covers;
}

/** The exact optimum, by trying every combination of every learner's minimal covers: for small teams and catalogues. */
export function optimalPlan(team: readonly PlanLearner[], budgets: Budgets): Plan {
  const coversOf = team.map((learner) => minimalCovers(split(learner).target));
  let best: { cost: number; choices: PlanOption[][] } | null = null;
  const walk = (i: number, choices: PlanOption[][]) => {
    if (i === team.length) {
      const cost = costOf(choices, budgets).costCents;
      if (!best || cost < best.cost) best = { cost, choices: [...choices] };
      return;
    }
    for (const c of coversOf[i]) walk(i + 1, [...choices, c]);
  };
  walk(0, []);
  return planOf(team, best!.choices, budgets);
}
