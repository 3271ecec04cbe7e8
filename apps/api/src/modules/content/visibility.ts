import { and, eq, gte, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { customPages } from '@app/db/schema/custom-pages';
import { newsArticles } from '@app/db/schema/news-articles';
import type { Scope } from './scope.ts';

/** Articles of the scope whose publication date has passed. */
export const publishedNews = ({ platformId, lang }: Scope) =>
  and(eq(newsArticles.platformId, platformId), eq(newsArticles.lang, lang), isNotNull(newsArticles.publishedAt), lte(newsArticles.publishedAt, sql`now()`));

/**
 * Published pages of the scope in their window on `today` (Paris date): start ≤ today ≤ end, a null bound being open;
 * a page whose options say `published: false` is a draft (absent counts as published).
 */
export const customPagesInWindow = ({ platformId, lang }: Scope, today: string) =>
  and(
    eq(customPages.platformId, platformId),
    eq(customPages.lang, lang),
    or(isNull(customPages.startDate), lte(customPages.startDate, today)),
    or(isNull(customPages.endDate), gte(customPages.endDate, today)),
    sql`(${customPages.options} ->> 'published') is distinct from 'false'`,
  );
