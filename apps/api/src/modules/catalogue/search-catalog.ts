import { count, eq, sql } from 'drizzle-orm';
import type { SearchPage } from '@app/contracts/catalogue/search';
import type { Db } from '@app/db/client';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import type { Lang } from '@app/domain/platform/locales';
import { pageOffset } from '@app/domain/platform/pagination';
import { isBlankQuery, searchWords } from '@app/domain/catalogue/search-text';
import type { SearchQuery } from '@app/domain/catalogue/search-text.schema';
import { searchAlternatives, searchLexicon, type SearchLexicon } from '@app/domain/catalogue/search-typos';
import { catalogEntries } from '@app/db/schema/catalog-entries';
import { catalogCourseColumns, toCatalogCourses } from './catalog-course.ts';
import { offeredWhere, type CatalogScope } from '@app/db/offered';
import { highlightName } from './search-highlight.ts';
import { entriesWhere } from './catalog-filter-sql.ts';
import type { Caches } from '../../plugins/caches.ts';
import { createTtlCache } from '../../http/ttl-cache.ts';
import { PUBLIC_ANSWER_TTL_MS } from '../../http/cached-answers.ts';

/** PostgreSQL text-search configuration of each language (the same as training_search_config() of 0004_search). */
const TEXT_SEARCH_CONFIG: Record<Lang, string> = { fr: 'french', es: 'spanish' };

/** The lexicon of a platform and language's training names: searchLexiconOf, or its cached form. */
export type LexiconOf = (scope: CatalogScope) => Promise<SearchLexicon>;

/** The words of the names of the offers a visitor may see (domain search-typos), read now. */
export async function searchLexiconOf(db: Db, scope: CatalogScope): Promise<SearchLexicon> {
  const names = await db.selectDistinct({ name: catalogEntries.nameKey }).from(catalogEntries).where(entriesWhere(scope));
  return searchLexicon(names.map((row) => row.name));
}

/** searchLexiconOf kept per platform and language as long as the catalogue's answers, and forgotten with them. */
export function cachedSearchLexicon(db: Db, ttlMs = PUBLIC_ANSWER_TTL_MS, caches?: Caches): LexiconOf {
  const lexicons = createTtlCache(ttlMs, (scope: CatalogScope) => searchLexiconOf(db, scope), (scope) => `${scope.platformId}:${scope.lang}`);
  caches?.register('catalogue', lexicons);
  return (scope) => lexicons.get(scope);
}

/** The offered trainings matching a tsquery of the language, a page of them ranked, and how many there are. */
async function matchingPage(db: Db, scope: CatalogScope, terms: string, page: number, perPage: number) {
  const tsquery = sql`to_tsquery(${TEXT_SEARCH_CONFIG[scope.lang]}::regconfig, ${terms})`;
  const matches = sql<boolean>`(${trainings.searchVector} @@ ${tsquery})`;
  // Each matching training's offers here, looked up in training_offers_offered_idx. The subquery's ORDER BY keeps the
  // lookup apart: flattened into the join, PostgreSQL hashes every offer of the platform (a sequential scan) even when
  // a few hundred trainings match.
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
        ts_rank(${trainings.searchVector}, ${tsquery}) desc,
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
  return { rows, total };
}

/** A tsquery of words as prefixes, each word's alternatives OR-ed, all words required. */
function prefixTerms(alternatives: string[][]): string {
  // Words hold letters and digits only (searchWords), so they cannot carry tsquery syntax.
  return alternatives.map((words) => `(${words.map((w) => `${w}:*`).join(' | ')})`).join(' & ');
}

/**
 * Full-text search of the offered trainings (issue "Catalogue" part 5). The query's words, unaccented, are searched
 * as prefixes with the language's configuration in trainings.search_vector (all words must match). When that finds
 * nothing, each word no name begins with is searched again together with the names' words close to it (domain
 * search-typos), so a typo still finds. Ranking: ts_rank, then newest. A blank query (empty, punctuation, stop-words
 * only) gives no result, never an error.
 */
export async function searchCatalog(
  db: Db,
  scope: CatalogScope,
  { q, page, perPage }: SearchQuery,
  opts: { firstAidIds: readonly string[]; lexiconOf: LexiconOf },
): Promise<SearchPage> {
  if (isBlankQuery(q, scope.lang)) return { items: [], total: 0, page, perPage, q };
  let found = await matchingPage(db, scope, prefixTerms(searchWords(q).map((word) => [word])), page, perPage);
  if (found.total === 0) {
    const alternatives = searchAlternatives(q, await opts.lexiconOf(scope), scope.lang);
    if (alternatives.some((words) => words.length > 1)) found = await matchingPage(db, scope, prefixTerms(alternatives), page, perPage);
  }
  const courses = await toCatalogCourses(db, found.rows, opts.firstAidIds);
  return {
    items: courses.map((course) => ({ ...course, highlight: highlightName(course.name, q, scope.lang) })),
    total: found.total,
    page,
    perPage,
    q,
  };
}
