import { asc } from 'drizzle-orm';
import type { DataOf } from '@app/contracts/contract';
import type { listCustomPages } from '@app/contracts/content/custom-pages';
import type { Db } from '@app/db/client';
import { customPages } from '@app/db/schema/custom-pages';
import { customPageSummary } from './custom-page-view.ts';
import type { Scope } from './scope.ts';
import { customPagesInWindow } from './visibility.ts';

/** The published pages in their window on `today`, by title. */
export async function loadCustomPages(db: Db, key: Scope & { today: string }): Promise<DataOf<typeof listCustomPages>> {
  const rows = await db.select().from(customPages).where(customPagesInWindow(key, key.today)).orderBy(asc(customPages.title), asc(customPages.id));
  return rows.map(customPageSummary);
}
