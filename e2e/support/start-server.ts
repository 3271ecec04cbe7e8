import { spawn } from 'node:child_process';

export interface Started {
  stop(): Promise<void>;
}

/**
 * Starts the production build on a data folder, as `npm start` would, and waits until it answers its health check;
 * `env` adds to the environment (a database, Redis, shared secrets).
 */
export async function startServer(port: number, dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<Started> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/web/server.ts'], {
    env: { ...process.env, ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
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
    if (Date.now() > until) {
      server.kill('SIGKILL');
      throw new Error('the server did not start within 120 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    stop: async () => {
      server.kill('SIGTERM');
      const code = await exited;
      // Graceful shutdown: SIGTERM closes the server and the database and exits cleanly.
      if (code !== 0) throw new Error(`the server on port ${port} exited with code ${code} after SIGTERM`);
    },
  };
}
