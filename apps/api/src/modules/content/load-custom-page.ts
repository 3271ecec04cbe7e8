import { and, eq } from 'drizzle-orm';
import type { DataOf } from '@app/contracts/contract';
import type { getCustomPage } from '@app/contracts/content/custom-pages';
import type { Db } from '@app/db/client';
import { customPages, type CustomPage } from '@app/db/schema/custom-pages';
import type { Scope } from './scope.ts';
import { customPagesInWindow } from './visibility.ts';

/** A page as its contract gives it (public and administrators' reads, the editor's answers). */
export const customPageView = (r: CustomPage): DataOf<typeof getCustomPage> => ({
  id: r.id,
  slug: r.slug,
  lang: r.lang,
  title: r.title,
  bodyHtml: r.bodyHtml,
  startDate: r.startDate,
  endDate: r.endDate,
  options: r.options,
});

/** A published page in its window on `today`, or null. */
export async function loadCustomPage(db: Db, key: Scope & { today: string; slug: string }): Promise<DataOf<typeof getCustomPage> | null> {
  const [r] = await db.select().from(customPages).where(and(customPagesInWindow(key, key.today), eq(customPages.slug, key.slug)));
  return r ? customPageView(r) : null;
}
