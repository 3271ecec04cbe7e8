/**
 * Whether a pharmacist meets their continuing-education obligations (issue 19 part 1), decided from the rule sets of
 * `./rule-sets.ts` and the actions they did. Days are calendar days of Europe/Paris as `YYYY-MM-DD`; a period holds
 * both its first and its last day. An action counts in the period holding the day it was completed, even when it
 * began in the one before (the attestation's date is what the funder and the Ordre read).
 */
import type { TrainingType } from '../catalogue/training-types.ts';
import type { ActionTag, DpcKind, Obligation, Requirement, RuleSet } from './rule-sets.ts';

export interface ComplianceAction {
  /** Stable across reads: `training:<enrolment id>` or `declared:<id>`. */
  id: string;
  completedOn: string;
  tags: readonly ActionTag[];
  /** A training completed here counts at once; an action declared with its proof once the owner or an admin verified it. */
  source: 'platform' | 'declared';
  verified: boolean;
}

export interface Period {
  start: string;
  end: string;
}

export type ComplianceStatus = 'met' | 'missing' | 'atRisk';

export interface RequirementResult extends Requirement {
  done: number;
  /** How many more actions (or, with `distinct`, tags) the requirement asks for. */
  shortfall: number;
}

export interface PathResult {
  id: string;
  met: boolean;
  requirements: RequirementResult[];
}

export interface ObligationResult {
  code: string;
  version: number;
  obligation: Obligation;
  source: string;
  period: Period;
  status: ComplianceStatus;
  /** Days from today to the period's last day, both included. */
  daysLeft: number;
  /** The actions of the period that count, and the declared ones awaiting verification. */
  counted: ComplianceAction[];
  pending: ComplianceAction[];
  paths: PathResult[];
  /** The path met, or the one closest to it (the smallest shortfall; the first listed on a tie): what is missing. */
  closest: PathResult;
}

const DAY_MS = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => fromTime(toTime(day) + days * DAY_MS);

/** The same day `years` later; 29 February becomes 28 February in a year without it. */
function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return fromTime(Date.UTC(y + years, m - 1, Math.min(d, last)));
}

/** The number of whole years from `from` to `to`, rounded down (negative when `to` is earlier). */
const yearsBetween = (from: string, to: string) => {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
};

/** The run of `years`-long periods from `start` that holds `day`. */
const runStart = (start: string, years: number, day: string) => addYears(start, Math.floor(yearsBetween(start, day) / years) * years);

/**
 * The period of `rule` holding `day`. A cycle from registration starts on `registeredOn` (unknown: registered before
 * the anchor); a day before a first cycle begins belongs to it.
 */
export function periodOf(rule: RuleSet, day: string, registeredOn?: string | null): Period {
  const { anchor, years, fromRegistration } = rule.period;
  const span = (start: string, length: number) => ({ start, end: addDays(addYears(start, length), -1) });
  if (!fromRegistration) return span(runStart(anchor, years, day), years);
  const before = !registeredOn || registeredOn < anchor;
  const first = before ? anchor : registeredOn;
  const firstYears = before ? fromRegistration.firstYearsIfRegisteredBefore : years;
  const afterFirst = addYears(first, firstYears);
  return day < afterFirst ? span(first, firstYears) : span(runStart(afterFirst, years, day), years);
}

/** The version of an obligation that governs a period: the latest whose `validFrom` is not after the period's start. */
export function ruleSetForPeriod(versions: readonly RuleSet[], periodStart: string): RuleSet | null {
  return versions.filter((r) => r.validFrom <= periodStart).reduce<RuleSet | null>((best, r) => (!best || r.version > best.version ? r : best), null);
}

function requirementResult(requirement: Requirement, actions: readonly ComplianceAction[]): RequirementResult {
  const wanted = new Set(requirement.tags);
  const done = requirement.distinct
    ? new Set(actions.flatMap((a) => a.tags.filter((t) => wanted.has(t)))).size
    : actions.filter((a) => a.tags.some((t) => wanted.has(t))).length;
  return { ...requirement, done, shortfall: Math.max(0, requirement.min - done) };
}

const shortfallOf = (path: PathResult) => path.requirements.reduce((sum, r) => sum + r.shortfall, 0);

/**
 * How far an obligation would still be from met with more actions done today (each given by its tags): the shortfall
 * of its closest path, and the sum over all its paths (progress on a path not yet the closest shows there); both 0
 * once a path is met.
 */
export function shortfallWith(result: ObligationResult, extra: readonly (readonly ActionTag[])[]): { least: number; total: number } {
  if (result.status === 'met') return { least: 0, total: 0 };
  const actions = [...result.counted, ...extra.map((tags, i) => ({ id: `extra:${i}`, completedOn: result.period.end, tags, source: 'platform' as const, verified: false }))];
  const perPath = result.paths.map((path) => path.requirements.reduce((sum, r) => sum + requirementResult(r, actions).shortfall, 0));
  const least = Math.min(...perPath);
  return least === 0 ? { least: 0, total: 0 } : { least, total: perPath.reduce((a, b) => a + b, 0) };
}

/** One obligation on `today`: its rule set for the period holding today, the actions that count, what is missing. */
export function evaluateObligation(versions: readonly RuleSet[], actions: readonly ComplianceAction[], today: string, registeredOn?: string | null): ObligationResult | null {
  const current = ruleSetForPeriod(versions, today);
  if (!current) return null;
  const period = periodOf(current, today, registeredOn);
  const rule = ruleSetForPeriod(versions, period.start) ?? current;
  const inPeriod = actions.filter((a) => a.completedOn >= period.start && a.completedOn <= period.end);
  const counted = inPeriod.filter((a) => a.source === 'platform' || a.verified);
  const paths = rule.paths.map((path) => {
    const requirements = path.requirements.map((r) => requirementResult(r, counted));
    return { id: path.id, met: requirements.every((r) => r.shortfall === 0), requirements };
  });
  const closest = paths.find((p) => p.met) ?? paths.reduce((best, p) => (shortfallOf(p) < shortfallOf(best) ? p : best));
  const daysLeft = Math.round((toTime(period.end) - toTime(today)) / DAY_MS) + 1;
  return {
    code: rule.code,
    version: rule.version,
    obligation: rule.obligation,
    source: rule.source,
    period,
    status: closest.met ? 'met' : daysLeft <= rule.riskWindowDays ? 'atRisk' : 'missing',
    daysLeft,
    counted,
    pending: inPeriod.filter((a) => a.source === 'declared' && !a.verified),
    paths,
    closest,
  };
}

/** Every obligation of a country's rule sets (grouped by code), in the order of their first version. */
export function evaluateCompliance(ruleSets: readonly RuleSet[], actions: readonly ComplianceAction[], today: string, registeredOn?: string | null): ObligationResult[] {
  const codes = [...new Set(ruleSets.map((r) => r.code))];
  return codes.flatMap((code) => evaluateObligation(ruleSets.filter((r) => r.code === code), actions, today, registeredOn) ?? []);
}

/**
 * The tags a training completed here brings, for every obligation of `ruleSets`: none from one whose training types or
 * accreditation it does not meet.
 */
export function tagsOfTraining(ruleSets: readonly RuleSet[], training: { type: TrainingType; dpcNumber: string | null; dpcKind: DpcKind | null }): ActionTag[] {
  const tags = ruleSets.flatMap(({ trainings: { types, dpcNumberRequired, tagsOfKind } }) =>
    !types.includes(training.type) || (dpcNumberRequired && !training.dpcNumber) || !training.dpcKind ? [] : (tagsOfKind[training.dpcKind] ?? []),
  );
  return [...new Set(tags)];
}
