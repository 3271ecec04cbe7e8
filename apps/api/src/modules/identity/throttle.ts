import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '@app/db/client';
import { authFailures, type AuthFailureScope } from '@app/db/schema/auth-failures';
import { THROTTLE_WINDOW_MS, throttleState } from '@app/domain/throttle';
import { AppError } from '../../errors/app-error.ts';

/**
 * Failures of login and password reset, counted per IP and per account in the database so that every instance
 * behind a load balancer sees the same counts (issue "Security": 5 failures in 15 minutes).
 */
export function createThrottle(db: Db, scope: AuthFailureScope) {
  return {
    /** 429 with Retry-After when any key is blocked; the same answer whether or not the account exists. */
    async assertAllowed(keys: string[], reply: FastifyReply) {
      const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
      const rows = await db
        .select({ key: authFailures.key, at: authFailures.at })
        .from(authFailures)
        .where(and(eq(authFailures.scope, scope), inArray(authFailures.key, keys), gt(authFailures.at, since)));
      let retryAfter = 0;
      for (const key of keys) {
        const state = throttleState(rows.filter((r) => r.key === key).map((r) => r.at), new Date());
        if (state.blocked) retryAfter = Math.max(retryAfter, state.retryAfterSeconds);
      }
      if (retryAfter > 0) {
        reply.header('retry-after', String(retryAfter));
        throw new AppError('TOO_MANY_REQUESTS', 'errors.tooManyAttempts', null, { minutes: String(Math.ceil(retryAfter / 60)) });
      }
    },
    async recordFailure(keys: string[]) {
      await db.insert(authFailures).values(keys.map((key) => ({ scope, key })));
      // Old rows are no longer counted; sweeping them here keeps the table small without a scheduler.
      await db.delete(authFailures).where(lt(authFailures.at, new Date(Date.now() - 2 * THROTTLE_WINDOW_MS)));
    },
    async clear(keys: string[]) {
      await db.delete(authFailures).where(and(eq(authFailures.scope, scope), inArray(authFailures.key, keys)));
    },
  };
}
