import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { type FormScope, formSubmissions } from '@app/db/schema/form-submissions';
import { THROTTLE_WINDOW_MS, ipThrottleKey, throttleState } from '@app/domain/identity/throttle';

/**
 * Spam limit of the public forms: 5 accepted submissions per IP and scope (surveys, contact) in 15 minutes (the
 * same sliding window as login failures), counted in the database so every instance sees the same counts.
 */
export function createFormThrottle(db: Db, scope: FormScope) {
  return {
    /** The seconds to wait when the IP is over the limit; otherwise records this submission and gives null. */
    async take(ip: string): Promise<number | null> {
      const key = ipThrottleKey(ip);
      const rows = await db
        .select({ at: formSubmissions.at })
        .from(formSubmissions)
        .where(and(eq(formSubmissions.scope, scope), eq(formSubmissions.key, key), gt(formSubmissions.at, new Date(Date.now() - THROTTLE_WINDOW_MS))));
      const state = throttleState(rows.map((r) => r.at), new Date());
      if (state.blocked) return state.retryAfterSeconds;
      await db.insert(formSubmissions).values({ scope, key });
      await db.delete(formSubmissions).where(lt(formSubmissions.at, new Date(Date.now() - 2 * THROTTLE_WINDOW_MS)));
      return null;
    },
  };
}
