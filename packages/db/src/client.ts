import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
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

export async function createDb(opts: CreateDbOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl });
    // An idle connection dropped by the server (restart, failover) must not crash the process: the pool replaces
    // it, and a query that needed it fails with its own error.
    pool.on('error', () => {});
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
