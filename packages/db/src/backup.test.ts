import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backupPglite, restorePglite } from './backup.ts';
import { openPglite } from './client.ts';
import { createTestDbImage } from './testing.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'backup-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

/** The seeded embedded database of the test run (built here when the run uses PostgreSQL instead). */
async function seededImage(): Promise<Blob> {
  return process.env.DATABASE_URL ? createTestDbImage() : new Blob([await readFile(inject('dbImagePath'))]);
}

async function orderIds(dataDir: string): Promise<number[]> {
  const pglite = await openPglite({ dataDir });
  try {
    return (await pglite.query<{ id: number }>('select id::int as id from orders order by id')).rows.map((row) => row.id);
  } finally {
    await pglite.close();
  }
}

describe('the embedded database backup', () => {
  it('restores a backup of a seeded database into a fresh folder with every order', async () => {
    const source = path.join(dir, 'source');
    await (await openPglite({ dataDir: source, loadDataDir: await seededImage() })).close();
    const orders = await orderIds(source);
    expect(orders.length).toBeGreaterThan(0);

    const file = path.join(dir, 'backups', 'campus.tar.gz');
    await backupPglite(source, file);
    const restored = path.join(dir, 'restored');
    await restorePglite(file, restored);
    expect(await orderIds(restored)).toEqual(orders);
    // On a PostgreSQL run the embedded image is migrated and seeded here first, which takes longer than a test.
  }, 180_000);

  it('never restores over an existing database', async () => {
    await expect(restorePglite(path.join(dir, 'backups', 'campus.tar.gz'), path.join(dir, 'source'))).rejects.toThrow(/already exists/);
  });
});
