import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { outboxSocketPath } from '@app/api/mail/outbox-socket';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's outbox socket (no SMTP in the tests). */
    outboxSocket: string;
  }
}

const PORT = Number(process.env.E2E_PORT ?? 3950);

/** Starts the production build on a fresh embedded database, as `npm start` would, for the browser tests. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/web/server.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  const until = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/back/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('the server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseUrl', `http://localhost:${PORT}`);
  project.provide('outboxSocket', outboxSocketPath(dataDir));
  return async () => {
    server.kill('SIGTERM');
    const code = await exited;
    await rm(dataDir, { recursive: true, force: true });
    // Graceful shutdown: SIGTERM closes the server and the database and exits cleanly.
    if (code !== 0) throw new Error(`the server exited with code ${code} after SIGTERM`);
  };
}
