/** Runs before each test file: a server of its own on a fresh copy of the seeded database. */
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { SEEDED } from './global-setup.ts';
import { serverDataDir, serverPort } from './server.ts';
import { startServer, type Started } from './start-server.ts';

let server: Started | undefined;

beforeAll(async () => {
  const dataDir = serverDataDir();
  await rm(dataDir, { recursive: true, force: true });
  await cp(path.join(inject('e2eRoot'), SEEDED), dataDir, { recursive: true });
  server = await startServer(serverPort(), dataDir);
});

afterAll(async () => {
  await server?.stop();
  await rm(serverDataDir(), { recursive: true, force: true });
});
