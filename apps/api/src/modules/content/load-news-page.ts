import { count, desc } from 'drizzle-orm';
import type { DataOf } from '@app/contracts/contract';
import type { listNews } from '@app/contracts/content/news';
import type { Db } from '@app/db/client';
import { newsArticles } from '@app/db/schema/news-articles';
import type { Scope } from './scope.ts';
import { publishedNews } from './visibility.ts';

/** One page of the published articles, newest first. */
export async function loadNewsPage(db: Db, key: Scope & { page: number; perPage: number }): Promise<DataOf<typeof listNews>> {
  const { page, perPage } = key;
  const where = publishedNews(key);
  const [{ total }] = await db.select({ total: count() }).from(newsArticles).where(where);
  const rows = await db
    .select()
    .from(newsArticles)
    .where(where)
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    items: rows.map((r) => ({ slug: r.slug, title: r.title, excerpt: r.excerpt, illustration: r.illustration, publishedAt: r.publishedAt!.toISOString() })),
    total: Number(total),
    page,
    perPage,
  };
}
