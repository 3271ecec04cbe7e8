import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { releaseClientsOfFailedTransactions } from './pg-transaction.ts';
import { queryCountingLogger } from './query-count.ts';

/** The Drizzle database, whichever driver is underneath (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT>;

/** A transaction of the database: a use case that takes part in its caller's transaction takes one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'pg';
  close(): Promise<void>;
  ping(): Promise<void>;
  /** Present when kind is 'pglite' (used by tests to dump the data directory). */
  pglite?: PGlite;
  /** Present when kind is 'pg' (migrations take a session lock on one connection). */
  pool?: pg.Pool;
}

export interface CreateDbOptions {
  /** postgres://… → node-postgres pool; absent → embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; absent → in-memory. */
  dataDir?: string;
  /** PGlite data directory image (from `dumpDataDir`) to start from. */
  loadDataDir?: Blob | File;
}

/** Opens a PGlite with the contrib extensions the migrations need (unaccent, pg_trgm). */
export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<PGlite> {
  return PGlite.create({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    extensions: { unaccent, pg_trgm },
  });
}

/** SQLSTATEs of a database going away or not back yet: connection exceptions (08…), shutdown, crash, start-up (57P01–03). */
const UNAVAILABLE_STATE = /^(08|57P0[1-3])/;
/** The socket's own errors of a database that cannot be reached. */
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/** node-postgres's messages for a connection lost or never made (they carry no code). */
const UNAVAILABLE_MESSAGE = /^Connection terminated|not queryable|timeout exceeded when trying to connect/;

/**
 * Whether an error says the database cannot be reached now (restarting, failing over, down) rather than that a query
 * failed: the request may succeed once it is back. Drizzle wraps the driver's error: its causes are looked at too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_STATE.test(code) || UNAVAILABLE_SOCKET.has(code))) return true;
    if (UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}

/** How long opening a connection to PostgreSQL may take before the query that needed it fails as unavailable (503). */
export const CONNECT_TIMEOUT_MS = 5_000;

export async function createDb(opts: CreateDbOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    // A connect that the network never answers (a server restarting behind a proxy, a host gone) fails after
    // CONNECT_TIMEOUT_MS instead of waiting forever with its request; keep-alive finds sockets whose peer vanished.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    // A connection dropped by the server (restart, failover) must not crash the process: idle, the pool replaces it;
    // checked out (a transaction between two statements), the pool discards it when it comes back. Either way the
    // query that needed it fails with its own error.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    releaseClientsOfFailedTransactions();
    const db = drizzleNodePg({ client: pool, logger: queryCountingLogger }) as unknown as Db;
    return {
      db,
      kind: 'pg',
      pool,
      close: () => pool.end(),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
    };
  }
  const client = await openPglite(opts);
  const db = drizzlePglite({ client, logger: queryCountingLogger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: () => client.close(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
  };
}
