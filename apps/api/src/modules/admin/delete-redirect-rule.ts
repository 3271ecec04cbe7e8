import { eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { redirectRules } from '@app/db/schema/redirect-rules';
import type { AdminCaller } from './admin-caller.ts';
import { recordAudit } from './audit-record.ts';
import { lockedRule } from './save-redirect-rule.ts';

/** Removes a redirect rule of the platform (404 for another's), recorded with what it was. */
export async function deleteRedirectRule(db: Db, caller: AdminCaller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedRule(tx, caller, id);
    await tx.delete(redirectRules).where(eq(redirectRules.id, id));
    await recordAudit(tx, caller, { action: 'redirectRule.delete', subject: before.fromPath, before: { ...before }, after: null });
  });
}
