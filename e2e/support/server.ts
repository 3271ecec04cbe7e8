import { inject } from 'vitest';

/**
 * The production server this test file talks to. The global setup starts one server (with its own embedded database)
 * per worker, and each worker runs its files one after another against its own server: files of different workers
 * run side by side without seeing each other's changes, and files of one worker share one database as before.
 */
function serverIndex(): number {
  const pool = Number(process.env.VITEST_POOL_ID ?? 1);
  return (Math.max(pool, 1) - 1) % inject('baseUrls').length;
}

export function baseUrl(): string {
  return inject('baseUrls')[serverIndex()];
}

/** The outbox socket of this file's server (no SMTP in the tests). */
export function outboxSocket(): string {
  return inject('outboxSockets')[serverIndex()];
}
