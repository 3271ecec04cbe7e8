// Production start: build the web app when its server bundle is missing, then run the server under tsx
// (workspace packages are TypeScript source), forwarding signals so the server shuts down gracefully.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(new URL('../apps/web/build/server/index.js', import.meta.url))) {
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// `node --import tsx` keeps one process between us and the server, so signals reach it directly.
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/web/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const forward = (signal) => child.kill(signal);
for (const signal of SIGNALS) process.on(signal, forward);
child.on('exit', (code, signal) => {
  for (const s of SIGNALS) process.off(s, forward);
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 0);
});
