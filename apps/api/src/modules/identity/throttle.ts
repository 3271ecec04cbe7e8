import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { authFailures, type AuthFailureScope } from '@app/db/schema/auth-failures';
import { THROTTLE_WINDOW_MS, throttleState, type ThrottleLimit } from '@app/domain/identity/throttle';
import { AppError } from '../../errors/app-error.ts';

/** The rows counted for one attempt, to forget when the attempt turns out right. */
export type Attempt = number[];

/**
 * Failures of login and password reset, counted per key in the database so that every instance behind a load
 * balancer sees the same counts. An attempt is counted before it is checked, in one transaction holding a lock per
 * key: simultaneous guesses queue on the lock and each sees the ones before it, so none slips past the limit.
 */
export function createThrottle(db: Db, scope: AuthFailureScope) {
  return {
    /**
     * Counts one attempt on every key, or answers 429 with Retry-After (counting nothing) when a key has reached its
     * limit; the same answer whether or not the account exists.
     */
    async take(limits: ThrottleLimit[]): Promise<Attempt> {
      const keys = limits.map((l) => l.key);
      const outcome = await db.transaction(async (tx) => {
        // Sorted, so that two attempts sharing keys take their locks in the same order and never deadlock.
        for (const key of [...new Set(keys)].sort()) {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`throttle:${scope}:${key}`}, 0))`);
        }
        const rows = await tx
          .select({ key: authFailures.key, at: authFailures.at })
          .from(authFailures)
          .where(and(eq(authFailures.scope, scope), inArray(authFailures.key, keys), gt(authFailures.at, new Date(Date.now() - THROTTLE_WINDOW_MS))));
        const now = new Date();
        const retryAfter = Math.max(0, ...limits.map(({ key, max }) => throttleState(rows.filter((r) => r.key === key).map((r) => r.at), now, max).retryAfterSeconds));
        if (retryAfter > 0) return { retryAfter, attempt: [] };
        const taken = await tx.insert(authFailures).values(keys.map((key) => ({ scope, key }))).returning({ id: authFailures.id });
        return { retryAfter, attempt: taken.map((r) => r.id) };
      });
      if (outcome.retryAfter > 0) {
        throw new AppError('TOO_MANY_REQUESTS', 'errors.tooManyAttempts', null, { minutes: String(Math.ceil(outcome.retryAfter / 60)) }, {
          headers: { 'retry-after': String(outcome.retryAfter) },
        });
      }
      // Old rows are no longer counted; sweeping them here keeps the table small without a scheduler.
      await db.delete(authFailures).where(lt(authFailures.at, new Date(Date.now() - 2 * THROTTLE_WINDOW_MS)));
      return outcome.attempt;
    },
    /** An attempt that turned out right is not a failure. */
    async forgive(attempt: Attempt) {
      if (attempt.length) await db.delete(authFailures).where(inArray(authFailures.id, attempt));
    },
    /** Forgets every failure of the keys (a right password clears its account's count). */
    async clear(keys: string[]) {
      await db.delete(authFailures).where(and(eq(authFailures.scope, scope), inArray(authFailures.key, keys)));
    },
  };
}
