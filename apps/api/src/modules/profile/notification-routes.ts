import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as contract from '@app/contracts/profile/notifications';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { requireUser } from '../../plugins/auth.ts';
import { listNotifications, readNotifications } from './notifications.ts';
import type { Recipient } from '../../realtime/notify.ts';

/** Spec §7 "User" notifications (issue 13 part 8). */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;
  const recipientOf = async (request: FastifyRequest): Promise<Recipient> => ({
    userId: (await requireUser(request)).id,
    platformId: request.platformHost.platform.id,
  });

  route(app, contract.listNotifications, async (request) => success(await listNotifications(db, await recipientOf(request))));
  route(app, contract.readNotifications, async (request) => success(await readNotifications(db, await recipientOf(request), request.body.ids)));
};

export default routes;
