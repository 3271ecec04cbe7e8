import { and, asc, eq } from 'drizzle-orm';
import type { AdminBillboard } from '@app/contracts/admin/billboards';
import type { Db } from '@app/db/client';
import { billboards } from '@app/db/schema/billboards';
import type { AdminCaller } from './admin-caller.ts';
import { billboardView } from './save-billboard.ts';

/** The platform's billboards in the host language, hidden ones included, by order then id. */
export async function listAdminBillboards(db: Db, caller: AdminCaller): Promise<AdminBillboard[]> {
  const rows = await db
    .select()
    .from(billboards)
    .where(and(eq(billboards.platformId, caller.platformId), eq(billboards.lang, caller.lang)))
    .orderBy(asc(billboards.order), asc(billboards.id));
  return rows.map(billboardView);
}
