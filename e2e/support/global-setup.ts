import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { outboxSocketPath } from '@app/api/mail/outbox-socket';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One production server per worker (e2e/support/server.ts picks a file's own). */
    baseUrls: string[];
    /** Their outbox sockets (no SMTP in the tests). */
    outboxSockets: string[];
  }
}

const PORT = Number(process.env.E2E_PORT ?? 3950);
/** As many servers as the config gives workers (E2E_SERVERS, see e2e/vitest.config.ts). */
const SERVERS = Math.max(1, Number(process.env.E2E_SERVERS ?? 2));

interface Started {
  baseUrl: string;
  outboxSocket: string;
  stop(): Promise<void>;
}

/** Starts the production build on a fresh embedded database, as `npm start` would. */
async function startServer(port: number): Promise<Started> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/web/server.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  const until = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/back/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('the server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl: `http://localhost:${port}`,
    outboxSocket: outboxSocketPath(dataDir),
    stop: async () => {
      server.kill('SIGTERM');
      const code = await exited;
      await rm(dataDir, { recursive: true, force: true });
      // Graceful shutdown: SIGTERM closes the server and the database and exits cleanly.
      if (code !== 0) throw new Error(`the server on port ${port} exited with code ${code} after SIGTERM`);
    },
  };
}

export default async function setup(project: TestProject) {
  const servers = await Promise.all(Array.from({ length: SERVERS }, (_, i) => startServer(PORT + i)));
  project.provide('baseUrls', servers.map((s) => s.baseUrl));
  project.provide('outboxSockets', servers.map((s) => s.outboxSocket));
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}
