import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '@app/db/client';
import { type FormScope, formSubmissions } from '@app/db/schema/form-submissions';
import { THROTTLE_WINDOW_MS, ipThrottleKey, throttleState } from '@app/domain/throttle';
import { AppError } from '../../errors/app-error.ts';

/**
 * Spam limit of the public forms: 5 accepted submissions per IP and scope (surveys, contact) in 15 minutes (the
 * same sliding window as login failures), counted in the database so every instance sees the same counts.
 */
export function createFormThrottle(db: Db, scope: FormScope) {
  return {
    /** 429 with Retry-After when the IP is over the limit; otherwise records this submission. */
    async take(ip: string, reply: FastifyReply) {
      const key = ipThrottleKey(ip);
      const rows = await db
        .select({ at: formSubmissions.at })
        .from(formSubmissions)
        .where(and(eq(formSubmissions.scope, scope), eq(formSubmissions.key, key), gt(formSubmissions.at, new Date(Date.now() - THROTTLE_WINDOW_MS))));
      const state = throttleState(rows.map((r) => r.at), new Date());
      if (state.blocked) {
        reply.header('retry-after', String(state.retryAfterSeconds));
        throw new AppError('TOO_MANY_REQUESTS', 'errors.tooManyAttempts', null, { minutes: String(Math.ceil(state.retryAfterSeconds / 60)) });
      }
      await db.insert(formSubmissions).values({ scope, key });
      await db.delete(formSubmissions).where(lt(formSubmissions.at, new Date(Date.now() - 2 * THROTTLE_WINDOW_MS)));
    },
  };
}
