// npm run bench:dashboard: the pharmacy-management reads of a pharmacy group of 2,000 learners (issue 15: p95 ≤ 200 ms
// at 20 concurrent connections), against the production build: the bench seed (BENCH_TRAININGS trainings, 0 by
// default: the group's figures do not depend on them) with its pharmacy group, the group's owner signed in, then
// autocannon on the dashboard (this year, and a year each request among the five offered) and on the learners list
// of issue 15 part 2 (BENCH_LEARNERS_PATH, its first page by default; skipped while the build has no such call).
// BENCH_CONNECTIONS (20), BENCH_DURATION (10 s). The embedded database of a fresh DATA_DIR, or DATABASE_URL.
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DASHBOARD_BENCH } from '@app/db/seed/dashboard-demo';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TRAININGS = process.env.BENCH_TRAININGS ?? '0';
const LEARNERS_PATH = process.env.BENCH_LEARNERS_PATH ?? '/back/api/user/referent/apprenants?page=1';
const PORT = Number(process.env.BENCH_PORT ?? 3905);
const HOST = 'mfo.localhost';
const P95_MS = 200;
const base = `http://127.0.0.1:${PORT}`;

function request(url: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; cookies: string[]; body: string }>((resolve, reject) => {
    const req = http.request(url, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cookies: res.headers['set-cookie'] ?? [], body }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

async function waitFor(url: string, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await request(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The group's owner signed in through the API: the Cookie header of the session. */
async function signIn(): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (cookies: string[]) => {
    for (const c of cookies) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep((await request(`${base}/back/sanctum/csrf-cookie`, { headers: { host: HOST } })).cookies);
  const login = await request(`${base}/back/api/login`, {
    method: 'POST',
    headers: { host: HOST, cookie: cookie(), 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? '') },
    body: JSON.stringify({ email: DASHBOARD_BENCH.owner, password: 'Pharma-Demo-2026', platform: DASHBOARD_BENCH.platform }),
  });
  if (login.status !== 200) throw new Error(`login of ${DASHBOARD_BENCH.owner} answered ${login.status}: ${login.body}`);
  keep(login.cookies);
  return cookie();
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
}

/** One autocannon run after a 2 s warm-up; the p95 from every response's latency. */
async function measure(title: string, headers: Record<string, string>, paths: () => string) {
  const options = { url: base, connections: CONNECTIONS, headers, requests: [{ setupRequest: (r: autocannon.Request) => ({ ...r, path: paths() }) }] };
  await autocannon({ ...options, duration: 2 });
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, duration: DURATION_S }, (error, r) => (error ? reject(error) : resolve(r)));
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
  latencies.sort((a, b) => a - b);
  return { title, rps: result.requests.average, p50: result.latency.p50, p95: Math.round(percentile(latencies, 95) * 10) / 10, errors: result.errors + result.timeouts + result.non2xx };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-dashboard-'));
const env = { NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed-bench.ts', '--trainings', TRAININGS], { env: { ...process.env, ...env }, stdio: 'inherit' });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
const app = spawn(process.execPath, ['--import', 'tsx', 'apps/web/server.ts'], { env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] });
try {
  await waitFor(`${base}/back/api/health`);
  const headers = { host: HOST, cookie: await signIn(), 'accept-encoding': 'gzip, deflate, br' };
  const first = JSON.parse((await request(`${base}/back/api/user/referent/dashboard`, { headers })).body);
  if (first.data?.totals?.learners !== 2000) throw new Error(`the group's dashboard counts ${first.data?.totals?.learners} learners, not 2,000`);
  const thisYear = first.data.year as number;
  let n = 0;
  const measures = [
    await measure('GET dashboard (this year)', headers, () => '/back/api/user/referent/dashboard'),
    await measure('GET dashboard (another year each request)', headers, () => `/back/api/user/referent/dashboard?year=${thisYear - (n++ % 5)}`),
  ];
  // The learners list of issue 15 part 2: this page and another page each request.
  if ((await request(`${base}${LEARNERS_PATH}`, { headers })).status === 200) {
    const pages = 2000 / 20; // TEAM_PAGE_SIZE (@app/domain/pharmacy/team) is 20
    let p = 0;
    measures.push(await measure(`GET ${LEARNERS_PATH}`, headers, () => LEARNERS_PATH));
    measures.push(await measure('GET learners list, another page each request', headers, () => LEARNERS_PATH.replace(/page=\d+/, `page=${1 + (p++ % pages)}`)));
  } else console.log(`${LEARNERS_PATH} does not answer 200 in this build: not measured`);

  console.log(`\nPharmacy group of ${first.data.totals.learners} learners, ${CONNECTIONS} connections, ${DURATION_S} s each, Node ${process.version}\n`);
  console.log('| measure | req/s | p50 ms | p95 ms | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const m of measures) console.log(`| ${m.title} | ${m.rps.toFixed(0)} | ${m.p50} | ${m.p95} | ${m.errors} |`);
  const ok = measures.every((m) => m.p95 <= P95_MS && m.errors === 0);
  console.log(`\n${ok ? 'PASS' : 'FAIL'} p95 ≤ ${P95_MS} ms, zero errors`);
  process.exitCode = ok ? 0 : 1;
} finally {
  app.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  await rm(dataDir, { recursive: true, force: true });
}
