import { asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CatalogPage } from '@app/contracts/catalogue/catalog';
import type { Db } from '@app/db/client';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import {
  CATALOG_FACETS, DURATION_RANGE_BOUNDS, DURATION_RANGES, type CatalogFacet,
  type CatalogFilters, type CatalogSort,
} from '@app/domain/catalogue/catalog-filters';
import { pageOffset } from '@app/domain/platform/pagination';
import { offerRowColumns, offeredWhere, toCatalogCourses, type CatalogScope } from './catalog-course.ts';

const textArray = (values: readonly string[]) => sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
const isFree = sql`(${trainingOffers.priceHtCents} = 0 or ${trainings.free})`;
const durationBucket = sql`case
  ${sql.join(
    DURATION_RANGES.map((r) => {
      const { max } = DURATION_RANGE_BOUNDS[r];
      return max === null ? sql`else ${r}` : sql`when ${trainings.totalDurationMinutes} <= ${max} then ${r}`;
    }),
    sql` `,
  )} end`;

/** The conditions of the filters; facets are AND-ed, the values of one facet OR-ed (domain catalog-filters). */
function filterConditions(f: CatalogFilters, except?: CatalogFacet): SQL[] {
  const conditions: SQL[] = [];
  const active = (facet: CatalogFacet) => facet !== except;
  if (f.type && active('type')) conditions.push(inArray(trainings.type, f.type));
  if (f.function && active('function')) conditions.push(sql`${trainings.availableFunctions} && ${textArray(f.function)}`);
  if (f.funding && active('funding')) conditions.push(sql`${trainingOffers.fundings} && ${textArray(f.funding)}`);
  if (f.tags && active('tags')) conditions.push(sql`${trainingOffers.tags} ?| ${textArray(f.tags)}`);
  if (f.duration && active('duration')) {
    conditions.push(or(...f.duration.map((r) => {
      const { min, max } = DURATION_RANGE_BOUNDS[r];
      return max === null
        ? sql`${trainings.totalDurationMinutes} >= ${min}`
        : sql`${trainings.totalDurationMinutes} between ${min} and ${max}`;
    }))!);
  }
  if (f.free !== undefined && active('free')) conditions.push(f.free ? isFree : sql`not ${isFree}`);
  return conditions;
}

const ORDER: Record<CatalogSort, SQL[]> = {
  newest: [sql`${trainingOffers.publishedAt} desc nulls last`, desc(trainingOffers.id)],
  name: [sql`lower(${trainings.name})`, asc(trainingOffers.id)],
  rating: [sql`${trainingOffers.rating} desc nulls last`, desc(trainingOffers.id)],
  priceAsc: [asc(trainingOffers.priceHtCents), asc(trainingOffers.id)],
  priceDesc: [desc(trainingOffers.priceHtCents), desc(trainingOffers.id)],
};

/** Counts per value of one facet, under every other active filter (what choosing that value would give). */
async function facetCounts(db: Db, scope: CatalogScope, f: CatalogFilters, facet: CatalogFacet) {
  const where = offeredWhere(scope, ...filterConditions(f, facet));
  const value = {
    type: sql`${trainings.type}`,
    function: sql`unnest(${trainings.availableFunctions})`,
    funding: sql`unnest(${trainingOffers.fundings})`,
    tags: sql`jsonb_array_elements_text(${trainingOffers.tags})`,
    duration: durationBucket,
    free: sql`case when ${isFree} then 'true' else 'false' end`,
  }[facet];
  // Set-returning functions go in a subquery: PostgreSQL does not group by them directly.
  const rows = await db.execute(sql`
    select value, count(*)::int as count from (
      select ${value} as value
      from ${trainingOffers} inner join ${trainings} on ${trainings.id} = ${trainingOffers.trainingId}
      where ${where}
    ) as values_of_facet
    group by value order by count desc, value`);
  return (rows as unknown as { rows: { value: string; count: number }[] }).rows.map((r) => ({ value: String(r.value), count: Number(r.count) }));
}

/** The catalogue of a platform and language (issue "Catalogue" part 1): filters, sort, page and facet counts. */
export async function listCatalog(db: Db, scope: CatalogScope, f: CatalogFilters, opts: { sort: CatalogSort; firstAidIds: readonly string[] }): Promise<CatalogPage> {
  const where = offeredWhere(scope, ...filterConditions(f));
  const [rows, [{ total }], ...facets] = await Promise.all([
    db
      .select(offerRowColumns)
      .from(trainingOffers)
      .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
      .where(where)
      .orderBy(...ORDER[opts.sort])
      .limit(f.perPage)
      .offset(pageOffset(f.page, f.perPage)),
    db.select({ total: count() }).from(trainingOffers).innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId)).where(where),
    ...CATALOG_FACETS.map((facet) => facetCounts(db, scope, f, facet)),
  ]);
  return {
    items: await toCatalogCourses(db, rows, opts.firstAidIds),
    total: Number(total),
    page: f.page,
    perPage: f.perPage,
    sort: opts.sort,
    facets: Object.fromEntries(CATALOG_FACETS.map((facet, i) => [facet, facets[i]])) as CatalogPage['facets'],
  };
}

