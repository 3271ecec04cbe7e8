import { sql } from 'drizzle-orm';
import { createServer, type Socket } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { CONNECT_TIMEOUT_MS, createDb, isDatabaseUnavailable } from './client.ts';

const url = process.env.DATABASE_URL;

describe('a database that cannot be reached', () => {
  it('is told from a query that failed, through the causes Drizzle wraps around the driver’s error', () => {
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: shutdown }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});

// The fault runs saw, once in about 330 database restarts, a server alive but never ready again: a connect that the
// network never answered waited forever. A silent listener stands for it.
describe('a database that accepts the connection and never answers', () => {
  it('fails the query as unavailable after the connect timeout instead of waiting forever', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const handle = await createDb({ databaseUrl: `postgres://nobody@127.0.0.1:${port}/none` });
    try {
      const started = Date.now();
      const error = await handle.ping().then(() => null, (e: unknown) => e);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS + 3_000);
    } finally {
      await handle.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  }, 15_000);
});

// Found by the fault runs (`npm run fault -- --db-restart`): a connection the server dropped while a transaction held it
// between two statements emitted an 'error' nobody listened to, and the process exited.
describe.runIf(url)('a connection dropped inside a transaction (PostgreSQL)', () => {
  it('fails the transaction, not the process, and the next query gets a new connection', async () => {
    const handle = await createDb({ databaseUrl: url });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const outcome = await handle.db
        .transaction(async (tx) => {
          const [{ pid }] = ((await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows;
          await admin.query('select pg_terminate_backend($1)', [pid]);
          // The termination reaches the idle connection now, between two statements.
          await new Promise((r) => setTimeout(r, 200));
          await tx.execute(sql`select 1`);
        })
        .then(() => 'committed', (error: unknown) => (isDatabaseUnavailable(error) ? 'unavailable' : String(error)));
      expect(outcome).toBe('unavailable');
      await expect(handle.ping()).resolves.toBeUndefined();
    } finally {
      await admin.end();
      await handle.close();
    }
  });
});
