import { createDb, type DbHandle } from './client.ts';
import { migrateDb } from './migrate.ts';
import { seedDemo } from './seed/demo.ts';

/**
 * Builds a migrated and demo-seeded in-memory PGlite once and returns its data directory image
 * (uncompressed tarball), so each test file can start from it instead of migrating again.
 */
export async function createTestDbImage(): Promise<Blob> {
  const handle = await createDb({});
  try {
    await migrateDb(handle);
    await seedDemo(handle.db);
    if (!handle.pglite) throw new Error('createTestDbImage: expected a PGlite handle');
    return await handle.pglite.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

/** Opens a fresh in-memory PGlite (with the unaccent and pg_trgm extensions) from an image of createTestDbImage. */
export async function openTestDb(image: Blob): Promise<DbHandle> {
  return createDb({ loadDataDir: image });
}

/** The rows of a raw query: `Db.execute` is typed for both drivers (result unknown), whose results both carry `rows`. */
export async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}
