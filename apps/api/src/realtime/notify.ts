import { AsyncLocalStorage } from 'node:async_hooks';
import fp from 'fastify-plugin';
import type { Db } from '@app/db/client';
import { notifications } from '@app/db/schema/notifications';
import type { NotificationPayload } from '@app/domain/profile/notification';
import { broadcast, type Broadcaster } from './broadcaster.ts';
import { EVENTS } from './events.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whom a notification is for. */
export interface Recipient {
  userId: number;
  platformId: number;
}

/** The users notified during the current request (their newest notification id), told once it has answered. */
const notifiedInRequest = new AsyncLocalStorage<Map<number, number>>();

/**
 * Raises a notification (issue 13 part 8), for the modules' features: writes its row, in the caller's transaction when
 * there is one, and raises the `notification` live event on the user's private channel. Inside a request the event waits for the answer (the
 * transaction has committed then; a failed request raises nothing); outside one, the caller has committed and passes
 * its broadcaster.
 */
export async function notify(db: Db | Tx, to: Recipient, payload: NotificationPayload, committed?: Broadcaster): Promise<number> {
  const [row] = await db.insert(notifications).values({ userId: to.userId, platformId: to.platformId, payload }).returning({ id: notifications.id });
  if (committed) await broadcast(committed, EVENTS.notification, { userId: to.userId }, { id: row.id });
  else notifiedInRequest.getStore()?.set(to.userId, row.id);
  return row.id;
}

/** Raises, once a request has answered successfully, the live events of the notifications it wrote. */
export const liveNotifications = fp(async (app) => {
  const notified = new WeakMap<object, Map<number, number>>();
  app.addHook('preHandler', (request, _reply, done) => {
    const users = new Map<number, number>();
    notified.set(request, users);
    notifiedInRequest.run(users, done);
  });
  app.addHook('onResponse', async (request, reply) => {
    const users = notified.get(request);
    if (!users || reply.statusCode >= 400) return;
    for (const [userId, id] of users) {
      await broadcast(app.realtime.broadcaster, EVENTS.notification, { userId }, { id }).catch((error: unknown) => request.log.warn({ err: error }, 'notification event not raised'));
    }
  });
});
