import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/** The Drizzle database, whichever driver is underneath (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'pg';
  close(): Promise<void>;
  ping(): Promise<void>;
  /** Present when kind is 'pglite' (used by tests to dump the data directory). */
  pglite?: PGlite;
}

export interface CreateDbOptions {
  /** postgres://… → node-postgres pool; absent → embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; absent → in-memory. */
  dataDir?: string;
  /** PGlite data directory image (from `dumpDataDir`) to start from. */
  loadDataDir?: Blob | File;
}

/** Opens a PGlite with the contrib extensions the migrations need (unaccent). */
export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<PGlite> {
  return PGlite.create({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    extensions: { unaccent },
  });
}

export async function createDb(opts: CreateDbOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl });
    const db = drizzleNodePg({ client: pool }) as unknown as Db;
    return {
      db,
      kind: 'pg',
      close: () => pool.end(),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
    };
  }
  const client = await openPglite(opts);
  const db = drizzlePglite({ client }) as unknown as Db;
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
