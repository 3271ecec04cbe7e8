import { and, eq, inArray, isNotNull, notExists } from 'drizzle-orm';
import type { ComplianceObligationView } from '@app/contracts/compliance/compliance';
import type { Db } from '@app/db/client';
import { catalogEntries } from '@app/db/schema/catalog-entries';
import { enrolments } from '@app/db/schema/enrolments';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import type { CatalogScope } from '@app/db/offered';
import { evaluateCompliance, tagsOfTraining, type ObligationResult } from '@app/domain/compliance/evaluate';
import type { RuleSet } from '@app/domain/compliance/rule-sets';
import { todayInParis } from '@app/domain/identity/session-user';
import { centsToEuros } from '@app/domain/shop/prices';
import { availableCartFundings, cartFunction, fundedUnitPriceCents } from '@app/domain/shop/cart';
import type { ProfileLearner } from '../profile/learner.ts';
import { countryRuleSets, learnerActions } from './compliance-actions.ts';

/** Suggested trainings shown per obligation. */
const SUGGESTIONS_PER_OBLIGATION = 3;

/**
 * The learner's continuing-education obligations (issue 19 part 3): the rule sets of the platform's country, the
 * trainings they completed here as actions (the day of completion in Europe/Paris), each obligation evaluated today
 * with what counts, what its closest path still lacks, and the cheapest published offers after funding, not already
 * followed, that bring what is lacking. The registration with the Ordre is not known yet: the domain's assumption
 * (registered before 2023) applies.
 */
export async function loadCompliance(
  db: Db,
  learner: ProfileLearner,
  scope: CatalogScope & { country: RuleSet['country'] },
  now: Date,
): Promise<{ obligations: ComplianceObligationView[]; registrationAssumed: boolean }> {
  const ruleSets = await countryRuleSets(db, scope.country);
  if (ruleSets.length === 0) return { obligations: [], registrationAssumed: false };

  const { actions, titles } = (await learnerActions(db, ruleSets, learner.platformId, learner.userId)).get(learner.userId) ?? { actions: [], titles: new Map<string, string>() };
  const results = evaluateCompliance(ruleSets, actions, todayInParis(now));
  const offers = await offersToSuggest(db, learner, scope, ruleSets);
  return {
    obligations: results.map((result) => {
      const missing = missingOf(result);
      const wanted = new Set(missing.flatMap((m) => m.tags));
      const asked = new Set(result.paths.flatMap((p) => p.requirements.flatMap((r) => r.tags)));
      return {
        code: result.code,
        obligation: result.obligation,
        version: result.version,
        source: result.source,
        period: result.period,
        status: result.status,
        daysLeft: result.daysLeft,
        counted: result.counted.filter((a) => a.tags.some((t) => asked.has(t))).map((a) => ({ title: titles.get(a.id) ?? '', completedOn: a.completedOn })),
        missing,
        suggestions: offers.filter((o) => o.tags.some((t) => wanted.has(t))).slice(0, SUGGESTIONS_PER_OBLIGATION).map(({ tags: _tags, ...o }) => o),
      };
    }),
    registrationAssumed: results.some((r) => r.obligation === 'certification'),
  };
}

/**
 * The requirements of the closest path still short. A `distinct` one lacks the kinds not done yet: an action of a
 * kind already done would not close it.
 */
function missingOf(result: ObligationResult): ComplianceObligationView['missing'] {
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
  const rows = await db
    .select({
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
    .where(
      and(
        eq(catalogEntries.platformId, scope.platformId),
        eq(catalogEntries.lang, scope.lang),
        isNotNull(trainings.dpcActionKind),
        notExists(
          db
            .select({ id: enrolments.id })
            .from(enrolments)
            .where(and(eq(enrolments.userId, learner.userId), eq(enrolments.platformId, scope.platformId), eq(enrolments.trainingId, catalogEntries.trainingId), inArray(enrolments.status, ['active', 'completed']))),
        ),
      ),
    );
  return rows
    .map((row) => {
      const fn = learner.function && cartFunction(learner.function, false);
      const fundings = fn ? availableCartFundings(row.fundings, fn) : [];
      const afterFunding = Math.min(row.priceHtCents, ...fundings.map((f) => fundedUnitPriceCents(row.priceHtCents, f)));
      const tags = tagsOfTraining(ruleSets, { type: row.type, dpcNumber: row.dpcNumber, dpcKind: row.dpcKind });
      return { row, afterFunding, tags };
    })
    .filter((o) => o.tags.length > 0)
    .sort((a, b) => a.afterFunding - b.afterFunding || a.row.priceHtCents - b.row.priceHtCents || a.row.name.localeCompare(b.row.name))
    .map(({ row, afterFunding, tags }) => ({ slug: row.slug, name: row.name, type: row.type, priceHT: centsToEuros(row.priceHtCents), priceAfterFunding: centsToEuros(afterFunding), tags }));
}
