import { and, asc, eq } from 'drizzle-orm';
import type { Groupement } from '@app/contracts/content/platform-content';
import type { Db } from '@app/db/client';
import { groupements } from '@app/db/schema/groupements';
import type { Scope } from './scope.ts';

export async function loadGroupements(db: Db, { platformId, lang }: Scope): Promise<Groupement[]> {
  const rows = await db
    .select()
    .from(groupements)
    .where(and(eq(groupements.platformId, platformId), eq(groupements.lang, lang)))
    .orderBy(asc(groupements.order), asc(groupements.name));
  return rows.map((r) => ({ id: r.id, name: r.name, description: r.description, logo: r.logo, url: r.url }));
}
