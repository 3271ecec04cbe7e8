// npm run bench: the production build, on the demo data plus the bench seed of 10,000 trainings, against a bare
// Fastify hello-world; autocannon with 50 connections, 10 s per measure (BENCH_DURATION to change it).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const BENCH_TRAININGS = process.env.BENCH_TRAININGS ?? '10000';
const APP_PORT = 3901;
const HELLO_PORT = 3902;
const HOST = 'mfo.localhost';
// What a browser sends with every request; the hello-world answers too little to compress either way.
const BROWSER = { host: HOST, 'accept-encoding': 'gzip, deflate, br' };

interface Measure {
  title: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function waitFor(url: string, timeoutMs = 180_000) {
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

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
}

/** One autocannon run after a 2 s warm-up; latencies of every response are kept to compute the p95 exactly. */
async function measure(title: string, url: string, headers: Record<string, string> = {}): Promise<Measure> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const latencies: number[] = [];
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
  latencies.sort((a, b) => a - b);
  return {
    title, rps: r.requests.average, p50: r.latency.p50, p95: Math.round(percentile(latencies, 95) * 10) / 10, p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-'));
const env = { NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed-bench.ts', '--trainings', BENCH_TRAININGS], {
  env: { ...process.env, ...env }, stdio: 'inherit',
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const app = start('apps/web/server.ts', { ...env, PORT: String(APP_PORT), HOST: '127.0.0.1' });
const hello = start('bench/hello.ts', { PORT: String(HELLO_PORT) });
try {
  const base = `http://127.0.0.1:${APP_PORT}`;
  await waitFor(`${base}/back/api/health`);
  await waitFor(`http://127.0.0.1:${HELLO_PORT}/`);
  const first = (await (await fetch(`${base}/back/api/catalog?type=faceToFaceOnly`, { headers: { host: HOST } })).json()).data.items[0];
  const detailPath = `/${first.type}/${first.slug}`;

  const helloWorld = await measure('hello-world (bare Fastify)', `http://127.0.0.1:${HELLO_PORT}/`);
  const api = await measure('GET /back/api/catalog', `${base}/back/api/catalog?page=1&perPage=10`, BROWSER);
  const search = await measure('GET /back/api/catalog/search', `${base}/back/api/catalog/search?q=vaccinaton`, BROWSER);
  const ssr = await measure('SSR /catalogue', `${base}/catalogue`, BROWSER);
  const detail = await measure(`SSR ${detailPath}`, `${base}${detailPath}`, BROWSER);
  // For information: every request rendered (a cookie bypasses the anonymous page cache, as for a signed-in user).
  const rendered = await measure('SSR /catalogue, rendered each time', `${base}/catalogue`, { ...BROWSER, cookie: 'bench=1' });

  console.log(`\n${BENCH_TRAININGS} bench trainings, ${CONNECTIONS} connections, ${DURATION_S} s each, Node ${process.version}\n`);
  console.log('| measure | req/s | p50 ms | p95 ms | p99 ms | errors | × hello-world |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const m of [helloWorld, api, search, ssr, detail, rendered]) {
    console.log(`| ${m.title} | ${m.rps.toFixed(0)} | ${m.p50} | ${m.p95} | ${m.p99} | ${m.errors} | ${(m.rps / helloWorld.rps).toFixed(2)} |`);
  }
  const verdicts: [string, boolean][] = [
    ['catalogue API ≥ 0.30× hello-world, zero errors', api.rps / helloWorld.rps >= 0.3 && api.errors === 0],
    ['search p95 ≤ 2× catalogue API p95, zero errors', search.p95 <= 2 * Math.max(api.p95, 1) && search.errors === 0],
    ['SSR catalogue page ≥ 0.10× hello-world, zero errors', ssr.rps / helloWorld.rps >= 0.1 && ssr.errors === 0],
    ['SSR detail page ≥ 0.10× hello-world, zero errors', detail.rps / helloWorld.rps >= 0.1 && detail.errors === 0],
  ];
  console.log('');
  for (const [name, ok] of verdicts) console.log(`${ok ? 'PASS' : 'FAIL'} ${name}`);
  process.exitCode = verdicts.every(([, ok]) => ok) ? 0 : 1;
} finally {
  app.kill('SIGTERM');
  hello.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  await rm(dataDir, { recursive: true, force: true });
}
