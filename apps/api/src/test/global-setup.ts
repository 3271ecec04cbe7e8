import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '@app/db/client';
import { migrateDb } from '@app/db/migrate';
import { seedDemo } from '@app/db/seed/demo';
import { createTestDbImage } from '@app/db/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    dbImagePath: string;
  }
}

/** Migrates and seeds one embedded database once; every test file starts from a copy of its image. */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    // The real PostgreSQL database of the run is migrated and seeded once, before the files run in parallel.
    const handle = await createDb({ databaseUrl: url });
    await migrateDb(handle);
    await seedDemo(handle.db);
    await handle.close();
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'api-tests-'));
  const file = path.join(dir, 'db-image.tar');
  const image = await createTestDbImage();
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
  project.provide('dbImagePath', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
