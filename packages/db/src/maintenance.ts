import { desc } from 'drizzle-orm';
import { NO_MAINTENANCE, type LmsMaintenance } from '@app/domain/realtime/maintenance';
import type { Db } from './client.ts';
import { lmsMaintenance } from './schema/lms-maintenance.ts';

/** The LMS maintenance state in force (spec §3): the newest row, else none. Read by the realtime and learning areas. */
export async function readMaintenance(db: Db): Promise<LmsMaintenance> {
  const [row] = await db.select().from(lmsMaintenance).orderBy(desc(lmsMaintenance.id)).limit(1);
  return row ? { showMessage: row.showMessage, message: row.message, isActive: row.isActive } : NO_MAINTENANCE;
}
