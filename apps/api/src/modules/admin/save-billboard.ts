import { and, eq } from 'drizzle-orm';
import type { AdminBillboard, billboardFields } from '@app/contracts/admin/billboards';
import type { Db, Tx } from '@app/db/client';
import { type Billboard, billboards } from '@app/db/schema/billboards';
import { nextOrder } from '@app/domain/admin/ordering';
import type { z } from 'zod';
import type { AdminCaller } from './admin-caller.ts';
import { recordAudit } from './audit-record.ts';

export const billboardView = ({ id, title, text, link, illustration, order, isVisible }: Billboard): AdminBillboard => ({
  id,
  title,
  text,
  link,
  illustration,
  order,
  isVisible,
});

const billboardState = (b: Billboard | undefined) => {
  if (!b) return null;
  const { id: _id, ...state } = billboardView(b);
  return state;
};

export async function ownBillboard(db: Db | Tx, caller: AdminCaller, id: number): Promise<Billboard | undefined> {
  const [row] = await db.select().from(billboards).where(and(eq(billboards.id, id), eq(billboards.platformId, caller.platformId)));
  return row;
}

/** Creates a billboard (no id: in the host language, last) or updates one of the platform's; null when it is not theirs. */
export async function saveBillboard(db: Db, caller: AdminCaller, fields: z.output<typeof billboardFields>): Promise<AdminBillboard | null> {
  const { id, ...values } = fields;
  return db.transaction(async (tx) => {
    const before = id === undefined ? undefined : await ownBillboard(tx, caller, id);
    if (id !== undefined && !before) return null;
    let saved: Billboard;
    if (before) {
      [saved] = await tx.update(billboards).set({ ...values, updatedAt: new Date() }).where(eq(billboards.id, before.id)).returning();
    } else {
      const siblings = await tx
        .select({ order: billboards.order })
        .from(billboards)
        .where(and(eq(billboards.platformId, caller.platformId), eq(billboards.lang, caller.lang)));
      [saved] = await tx
        .insert(billboards)
        .values({ ...values, platformId: caller.platformId, lang: caller.lang, order: nextOrder(siblings.map((b) => b.order)) })
        .returning();
    }
    await recordAudit(tx, caller, { action: 'billboard.save', subject: saved.title, before: billboardState(before), after: billboardState(saved) });
    return billboardView(saved);
  });
}
