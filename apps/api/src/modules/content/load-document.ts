import { and, asc, eq, like } from 'drizzle-orm';
import type { DataOf } from '@app/contracts/contract';
import type { getDocument } from '@app/contracts/content/docs';
import type { Db } from '@app/db/client';
import { documents } from '@app/db/schema/documents';
import type { Scope } from './scope.ts';

/** A document and its direct children (paths one segment longer), by order then title; null when unknown. */
export async function loadDocument(db: Db, { platformId, lang, path }: Scope & { path: string }): Promise<DataOf<typeof getDocument> | null> {
  const scope = and(eq(documents.platformId, platformId), eq(documents.lang, lang));
  const [doc] = await db.select().from(documents).where(and(scope, eq(documents.path, path)));
  if (!doc) return null;
  const below = await db
    .select({ path: documents.path, title: documents.title })
    .from(documents)
    .where(and(scope, like(documents.path, `${path}/%`)))
    .orderBy(asc(documents.order), asc(documents.title));
  const depth = path.split('/').length + 1;
  return { path: doc.path, title: doc.title, bodyHtml: doc.bodyHtml, children: below.filter((c) => c.path.split('/').length === depth) };
}
