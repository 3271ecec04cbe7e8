import { and, sql, type SQL } from 'drizzle-orm';
import type { CatalogFacets } from '@app/contracts/catalogue/catalog';
import type { Db } from '@app/db/client';
import { catalogEntries } from '@app/db/schema/catalog-entries';
import { CATALOG_FACETS, catalogSearchParams, type CatalogFacet, type CatalogFilters } from '@app/domain/catalogue/catalog-filters';
import type { Caches } from '../../plugins/caches.ts';
import { createTtlCache } from '../../http/ttl-cache.ts';
import { PUBLIC_ANSWER_TTL_MS } from '../../http/cached-answers.ts';
import type { CatalogScope } from '@app/db/offered';
import { durationBucket, entriesWhere, facetCondition } from './catalog-filter-sql.ts';

/**
 * Each facet's column in the grouped rows (named apart from the tables' columns, which GROUP BY would take first), and
 * how one grouped row gives its value(s) (arrays are unnested).
 */
const FACET_COLUMNS: Record<CatalogFacet, { column: SQL; expression: SQL; values: (g: SQL) => SQL }> = {
  type: { column: sql.raw('"type_value"'), expression: sql`${catalogEntries.type}`, values: (g) => sql`${g}` },
  function: { column: sql.raw('"function_value"'), expression: sql`${catalogEntries.availableFunctions}`, values: (g) => sql`unnest(${g})` },
  funding: { column: sql.raw('"funding_value"'), expression: sql`${catalogEntries.fundings}`, values: (g) => sql`unnest(${g})` },
  tags: { column: sql.raw('"tags_value"'), expression: sql`${catalogEntries.tags}`, values: (g) => sql`unnest(${g})` },
  duration: { column: sql.raw('"duration_value"'), expression: durationBucket, values: (g) => sql`${g}` },
  free: { column: sql.raw('"free_value"'), expression: sql`${catalogEntries.free}`, values: (g) => sql`case when ${g} then 'true' else 'false' end` },
};

/** A filter set's facet counts and how many offers pass all its filters. */
export interface CatalogFacetsAndTotal {
  facets: CatalogFacets;
  total: number;
}

/** The facets and total of a filter set: catalogFacets, or its cached form (cachedCatalogFacets). */
export type FacetsOf = (scope: CatalogScope, f: CatalogFilters) => Promise<CatalogFacetsAndTotal>;

/**
 * Counts per value of every facet, each under every other active filter (what choosing that value would give), and
 * the total under all of them, in one query and one aggregation over catalog_entries: the offered rows that miss at most one active
 * filter are read once and grouped by grouping sets, one per facet, keeping a flag per active filter; each facet
 * then adds up the groups that pass the other filters (a few hundred groups, not thousands of rows).
 */
export async function catalogFacets(db: Db, scope: CatalogScope, f: CatalogFilters): Promise<CatalogFacetsAndTotal> {
  const active = CATALOG_FACETS.flatMap((facet) => {
    const condition = facetCondition(f, facet);
    return condition ? [{ facet, condition, flag: sql.raw(`"passes_${facet}"`) }] : [];
  });
  const passing = (except?: CatalogFacet) => {
    const flags = active.filter((a) => a.facet !== except).map((a) => sql`g.${a.flag}`);
    return flags.length ? sql` and ${and(...flags)}` : sql``;
  };
  // A row missing two filters counts in no facet.
  const missesAtMostOne = active.length > 1
    ? sql`(${sql.join(active.map(({ condition }) => sql`(${condition})::int`), sql` + `)}) >= ${active.length - 1}`
    : undefined;
  const columns = CATALOG_FACETS.map((facet) => sql`${FACET_COLUMNS[facet].expression} as ${FACET_COLUMNS[facet].column}`);
  const flagColumns = active.map(({ condition, flag }) => sql`(${condition}) as ${flag}`);
  const groupingSets = CATALOG_FACETS.map((facet) => sql`(${sql.join([FACET_COLUMNS[facet].column, ...active.map((a) => a.flag)], sql`, `)})`);
  // Every facet column is NOT NULL, so a column is null exactly in the groups of the other facets.
  const counts = CATALOG_FACETS.map((facet) => {
    const { column, values } = FACET_COLUMNS[facet];
    return sql`select ${facet}::text as facet, value, sum(n)::int as count
      from (select ${values(sql`g.${column}`)} as value, g.n from grouped g where g.${column} is not null${passing(facet)}) as values_of_facet
      group by value`;
  });
  const result = await db.execute(sql`
    with grouped as (
      select ${sql.join([...columns, ...flagColumns], sql`, `)}, count(*) as n
      from ${catalogEntries}
      where ${entriesWhere(scope, missesAtMostOne)}
      group by grouping sets (${sql.join(groupingSets, sql`, `)})
    )
    ${sql.join(counts, sql` union all `)}
    union all select 'total', null, coalesce(sum(n), 0)::int from grouped g where g."type_value" is not null${passing()}
    order by facet, count desc, value`);
  const facets = Object.fromEntries(CATALOG_FACETS.map((facet) => [facet, []])) as unknown as CatalogFacets;
  let total = 0;
  for (const row of (result as unknown as { rows: { facet: CatalogFacet | 'total'; value: unknown; count: number }[] }).rows) {
    if (row.facet === 'total') total = Number(row.count);
    else facets[row.facet].push({ value: String(row.value), count: Number(row.count) });
  }
  return { facets, total };
}

/** The facets are the same for every page, page size and sort of a filter set: the key holds the filters only. */
export function facetsKey(scope: CatalogScope, f: CatalogFilters): string {
  return `${scope.platformId}:${scope.lang}:${catalogSearchParams({ ...f, sort: undefined, page: undefined, perPage: undefined })}`;
}

/** catalogFacets kept per platform, language and filter set as long as the catalogue's answers (PUBLIC_ANSWER_TTL_MS). */
export function cachedCatalogFacets(db: Db, ttlMs = PUBLIC_ANSWER_TTL_MS, caches?: Caches): FacetsOf {
  const cache = createTtlCache(
    ttlMs,
    ({ scope, filters }: { scope: CatalogScope; filters: CatalogFilters }) => catalogFacets(db, scope, filters),
    ({ scope, filters }) => facetsKey(scope, filters),
  );
  caches?.register('catalogue', cache);
  return (scope: CatalogScope, filters: CatalogFilters) => cache.get({ scope, filters });
}
