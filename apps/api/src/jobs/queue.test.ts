import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { DbHandle } from '@app/db/client';
import { jobDb } from './queue.ts';

const shutdown = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

/** A handle whose pool answers each query with the next outcome of the list. */
function handleAnswering(outcomes: (Error | { rows: unknown[] })[]): { handle: DbHandle; calls: () => number } {
  let calls = 0;
  const pool = {
    query: () => {
      const outcome = outcomes[Math.min(calls++, outcomes.length - 1)];
      return outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome);
    },
  } as unknown as pg.Pool;
  return { handle: { pool, kind: 'pg' } as unknown as DbHandle, calls: () => calls };
}

// Found by the fault runs (`npm run fault -- --db-restart`): pg-boss completes and fails jobs without awaiting, so a
// statement that found the database restarting was an unhandled rejection that ended the server.
describe('the job queue’s statements while the database restarts', () => {
  it('are asked again until the database is back', async () => {
    const { handle, calls } = handleAnswering([shutdown(), shutdown(), { rows: [{ count: '1' }] }]);
    await expect(jobDb(handle).executeSql('select 1', [])).resolves.toEqual({ rows: [{ count: '1' }] });
    expect(calls()).toBe(3);
  });

  it('fail at once on any other error, and once the patience is over', async () => {
    const other = handleAnswering([Object.assign(new Error('duplicate key'), { code: '23505' })]);
    await expect(jobDb(other.handle).executeSql('select 1', [])).rejects.toThrow('duplicate key');
    expect(other.calls()).toBe(1);
    const away = handleAnswering([shutdown()]);
    await expect(jobDb(away.handle, 0).executeSql('select 1', [])).rejects.toThrow('terminating connection');
  });
});
