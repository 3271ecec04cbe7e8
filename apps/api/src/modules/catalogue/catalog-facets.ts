import { sql } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { catalogEntries } from '@app/db/schema/catalog-entries';
import { countFacets, facetIndex, type FacetCounts, type FacetProfile } from '@app/domain/catalogue/catalog-facet-counts';
import { catalogSearchParams, type CatalogFilters, type DurationRange } from '@app/domain/catalogue/catalog-filters';
import type { Caches } from '../../plugins/caches.ts';
import { createTtlCache } from '../../http/ttl-cache.ts';
import { PUBLIC_ANSWER_TTL_MS } from '../../http/cached-answers.ts';
import type { CatalogScope } from '@app/db/offered';
import { durationBucket, entriesWhere } from './catalog-filter-sql.ts';

/** The facets and total of a filter set: catalogFacets, or its cached form (cachedCatalogFacets). */
export type FacetsOf = (scope: CatalogScope, f: CatalogFilters) => Promise<FacetCounts>;

/**
 * The facet profiles of a platform and language (domain catalog-facet-counts): its catalog_entries grouped by their
 * facet values, one scan whatever the filters. The facets of every filter set are then counted from them in memory:
 * counted by the database, each new filter set read every offer again (about 80 ms at 100,000 offers).
 */
export async function facetProfiles(db: Db, scope: CatalogScope): Promise<FacetProfile[]> {
  // Grouped by the bucket's output name: the bucket's bounds are parameters, so the expression written again would not match.
  const duration = sql<DurationRange>`${durationBucket}`.as('duration_value');
  const rows = await db
    .select({
      type: catalogEntries.type,
      functions: catalogEntries.availableFunctions,
      fundings: catalogEntries.fundings,
      tags: catalogEntries.tags,
      duration,
      free: catalogEntries.free,
      n: sql<number>`count(*)::int`,
    })
    .from(catalogEntries)
    .where(entriesWhere(scope))
    .groupBy(catalogEntries.type, catalogEntries.availableFunctions, catalogEntries.fundings, catalogEntries.tags, sql.raw('"duration_value"'), catalogEntries.free);
  return rows.map((r) => ({
    values: { type: [r.type], function: r.functions, funding: r.fundings, tags: r.tags, duration: [r.duration], free: [String(r.free)] },
    n: Number(r.n),
  }));
}

/** A filter set's facets and total, read from the database now. */
export async function catalogFacets(db: Db, scope: CatalogScope, f: CatalogFilters): Promise<FacetCounts> {
  return countFacets(facetIndex(await facetProfiles(db, scope)), f);
}

/** Filter sets whose counts are kept with one platform and language's profiles, beyond which they are counted afresh. */
const COUNTED_FILTER_SETS = 2_000;

/**
 * catalogFacets with each platform and language's profiles kept as long as the catalogue's answers
 * (PUBLIC_ANSWER_TTL_MS) and forgotten with them when the catalogue changes: the total is as fresh as the answers.
 * The counts of a filter set are kept with the profiles they come from, so every page of a filter set counts once.
 */
export function cachedCatalogFacets(db: Db, ttlMs = PUBLIC_ANSWER_TTL_MS, caches?: Caches): FacetsOf {
  const snapshots = createTtlCache(
    ttlMs,
    async (scope: CatalogScope) => ({ index: facetIndex(await facetProfiles(db, scope)), counted: new Map<string, FacetCounts>() }),
    (scope) => `${scope.platformId}:${scope.lang}`,
  );
  caches?.register('catalogue', snapshots);
  return async (scope, filters) => {
    const { index, counted } = await snapshots.get(scope);
    const key = catalogSearchParams({ ...filters, sort: undefined, page: undefined, perPage: undefined });
    let counts = counted.get(key);
    if (!counts) {
      if (counted.size >= COUNTED_FILTER_SETS) counted.clear();
      counts = countFacets(index, filters);
      counted.set(key, counts);
    }
    return counts;
  };
}
