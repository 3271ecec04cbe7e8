import { count, desc, eq, or, sql } from 'drizzle-orm';
import type { SearchPage } from '@app/contracts/catalogue/search';
import type { Db } from '@app/db/client';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import type { Lang } from '@app/domain/platform/locales';
import { pageOffset } from '@app/domain/platform/pagination';
import { isBlankQuery, searchWords } from '@app/domain/catalogue/search-text';
import type { SearchQuery } from '@app/domain/catalogue/search-text.schema';
import { offeredWhere, offerRowColumns, toCatalogCourses, type CatalogScope } from './catalog-course.ts';
import { highlightName } from './search-highlight.ts';

/** PostgreSQL text-search configuration of each language (the same as training_search_config() of 0004_search). */
const TEXT_SEARCH_CONFIG: Record<Lang, string> = { fr: 'french', es: 'spanish' };

/**
 * Full-text search of the offered trainings (issue "Catalogue" part 5). The query's words, unaccented, are searched
 * as prefixes with the language's configuration in trainings.search_vector (all words must match); names that are
 * only similar (pg_trgm word_similarity above its 0.6 threshold, on the unaccented name) come as well, so a typo
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
  const foldedName = sql`f_unaccent(lower(${trainings.name}))`;
  const textMatch = sql<boolean>`(${trainings.searchVector} @@ ${tsquery})`;
  const where = offeredWhere(scope, or(textMatch, sql`${foldedName} %> ${plain}`));

  const [rows, [{ total }]] = await Promise.all([
    db
      .select(offerRowColumns)
      .from(trainingOffers)
      .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
      .where(where)
      .orderBy(
        desc(textMatch),
        desc(sql`ts_rank(${trainings.searchVector}, ${tsquery})`),
        desc(sql`word_similarity(${plain}, ${foldedName})`),
        sql`${trainingOffers.publishedAt} desc nulls last`,
        desc(trainingOffers.id),
      )
      .limit(perPage)
      .offset(pageOffset(page, perPage)),
    db
      .select({ total: count() })
      .from(trainingOffers)
      .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
      .where(where),
  ]);
  const courses = await toCatalogCourses(db, rows, opts.firstAidIds);
  return {
    items: courses.map((course) => ({ ...course, highlight: highlightName(course.name, q, scope.lang) })),
    total: Number(total),
    page,
    perPage,
    q,
  };
}
