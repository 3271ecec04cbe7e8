import { and, asc, eq } from 'drizzle-orm';
import type { Billboard } from '@app/contracts/content/platform-content';
import type { Db } from '@app/db/client';
import { billboards } from '@app/db/schema/billboards';
import type { Scope } from './scope.ts';

/** The visible billboards, in order. */
export async function loadBillboards(db: Db, { platformId, lang }: Scope): Promise<Billboard[]> {
  const rows = await db
    .select()
    .from(billboards)
    .where(and(eq(billboards.platformId, platformId), eq(billboards.lang, lang), eq(billboards.isVisible, true)))
    .orderBy(asc(billboards.order), asc(billboards.id));
  return rows.map((r) => ({ id: r.id, title: r.title, text: r.text, link: r.link, illustration: r.illustration, order: r.order }));
}
