import type { Db, Tx } from '@app/db/client';
import { auditEntries } from '@app/db/schema/audit-entries';
import type { AuditAction, AuditState } from '@app/domain/admin/audit';
import type { AdminCaller } from './admin-caller.ts';

/**
 * Records an administrator's change in the audit log. Called inside the change's own transaction where it has one, so
 * a change is never kept without its entry (nor an entry without its change).
 */
export async function recordAudit(
  db: Db | Tx,
  caller: Pick<AdminCaller, 'userId' | 'name' | 'platformId'>,
  change: { action: AuditAction; subject?: string; before: AuditState; after: AuditState },
): Promise<void> {
  await db.insert(auditEntries).values({
    platformId: caller.platformId,
    userId: caller.userId,
    actorName: caller.name,
    action: change.action,
    subject: change.subject ?? '',
    before: change.before,
    after: change.after,
  });
}
