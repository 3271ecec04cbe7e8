import { inArray, or, sql, type SQL } from 'drizzle-orm';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { CATALOG_FACETS, DURATION_RANGE_BOUNDS, DURATION_RANGES, type CatalogFacet, type CatalogFilters } from '@app/domain/catalogue/catalog-filters';

const textArray = (values: readonly string[]) => sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

/** A free offer: no price, or a training free everywhere. */
export const isFree = sql`(${trainingOffers.priceHtCents} = 0 or ${trainings.free})`;

/** The duration range (DURATION_RANGES) of a training's total duration. */
export const durationBucket = sql`case
  ${sql.join(
    DURATION_RANGES.map((r) => {
      const { max } = DURATION_RANGE_BOUNDS[r];
      return max === null ? sql`else ${r}` : sql`when ${trainings.totalDurationMinutes} <= ${max} then ${r}`;
    }),
    sql` `,
  )} end`;

/** The condition of one facet's filter, undefined when the filter does not use it (the values of a facet are OR-ed). */
export function facetCondition(f: CatalogFilters, facet: CatalogFacet): SQL | undefined {
  switch (facet) {
    case 'type':
      return f.type && inArray(trainings.type, f.type);
    case 'function':
      return f.function && sql`${trainings.availableFunctions} && ${textArray(f.function)}`;
    case 'funding':
      return f.funding && sql`${trainingOffers.fundings} && ${textArray(f.funding)}`;
    case 'tags':
      return f.tags && sql`${trainingOffers.tags} ?| ${textArray(f.tags)}`;
    case 'duration':
      return f.duration && or(...f.duration.map((r) => {
        const { min, max } = DURATION_RANGE_BOUNDS[r];
        return max === null
          ? sql`${trainings.totalDurationMinutes} >= ${min}`
          : sql`${trainings.totalDurationMinutes} between ${min} and ${max}`;
      }));
    case 'free':
      return f.free === undefined ? undefined : f.free ? isFree : sql`not ${isFree}`;
  }
}

/** The conditions of the filters; facets are AND-ed (domain catalog-filters). */
export function filterConditions(f: CatalogFilters): SQL[] {
  return CATALOG_FACETS.flatMap((facet) => facetCondition(f, facet) ?? []);
}
