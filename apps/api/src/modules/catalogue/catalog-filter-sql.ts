import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { catalogEntries } from '@app/db/schema/catalog-entries';
import type { CatalogScope } from '@app/db/offered';
import { CATALOG_FACETS, DURATION_RANGE_BOUNDS, DURATION_RANGES, type CatalogFacet, type CatalogFilters } from '@app/domain/catalogue/catalog-filters';

const textArray = (values: readonly string[]) => sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

/** The catalog_entries rows of a platform and language (each an offer a visitor may see) that pass `more`. */
export function entriesWhere(scope: CatalogScope, ...more: (SQL | undefined)[]): SQL {
  return and(eq(catalogEntries.platformId, scope.platformId), eq(catalogEntries.lang, scope.lang), ...more)!;
}

/** The duration range (DURATION_RANGES) of a training's total duration. */
export const durationBucket = sql`case
  ${sql.join(
    DURATION_RANGES.map((r) => {
      const { max } = DURATION_RANGE_BOUNDS[r];
      return max === null ? sql`else ${r}` : sql`when ${catalogEntries.totalDurationMinutes} <= ${max} then ${r}`;
    }),
    sql` `,
  )} end`;

/** The condition of one facet's filter on the catalog_entries rows, undefined when the filter does not use it (the values of a facet are OR-ed). */
export function facetCondition(f: CatalogFilters, facet: CatalogFacet): SQL | undefined {
  switch (facet) {
    case 'type':
      return f.type && inArray(catalogEntries.type, f.type);
    case 'function':
      return f.function && sql`${catalogEntries.availableFunctions} && ${textArray(f.function)}`;
    case 'funding':
      return f.funding && sql`${catalogEntries.fundings} && ${textArray(f.funding)}`;
    case 'tags':
      return f.tags && sql`${catalogEntries.tags} && ${textArray(f.tags)}`;
    case 'duration':
      return f.duration && or(...f.duration.map((r) => {
        const { min, max } = DURATION_RANGE_BOUNDS[r];
        return max === null
          ? sql`${catalogEntries.totalDurationMinutes} >= ${min}`
          : sql`${catalogEntries.totalDurationMinutes} between ${min} and ${max}`;
      }));
    case 'free':
      return f.free === undefined ? undefined : f.free ? sql`${catalogEntries.free}` : sql`not ${catalogEntries.free}`;
  }
}

/** The conditions of the filters; facets are AND-ed (domain catalog-filters). */
export function filterConditions(f: CatalogFilters): SQL[] {
  return CATALOG_FACETS.flatMap((facet) => facetCondition(f, facet) ?? []);
}
