import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import { isDatabaseUnavailable, type DbHandle } from '@app/db/client';

/**
 * Background work (issue 12 part 1): pg-boss, a maintained job queue kept in PostgreSQL tables (schema `pgboss`).
 * A job is fetched with `FOR UPDATE SKIP LOCKED`, so it runs once however many instances work the queue, and it is a
 * row, so it survives a restart (a job whose worker died is retried once its expiry passes). pg-boss talks to the
 * database through our own handle: the node-postgres pool on PostgreSQL, and the embedded PGlite otherwise (one
 * connection in one process, so "several instances" does not arise there; docs/decisions.md).
 */
export interface JobQueue {
  /** Queues a job; with `key`, a second job of the same name and key is not queued again. */
  send(name: string, data: object, opts?: { startAfter?: Date; key?: string }): Promise<void>;
  /** Runs `handler` for each job of the queue, in this process. */
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  /** Runs a job of that name on a cron schedule (UTC), once per tick across instances. */
  schedule(name: string, cron: string): Promise<void>;
  /** Jobs this process has run since it started, per queue and outcome (the metrics). */
  outcomes(): ReadonlyMap<string, Record<JobOutcome, number>>;
  stop(): Promise<void>;
}

export type JobOutcome = 'completed' | 'failed';

/** Where a failed job is logged: the server's logger (a job has no request; its lines carry its queue and job id). */
export interface JobLog {
  error(obj: object, msg: string): void;
}

export const JOBS_SCHEMA = 'pgboss';

/** How long a statement of the queue waits for a database that went away (a restart's recovery takes seconds). */
export const JOB_DB_PATIENCE_MS = 60_000;

/**
 * pg-boss's database adapter on our handle; PGlite runs statements without parameters as a script (pg-boss's DDL).
 * On PostgreSQL a statement that finds the database away is asked again until it is back: pg-boss completes and fails
 * jobs without awaiting the promise, so a rejection there would be unhandled and end the process. Asking again is
 * safe: its statements may run twice (a job fetched twice stays active until its expiry, then is retried).
 */
export function jobDb(handle: DbHandle, patienceMs = JOB_DB_PATIENCE_MS): PgBoss.Db {
  if (handle.pool) {
    const pool = handle.pool;
    return {
      async executeSql(text, values) {
        for (const until = Date.now() + patienceMs; ; ) {
          try {
            return await pool.query(text, values);
          } catch (error) {
            if (!isDatabaseUnavailable(error) || Date.now() > until) throw error;
            await new Promise((r) => setTimeout(r, 500));
          }
        }
      },
    };
  }
  const pglite = handle.pglite!;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: (await pglite.query(text, values)).rows };
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/** A job id derived from a key: pg-boss refuses a second job with the same id, which makes `send` idempotent. */
function keyedId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\n${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Jobs waiting, running and failed (for good) per queue, read from pg-boss's table (the metrics, at scrape time). */
export async function jobStates(handle: DbHandle): Promise<{ queue: string; state: string; count: number }[]> {
  // A scrape does not wait for the database: it fails now and the next one counts.
  const { rows } = await jobDb(handle, 0).executeSql(
    `select name as queue, state::text as state, count(*)::int as count from ${JOBS_SCHEMA}.job
     where state in ('created', 'retry', 'active', 'failed') group by name, state`,
    [],
  );
  return rows as { queue: string; state: string; count: number }[];
}

export async function startJobQueue(handle: DbHandle, opts: { pollingIntervalSeconds?: number; log?: JobLog } = {}): Promise<JobQueue> {
  const boss = new PgBoss({ db: jobDb(handle), schema: JOBS_SCHEMA, supervise: true, schedule: true });
  boss.on('error', () => {
    /* a failed poll is retried at the next interval */
  });
  await boss.start();
  const queues = new Set<string>();
  const outcomes = new Map<string, Record<JobOutcome, number>>();
  const count = (name: string, outcome: JobOutcome) => {
    const counts = outcomes.get(name) ?? { completed: 0, failed: 0 };
    counts[outcome] += 1;
    outcomes.set(name, counts);
  };
  const ensureQueue = async (name: string) => {
    if (queues.has(name)) return;
    await boss.createQueue(name);
    queues.add(name);
  };
  return {
    async send(name, data, { startAfter, key } = {}) {
      await ensureQueue(name);
      await boss.send(name, data, { ...(startAfter ? { startAfter } : {}), ...(key ? { id: keyedId(name, key) } : {}), retryLimit: 5, retryDelay: 30 });
    },
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work<object>(name, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 }, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data as never);
          } catch (error) {
            // pg-boss retries it; the log says which job failed and why.
            opts.log?.error({ err: error, queue: name, jobId: job.id }, 'job failed');
            count(name, 'failed');
            throw error;
          }
          count(name, 'completed');
        }
      });
    },
    async schedule(name, cron) {
      await ensureQueue(name);
      await boss.schedule(name, cron);
    },
    outcomes: () => outcomes,
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
