import { and, eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { customPages, type CustomPage } from '@app/db/schema/custom-pages';
import type { CustomPageSettings } from '@app/domain/admin/custom-pages';
import type { AdminCaller } from './admin-caller.ts';
import { recordAudit } from './audit-record.ts';

/**
 * Sets the options sent (published, noIndex) on a page of the administrator's platform, the others kept; null when
 * the platform has no such page. The audit entry holds the options before and after.
 */
export async function updateCustomPageOptions(db: Db, caller: AdminCaller, id: number, settings: CustomPageSettings): Promise<CustomPage | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(customPages)
      .where(and(eq(customPages.id, id), eq(customPages.platformId, caller.platformId)))
      .for('update');
    if (!before) return null;
    const [after] = await tx
      .update(customPages)
      .set({ options: { ...before.options, ...settings }, updatedAt: new Date() })
      .where(eq(customPages.id, id))
      .returning();
    await recordAudit(tx, caller, {
      action: 'customPage.options',
      subject: `${after.lang}/${after.slug}`,
      before: { options: before.options },
      after: { options: after.options },
    });
    return after;
  });
}
