import { count, eq, or, sql } from 'drizzle-orm';
import type { SearchPage } from '@app/contracts/catalogue/search';
import type { Db } from '@app/db/client';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import type { Lang } from '@app/domain/platform/locales';
import { pageOffset } from '@app/domain/platform/pagination';
import { isBlankQuery, searchWords } from '@app/domain/catalogue/search-text';
import type { SearchQuery } from '@app/domain/catalogue/search-text.schema';
import { catalogCourseColumns, toCatalogCourses } from './catalog-course.ts';
import { offeredWhere, type CatalogScope } from '@app/db/offered';
import { highlightName } from './search-highlight.ts';

/** PostgreSQL text-search configuration of each language (the same as training_search_config() of 0004_search). */
const TEXT_SEARCH_CONFIG: Record<Lang, string> = { fr: 'french', es: 'spanish' };

/**
 * Full-text search of the offered trainings (issue "Catalogue" part 5). The query's words, unaccented, are searched
 * as prefixes with the language's configuration in trainings.search_vector (all words must match); names that are
 * only similar (pg_trgm word_similarity above its 0.6 threshold, on the unaccented name trainings.search_name) come as well, so a typo
 * still finds. Ranking: text matches first by ts_rank, then by similarity of the name, then newest.
 * A blank query (empty, punctuation, stop-words only) gives no result, never an error.
 */
export async function searchCatalog(
  db: Db,
  scope: CatalogScope,
  { q, page, perPage }: SearchQuery,
  opts: { firstAidIds: readonly string[] },
): Promise<SearchPage> {
  if (isBlankQuery(q, scope.lang)) return { items: [], total: 0, page, perPage, q };
  const words = searchWords(q);
  // searchWords keeps letters and digits only, so the words cannot carry tsquery syntax.
  const tsquery = sql`to_tsquery(${TEXT_SEARCH_CONFIG[scope.lang]}::regconfig, ${words.map((w) => `${w}:*`).join(' & ')})`;
  const plain = words.join(' ');
  const textMatch = sql<boolean>`(${trainings.searchVector} @@ ${tsquery})`;
  const matches = or(textMatch, sql`${trainings.searchName} %> ${plain}`);

  // Each matching training's offers here, looked up in training_offers_offered_idx. The subquery's ORDER BY keeps the
  // lookup apart: flattened into the join, PostgreSQL hashes every offer of the platform (a sequential scan) even when
  // a few hundred trainings match, which made a typo's search half as slow again.
  const offer = db
    .select({ id: trainingOffers.id, publishedAt: trainingOffers.publishedAt })
    .from(trainingOffers)
    .where(offeredWhere(scope, eq(trainingOffers.trainingId, trainings.id)))
    .orderBy(trainingOffers.id)
    .as('offer');
  // The page's offers with the number of matches (a window count), ranked from what the indexes hold; only the
  // page's rows are then read whole.
  const hits = db
    .select({
      id: offer.id,
      total: sql<number>`count(*) over ()`.as('total'),
      position: sql<number>`row_number() over (order by
        ${textMatch} desc,
        ts_rank(${trainings.searchVector}, ${tsquery}) desc,
        word_similarity(${plain}, ${trainings.searchName}) desc,
        ${offer.publishedAt} desc nulls last,
        ${offer.id} desc)`.as('position'),
    })
    .from(trainings)
    .crossJoinLateral(offer)
    .where(matches)
    .orderBy(sql`position`)
    .limit(perPage)
    .offset(pageOffset(page, perPage))
    .as('hits');
  const rows = await db
    .select({ ...catalogCourseColumns, total: hits.total })
    .from(hits)
    .innerJoin(trainingOffers, eq(trainingOffers.id, hits.id))
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .orderBy(hits.position);
  // A page past the end has no row to carry the total: only then is it counted apart.
  const total = rows.length > 0 || page === 1
    ? Number(rows[0]?.total ?? 0)
    : (await db.select({ n: count() }).from(trainingOffers).innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId)).where(offeredWhere(scope, matches)))[0].n;
  const courses = await toCatalogCourses(db, rows, opts.firstAidIds);
  return {
    items: courses.map((course) => ({ ...course, highlight: highlightName(course.name, q, scope.lang) })),
    total,
    page,
    perPage,
    q,
  };
}
