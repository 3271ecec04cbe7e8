import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CatalogPage } from '@app/contracts/catalogue/catalog';
import type { Db } from '@app/db/client';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import type { CatalogFilters, CatalogSort } from '@app/domain/catalogue/catalog-filters';
import { pageOffset } from '@app/domain/platform/pagination';
import { catalogCourseColumns, toCatalogCourses } from './catalog-course.ts';
import { offeredWhere, type CatalogScope } from '@app/db/offered';
import type { FacetsOf } from './catalog-facets.ts';
import { filterConditions } from './catalog-filter-sql.ts';

const ORDER: Record<CatalogSort, SQL[]> = {
  newest: [sql`${trainingOffers.publishedAt} desc nulls last`, desc(trainingOffers.id)],
  name: [sql`lower(${trainings.name})`, asc(trainingOffers.id)],
  rating: [sql`${trainingOffers.rating} desc nulls last`, desc(trainingOffers.id)],
  priceAsc: [asc(trainingOffers.priceHtCents), asc(trainingOffers.id)],
  priceDesc: [desc(trainingOffers.priceHtCents), desc(trainingOffers.id)],
};

/**
 * The catalogue of a platform and language (issue "Catalogue" part 1): filters, sort, page and facet counts. The page
 * is one query that stops after its rows (the sorts follow covering indexes of 0008_catalogue_speed); the facets and the total
 * are the filter set's, the same for every page, page size and sort (`facetsOf`: catalogFacets, or its cached form).
 */
export async function listCatalog(
  db: Db,
  scope: CatalogScope,
  f: CatalogFilters,
  opts: { sort: CatalogSort; firstAidIds: readonly string[]; facetsOf: FacetsOf },
): Promise<CatalogPage> {
  // The page's offers are found from the indexes alone (offer ids in the sort's order, the filters checked on the
  // columns the indexes hold); only then are their rows read.
  const pageIds = db
    .select({ id: trainingOffers.id })
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(offeredWhere(scope, ...filterConditions(f)))
    .orderBy(...ORDER[opts.sort])
    .limit(f.perPage)
    .offset(pageOffset(f.page, f.perPage))
    .as('page_ids');
  const [rows, { facets, total }] = await Promise.all([
    db
      .select(catalogCourseColumns)
      .from(pageIds)
      .innerJoin(trainingOffers, eq(trainingOffers.id, pageIds.id))
      .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
      .orderBy(...ORDER[opts.sort]),
    opts.facetsOf(scope, f),
  ]);
  return {
    items: await toCatalogCourses(db, rows, opts.firstAidIds),
    total,
    page: f.page,
    perPage: f.perPage,
    sort: opts.sort,
    facets,
  };
}

