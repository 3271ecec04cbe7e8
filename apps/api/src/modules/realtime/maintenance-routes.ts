import type { FastifyPluginAsync } from 'fastify';
import { getMaintenance, setMaintenance } from '@app/contracts/realtime/maintenance';
import { readMaintenance } from '@app/db/maintenance';
import { lmsMaintenance } from '@app/db/schema/lms-maintenance';
import type { LmsMaintenance } from '@app/domain/realtime/maintenance';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { broadcast } from '../../realtime/broadcaster.ts';
import { EVENTS } from '../../realtime/events.ts';
import { adminCaller } from '../admin/admin-caller.ts';
import { recordAudit } from '../admin/audit-record.ts';

/** Spec §3 LMS maintenance state: read by everyone, changed by an administrator and pushed live on a public channel. */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;

  route(app, getMaintenance, async () => success(await readMaintenance(db)));

  route(app, setMaintenance, async (request) => {
    const admin = await adminCaller(request);
    const state: LmsMaintenance = request.body;
    await db.transaction(async (tx) => {
      const before = await readMaintenance(tx);
      await tx.insert(lmsMaintenance).values({ ...state, updatedBy: admin.userId });
      await recordAudit(tx, admin, { action: 'maintenance.set', before: { ...before }, after: { ...state } });
    });
    await broadcast(app.realtime.broadcaster, EVENTS.maintenance, undefined, state);
    return success(state);
  });
};

export default routes;
