import { and, eq } from 'drizzle-orm';
import type { DataOf } from '@app/contracts/contract';
import type { getNewsArticle } from '@app/contracts/content/news';
import type { Db } from '@app/db/client';
import { newsArticles } from '@app/db/schema/news-articles';
import type { Scope } from './scope.ts';
import { publishedNews } from './visibility.ts';

/** A published article of the scope, or null. */
export async function loadNewsArticle(db: Db, key: Scope & { slug: string }): Promise<DataOf<typeof getNewsArticle> | null> {
  const [r] = await db.select().from(newsArticles).where(and(publishedNews(key), eq(newsArticles.slug, key.slug)));
  return r ? { slug: r.slug, title: r.title, bodyHtml: r.bodyHtml, illustration: r.illustration, publishedAt: r.publishedAt!.toISOString() } : null;
}
