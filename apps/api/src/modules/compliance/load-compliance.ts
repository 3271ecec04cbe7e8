import { and, eq, inArray, isNotNull, notExists, type SQL } from 'drizzle-orm';
import type { ComplianceObligationView } from '@app/contracts/compliance/compliance';
import type { Db } from '@app/db/client';
import { catalogEntries } from '@app/db/schema/catalog-entries';
import { enrolments } from '@app/db/schema/enrolments';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import type { CatalogScope } from '@app/db/offered';
import { evaluateCompliance, tagsOfTraining, type ComplianceAction, type ObligationResult } from '@app/domain/compliance/evaluate';
import { bestFunding } from '@app/domain/compliance/plan';
import type { RuleSet } from '@app/domain/compliance/rule-sets';
import { todayInParis } from '@app/domain/identity/session-user';
import { langOf, type Locale } from '@app/domain/platform/locales';
import { centsToEuros, vatCountry } from '@app/domain/shop/prices';
import { cartFunction } from '@app/domain/shop/cart';
import type { ProfileLearner } from '../profile/learner.ts';
import { actionsOf, learnerActions, ruleSetsOf } from './compliance-actions.ts';

/** Suggested trainings shown per obligation. */
const SUGGESTIONS_PER_OBLIGATION = 3;

/** The country whose rules a platform's pharmacists are under: the country its sales are under (a Spanish platform, Spanish rules). */
export const complianceCountry = (platform: { defaultLocale: Locale }): RuleSet['country'] => vatCountry(langOf(platform.defaultLocale));

/**
 * The learner's continuing-education obligations (issue 19 parts 2 and 3): the rule sets of the platform's country,
 * the trainings they completed here as actions (the day of completion in Europe/Paris) and the actions they declared
 * (counted once verified, shown pending before), each obligation evaluated today with what counts, what its closest
 * path still lacks, and the cheapest published offers after funding, not already followed, that bring what is lacking.
 * The certification's cycle starts at their registration with the Ordre; while it is unknown, the domain's assumption
 * (registered before 2023) applies.
 */
export async function loadCompliance(
  db: Db,
  learner: ProfileLearner,
  scope: CatalogScope & { country: RuleSet['country'] },
  now: Date,
): Promise<{ obligations: ComplianceObligationView[]; registrationAssumed: boolean }> {
  const ruleSets = await ruleSetsOf(db, scope.country);
  if (ruleSets.length === 0) return { obligations: [], registrationAssumed: false };

  const { actions, registeredOn } = actionsOf(await learnerActions(db, ruleSets, learner.platformId, learner.userId), learner.userId);
  const titles = new Map(actions.map((a) => [a.id, a.title]));
  const results = evaluateCompliance(ruleSets, actions, todayInParis(now), registeredOn);
  const offers = await offersToSuggest(db, learner, scope, ruleSets);
  return {
    obligations: results.map((result) => {
      const missing = missingOf(result);
      const wanted = new Set(missing.flatMap((m) => m.tags));
      const view = (a: ComplianceAction) => ({ title: titles.get(a.id) ?? '', completedOn: a.completedOn });
      return {
        code: result.code,
        obligation: result.obligation,
        version: result.version,
        source: result.source,
        period: result.period,
        status: result.status,
        daysLeft: result.daysLeft,
        counted: countedOf(result).map(view),
        pending: pendingOf(result).map(view),
        missing,
        suggestions: offers.filter((o) => o.tags.some((t) => wanted.has(t))).slice(0, SUGGESTIONS_PER_OBLIGATION).map(({ tags: _tags, ...o }) => o),
      };
    }),
    registrationAssumed: registeredOn === null && results.some((r) => r.obligation === 'certification'),
  };
}

/** The actions an obligation asks for (carrying one of its tags) among `actions`. */
const askedBy = (result: ObligationResult, actions: readonly ComplianceAction[]) => {
  const asked = new Set(result.paths.flatMap((p) => p.requirements.flatMap((r) => r.tags)));
  return actions.filter((a) => a.tags.some((t) => asked.has(t)));
};

/** The actions that count toward an obligation: those carrying a tag it asks for. */
export const countedOf = (result: ObligationResult) => askedBy(result, result.counted);

/** The declared actions awaiting verification that would count toward an obligation. */
export const pendingOf = (result: ObligationResult) => askedBy(result, result.pending);

/**
 * The requirements of the closest path still short. A `distinct` one lacks the kinds not done yet: an action of a
 * kind already done would not close it.
 */
export function missingOf(result: ObligationResult): ComplianceObligationView['missing'] {
  const doneTags = new Set(result.counted.flatMap((a) => a.tags));
  return result.closest.requirements
    .filter((r) => r.shortfall > 0)
    .map((r) => ({ tags: r.distinct ? r.tags.filter((t) => !doneTags.has(t)) : [...r.tags], distinct: r.distinct ?? false, shortfall: r.shortfall }));
}

/**
 * The offers of the catalogue the learner sees and does not follow (or has not finished) whose training brings a tag
 * of these rule sets, cheapest for them first: the price after the best funding their function may take (a funder
 * paying the organisation directly leaves nothing to pay).
 */
async function offersToSuggest(db: Db, learner: ProfileLearner, scope: CatalogScope, ruleSets: readonly RuleSet[]) {
  const followed = notExists(
    db
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(and(eq(enrolments.userId, learner.userId), eq(enrolments.platformId, scope.platformId), eq(enrolments.trainingId, catalogEntries.trainingId), inArray(enrolments.status, [...FOLLOWED]))),
  );
  const fn = learner.function ? cartFunction(learner.function, false) : null;
  return (await complianceOffers(db, scope, ruleSets, followed))
    .map((offer) => ({ offer, afterFunding: offer.priceHtCents - bestFunding(offer.fundings, fn, offer.priceHtCents).fundedCents }))
    .sort((a, b) => a.afterFunding - b.afterFunding || a.offer.priceHtCents - b.offer.priceHtCents || a.offer.name.localeCompare(b.offer.name))
    .map(({ offer, afterFunding }) => ({ slug: offer.slug, name: offer.name, type: offer.type, priceHT: centsToEuros(offer.priceHtCents), priceAfterFunding: centsToEuros(afterFunding), tags: offer.tags }));
}

/** Enrolments that make a training followed: it is not suggested again. */
export const FOLLOWED = ['active', 'completed'] as const;

/** The published offers of the platform and language whose training brings a tag of these rule sets (`where`: more conditions). */
export async function complianceOffers(db: Db, scope: CatalogScope, ruleSets: readonly RuleSet[], where?: SQL) {
  const rows = await db
    .select({
      offerId: catalogEntries.offerId,
      trainingId: catalogEntries.trainingId,
      slug: trainingOffers.slug,
      name: trainings.name,
      type: catalogEntries.type,
      fundings: catalogEntries.fundings,
      priceHtCents: catalogEntries.priceHtCents,
      dpcNumber: trainings.courseIdDpc,
      dpcKind: trainings.dpcActionKind,
    })
    .from(catalogEntries)
    .innerJoin(trainingOffers, eq(trainingOffers.id, catalogEntries.offerId))
    .innerJoin(trainings, eq(trainings.id, catalogEntries.trainingId))
    .where(and(eq(catalogEntries.platformId, scope.platformId), eq(catalogEntries.lang, scope.lang), isNotNull(trainings.dpcActionKind), where));
  return rows
    .map(({ dpcNumber, dpcKind, ...row }) => ({ ...row, tags: tagsOfTraining(ruleSets, { type: row.type, dpcNumber, dpcKind }) }))
    .filter((o) => o.tags.length > 0);
}
