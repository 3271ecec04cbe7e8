import type { OrderAndVisibility } from '@app/contracts/admin/faq';
import type { Db, Tx } from '@app/db/client';
import type { AuditAction } from '@app/domain/admin/audit';
import type { AdminCaller } from './admin-caller.ts';
import { recordAudit } from './audit-record.ts';

/** The rows of one kind an administrator orders: those of their platform among the ids named, and how one is written. */
export interface OrderedRows {
  owned(tx: Tx, caller: AdminCaller, ids: number[]): Promise<OrderAndVisibility[]>;
  write(tx: Tx, row: OrderAndVisibility): Promise<unknown>;
}

const byId = (rows: OrderAndVisibility[]) => Object.fromEntries(rows.map(({ id, order, isVisible }) => [String(id), { order, isVisible }]));

/**
 * Writes the order and visibility of the rows named, in one transaction, with one audit entry. When any id is not
 * the platform's (unknown, or another platform's), nothing is written and the answer is null (a 404).
 */
export async function updateOrderAndVisibility(
  db: Db,
  caller: AdminCaller,
  change: { action: AuditAction; subject: string; rows: OrderAndVisibility[]; target: OrderedRows },
): Promise<number | null> {
  const { action, subject, rows, target } = change;
  return db.transaction(async (tx) => {
    const before = await target.owned(tx, caller, rows.map((r) => r.id));
    if (before.length !== rows.length) return null;
    for (const row of rows) await target.write(tx, row);
    await recordAudit(tx, caller, { action, subject, before: byId(before), after: byId(rows) });
    return rows.length;
  });
}
