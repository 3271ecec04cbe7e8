import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DataOf } from '@app/contracts/contract';
import type { getCustomPage, listCustomPages } from '@app/contracts/content/custom-pages';
import type { Db } from '@app/db/client';
import { customPages } from '@app/db/schema/custom-pages';
import { customPageKey } from '@app/domain/admin/custom-pages';
import { customPageSummary, customPageView } from './custom-page-view.ts';
import type { Scope } from './scope.ts';

/** Every page of a platform (every window, language and draft), by language then title: an administrator's read. */
export async function listPlatformCustomPages(db: Db, caller: Pick<Scope, 'platformId'>): Promise<DataOf<typeof listCustomPages>> {
  const rows = await db
    .select()
    .from(customPages)
    .where(eq(customPages.platformId, caller.platformId))
    .orderBy(asc(customPages.lang), asc(customPages.title), asc(customPages.id));
  return rows.map(customPageSummary);
}

/**
 * One page of a platform (an administrator's read) by id (digits) or slug (`customPageKey`); a slug used in both languages
 * gives the page in the caller's language first. Null when the platform has none.
 */
export async function findPlatformCustomPage(
  db: Db,
  caller: Scope,
  param: string,
): Promise<DataOf<typeof getCustomPage> | null> {
  const key = customPageKey(param);
  const [row] = await db
    .select()
    .from(customPages)
    .where(and(eq(customPages.platformId, caller.platformId), 'id' in key ? eq(customPages.id, key.id) : eq(customPages.slug, key.slug)))
    .orderBy(desc(sql`${customPages.lang} = ${caller.lang}`), asc(customPages.id))
    .limit(1);
  return row ? customPageView(row) : null;
}
