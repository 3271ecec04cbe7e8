// npm run bench: the production build against a bare Fastify hello-world, with autocannon (50 connections, 10 s each).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const APP_PORT = 3901;
const HELLO_PORT = 3902;
const HOST = 'mfo.localhost';
const TARGETS = { api: 0.3, ssr: 0.1 };

function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function measure(title: string, url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return { title, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-'));
const app = start('apps/web/server.ts', {
  NODE_ENV: 'production', PORT: String(APP_PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn',
});
const hello = start('bench/hello.ts', { PORT: String(HELLO_PORT) });
try {
  await waitFor(`http://127.0.0.1:${APP_PORT}/back/api/health`);
  await waitFor(`http://127.0.0.1:${HELLO_PORT}/`);
  const base = await measure('hello-world (bare Fastify)', `http://127.0.0.1:${HELLO_PORT}/`);
  const api = await measure('GET /back/api/catalog', `http://127.0.0.1:${APP_PORT}/back/api/catalog?page=1&perPage=10`, { host: HOST });
  const ssr = await measure('SSR /catalogue', `http://127.0.0.1:${APP_PORT}/catalogue`, { host: HOST });
  // For information: every request rendered (a cookie bypasses the anonymous page cache, as for a signed-in user).
  const rendered = await measure('SSR /catalogue, rendered each time', `http://127.0.0.1:${APP_PORT}/catalogue`, {
    host: HOST, cookie: 'bench=1',
  });

  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, Node ${process.version}\n`);
  console.log('| measure | req/s | p50 ms | p99 ms | errors | × hello-world |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const m of [base, api, ssr, rendered]) {
    console.log(`| ${m.title} | ${m.rps.toFixed(0)} | ${m.p50} | ${m.p99} | ${m.errors} | ${(m.rps / base.rps).toFixed(2)} |`);
  }
  const verdicts = [
    [`catalogue API ≥ ${TARGETS.api}×`, api.rps / base.rps >= TARGETS.api && api.errors === 0],
    [`SSR page ≥ ${TARGETS.ssr}×`, ssr.rps / base.rps >= TARGETS.ssr && ssr.errors === 0],
  ] as const;
  console.log('');
  for (const [name, ok] of verdicts) console.log(`${ok ? 'PASS' : 'FAIL'} ${name}, zero errors`);
  process.exitCode = verdicts.every(([, ok]) => ok) ? 0 : 1;
} finally {
  app.kill('SIGTERM');
  hello.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await rm(dataDir, { recursive: true, force: true });
}
