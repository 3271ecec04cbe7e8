import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './start-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the test servers keep their data folders (e2e/support/file-server.ts). */
    e2eRoot: string;
  }
}

/** The seeded database image every test file starts from: migrated and seeded once, then copied per file. */
export const SEEDED = 'seeded';

export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(tmpdir(), 'e2e-'));
  const port = Number(process.env.E2E_PORT ?? 3950);
  // A first start on an empty folder migrates and seeds it, as `npm start` does on a fresh machine.
  const server = await startServer(port, path.join(root, SEEDED));
  await server.stop();
  project.provide('e2eRoot', root);
  return async () => {
    await rm(root, { recursive: true, force: true });
  };
}
