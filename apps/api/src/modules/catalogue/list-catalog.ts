import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CatalogPage } from '@app/contracts/catalogue/catalog';
import type { Db } from '@app/db/client';
import { catalogEntries } from '@app/db/schema/catalog-entries';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import type { CatalogFilters, CatalogSort } from '@app/domain/catalogue/catalog-filters';
import { pageOffset } from '@app/domain/platform/pagination';
import { catalogCourseColumns, toCatalogCourses } from './catalog-course.ts';
import type { CatalogScope } from '@app/db/offered';
import type { FacetsOf } from './catalog-facets.ts';
import { entriesWhere, filterConditions } from './catalog-filter-sql.ts';

const ORDER: Record<CatalogSort, SQL[]> = {
  newest: [sql`${catalogEntries.publishedAt} desc nulls last`, desc(catalogEntries.offerId)],
  name: [asc(catalogEntries.nameKey), asc(catalogEntries.offerId)],
  rating: [sql`${catalogEntries.rating} desc nulls last`, desc(catalogEntries.offerId)],
  priceAsc: [asc(catalogEntries.priceHtCents), asc(catalogEntries.offerId)],
  priceDesc: [desc(catalogEntries.priceHtCents), desc(catalogEntries.offerId)],
};

/**
 * The catalogue of a platform and language (issue "Catalogue" part 1): filters, sort, page and facet counts. The page
 * is one query that stops after its rows (the sorts follow the indexes of catalog_entries); the facets and the total
 * are the filter set's, the same for every page, page size and sort (`facetsOf`: catalogFacets, or its cached form).
 */
export async function listCatalog(
  db: Db,
  scope: CatalogScope,
  f: CatalogFilters,
  opts: { sort: CatalogSort; firstAidIds: readonly string[]; facetsOf: FacetsOf },
): Promise<CatalogPage> {
  // The facets and the total come first (counted in memory, or kept): a page past the total is not asked for, which
  // spares the database a filter set that no offer passes, the slowest (every offer of the platform read in vain).
  const { facets, total } = await opts.facetsOf(scope, f);
  const offset = pageOffset(f.page, f.perPage);
  // The page's offers are found in catalog_entries alone (offer ids in the sort's order, the filters checked on its
  // narrow rows); only then are their rows read.
  const pageIds = db
    .select({ id: catalogEntries.offerId, position: sql<number>`row_number() over (order by ${sql.join(ORDER[opts.sort], sql`, `)})`.as('position') })
    .from(catalogEntries)
    .where(entriesWhere(scope, ...filterConditions(f)))
    .orderBy(...ORDER[opts.sort])
    .limit(f.perPage)
    .offset(offset)
    .as('page_ids');
  const rows = offset >= total
    ? []
    : await db
      .select(catalogCourseColumns)
      .from(pageIds)
      .innerJoin(trainingOffers, eq(trainingOffers.id, pageIds.id))
      .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
      .orderBy(pageIds.position);
  return {
    items: await toCatalogCourses(db, rows, opts.firstAidIds),
    total,
    page: f.page,
    perPage: f.perPage,
    sort: opts.sort,
    facets,
  };
}

