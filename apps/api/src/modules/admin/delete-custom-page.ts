import { and, eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { customPages } from '@app/db/schema/custom-pages';
import type { AdminCaller } from './admin-caller.ts';
import { recordAudit } from './audit-record.ts';
import { customPageView } from '../content/custom-page-view.ts';

/** Deletes a page of the administrator's platform, recording what it was; false when the platform has no such page. */
export async function deleteCustomPage(db: Db, caller: AdminCaller, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(customPages)
      .where(and(eq(customPages.id, id), eq(customPages.platformId, caller.platformId)))
      .returning();
    if (!gone) return false;
    await recordAudit(tx, caller, { action: 'customPage.delete', subject: `${gone.lang}/${gone.slug}`, before: customPageView(gone), after: null });
    return true;
  });
}
