import type { FastifyPluginAsync } from 'fastify';
import * as contracts from '@app/contracts/pharmacy/history-export';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { translate } from '../../i18n/messages.ts';
import { EXPORT_TYPES } from '../learning/history-export.ts';
import { exportView, workHistoryExports } from './history-export-job.ts';
import { findHistoryExport, historyExportFile, startHistoryExport } from './history-export-start.ts';
import { pharmacyCaller } from './pharmacy-caller.ts';
import './attestations-messages.ts';

/** Spec §7 referent `history/export` (issue 15 part 6): asked here, built by the queue's job, polled, then downloaded. */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;
  await workHistoryExports(db, app.jobs);

  route(app, contracts.startHistoryExport, async (request, reply) => {
    const caller = await pharmacyCaller(db, request);
    const row = await startHistoryExport(db, app.jobs, caller, request.body);
    reply.code(202);
    return success(exportView(row), translate(request.lang, 'pharmacy.historyExport.started'));
  });

  route(app, contracts.getHistoryExport, async (request) => {
    const caller = await pharmacyCaller(db, request);
    return success(exportView(await findHistoryExport(db, caller, request.params.id)));
  });

  route(app, contracts.downloadHistoryExport, async (request, reply) => {
    const caller = await pharmacyCaller(db, request);
    const { file, fileName, format } = await historyExportFile(db, caller, request.params.id);
    return reply.type(EXPORT_TYPES[format]).header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'private, no-store').send(file);
  });
};

export default routes;
