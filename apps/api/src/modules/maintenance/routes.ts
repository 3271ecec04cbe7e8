import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '@app/db/client';
import { lmsMaintenance } from '@app/db/schema/lms-maintenance';
import { lmsMaintenanceSchema, NO_MAINTENANCE, type LmsMaintenance } from '@app/domain/maintenance';
import { errorEnvelope, successEnvelope } from '@app/contracts/contract';
import { success } from '../../http/wrapper.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { broadcast } from '../../realtime/broadcaster.ts';
import { EVENTS } from '../../realtime/events.ts';

/** The maintenance state in force: the newest row, else none. */
export async function readMaintenance(db: Db): Promise<LmsMaintenance> {
  const [row] = await db.select().from(lmsMaintenance).orderBy(desc(lmsMaintenance.id)).limit(1);
  return row ? { showMessage: row.showMessage, message: row.message, isActive: row.isActive } : NO_MAINTENANCE;
}

/** Spec §3 LMS maintenance state: read by everyone, changed by an administrator and pushed live on a public channel. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const answer = { 200: successEnvelope(lmsMaintenanceSchema), 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope };

  app.get('/api/lms/maintenance', { config: { changesState: false }, schema: { response: answer } },
    async () => success(await readMaintenance(db)));

  app.put('/api/admin/lms/maintenance', { config: { changesState: true }, schema: { body: lmsMaintenanceSchema, response: answer } },
    async (request) => {
      const admin = await requireAdmin(request);
      const state: LmsMaintenance = request.body;
      await db.insert(lmsMaintenance).values({ ...state, updatedBy: admin.id });
      await broadcast(app.realtime.broadcaster, EVENTS.maintenance, undefined, state);
      return success(state);
    });
};

export default routes;
