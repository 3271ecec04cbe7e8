import { and, eq } from 'drizzle-orm';
import type { DataOf } from '@app/contracts/contract';
import type { getCustomPage } from '@app/contracts/content/custom-pages';
import type { Db } from '@app/db/client';
import { customPages } from '@app/db/schema/custom-pages';
import { customPageView } from './custom-page-view.ts';
import type { Scope } from './scope.ts';
import { customPagesInWindow } from './visibility.ts';

/** A published page in its window on `today`, or null. */
export async function loadCustomPage(db: Db, key: Scope & { today: string; slug: string }): Promise<DataOf<typeof getCustomPage> | null> {
  const [r] = await db.select().from(customPages).where(and(customPagesInWindow(key, key.today), eq(customPages.slug, key.slug)));
  return r ? customPageView(r) : null;
}
