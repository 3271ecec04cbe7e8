import type { FastifyPluginAsync } from 'fastify';
import { getAttention } from '@app/contracts/admin/attention';
import { listAuditLog as listAuditLogContract } from '@app/contracts/admin/audit';
import { getOutbox } from '@app/contracts/admin/outbox';
import { latestOutbox } from '@app/db/outbox';
import { notFound } from '../../http/not-found.ts';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { adminCaller } from './admin-caller.ts';
import { readAttention } from './attention.ts';
import { listAuditLog } from './audit-list.ts';

/** Spec §7 "Admin and content": the back-office calls (the back-office issue adds the rest here). */
const routes: FastifyPluginAsync<{ smtpConfigured: boolean }> = async (app, { smtpConfigured }) => {
  const db = app.db.db;

  // The embedded outbox, for an administrator of the platform when no SMTP server is set (developers on the server's
  // machine read every platform's through `npm run outbox`); never decided by the caller's address.
  route(app, getOutbox, async (request) => {
    const admin = await requireAdmin(request);
    if (smtpConfigured) notFound(request);
    const rows = await latestOutbox(db, request.query.limit, { to: request.query.to, platformId: admin.platformId });
    return success(rows.map(({ id, to, subject, text, links, createdAt }) => ({ id, to, subject, text, links, createdAt: createdAt.toISOString() })));
  });

  route(app, getAttention, async (request) => success(await readAttention(db, await adminCaller(request))));

  route(app, listAuditLogContract, async (request) => success(await listAuditLog(db, await adminCaller(request), request.query)));
};

export default routes;
