import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '@app/db/client';
import { memberships } from '@app/db/schema/memberships';
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

/**
 * What the current request raised, told once it has answered: the users notified (their newest notification id) and
 * the learners who progressed, by a training completed or a declared action verified (their pharmacies are told).
 */
interface Raised {
  notified: Map<number, number>;
  progressed: Set<number>;
}
const raisedInRequest = new AsyncLocalStorage<Raised>();

/**
 * Tells the pharmacies where a learner is an active learner that their team progressed (issue 19 part 4: the owner's
 * cockpit reads the team again). The event carries nothing: the account's channel is heard by the whole team.
 */
async function teamProgressed(db: Db | Tx, broadcaster: Broadcaster, userId: number): Promise<void> {
  const teams = await db
    .select({ accountId: memberships.accountId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.role, 'learner'), eq(memberships.active, true)));
  for (const { accountId } of teams) {
    for (const listener of teamListeners) listener(accountId);
    await broadcast(broadcaster, EVENTS.teamProgress, { accountId }, {});
  }
}

const teamListeners = new Set<(accountId: number) => void>();

/** Notifications that change what counts toward a learner's obligations: a training completed, a declared action verified. */
const progresses = (payload: NotificationPayload) => payload.kind === 'completed' || payload.kind === 'declarationVerified';

/** Runs `listener` with the account whenever its team progressed: a module's cache of the team forgets it at once. */
export function onTeamProgress(listener: (accountId: number) => void): () => void {
  teamListeners.add(listener);
  return () => teamListeners.delete(listener);
}

/**
 * Raises a notification (issue 13 part 8), for the modules' features: writes its row, in the caller's transaction when
 * there is one, and raises the `notification` live event on the user's private channel. Inside a request the event waits for the answer (the
 * transaction has committed then; a failed request raises nothing); outside one, the caller has committed and passes
 * its broadcaster.
 */
export async function notify(db: Db | Tx, to: Recipient, payload: NotificationPayload, committed?: Broadcaster): Promise<number> {
  const [row] = await db.insert(notifications).values({ userId: to.userId, platformId: to.platformId, payload }).returning({ id: notifications.id });
  if (committed) {
    await broadcast(committed, EVENTS.notification, { userId: to.userId }, { id: row.id });
    if (progresses(payload)) await teamProgressed(db, committed, to.userId);
  } else {
    const raised = raisedInRequest.getStore();
    raised?.notified.set(to.userId, row.id);
    if (progresses(payload)) raised?.progressed.add(to.userId);
  }
  return row.id;
}

/** Raises, once a request has answered successfully, the live events of the notifications it wrote. */
export const liveNotifications = fp(async (app) => {
  const raisedBy = new WeakMap<object, Raised>();
  app.addHook('preHandler', (request, _reply, done) => {
    const raised: Raised = { notified: new Map(), progressed: new Set() };
    raisedBy.set(request, raised);
    raisedInRequest.run(raised, done);
  });
  app.addHook('onResponse', async (request, reply) => {
    const raised = raisedBy.get(request);
    if (!raised || reply.statusCode >= 400) return;
    const warn = (error: unknown) => request.log.warn({ err: error }, 'notification event not raised');
    for (const [userId, id] of raised.notified) await broadcast(app.realtime.broadcaster, EVENTS.notification, { userId }, { id }).catch(warn);
    for (const userId of raised.progressed) await teamProgressed(app.db.db, app.realtime.broadcaster, userId).catch(warn);
  });
});
