// npm run bench: the production build, on the demo data plus the bench seed of 10,000 trainings, against a bare
// Fastify hello-world; autocannon with 50 connections, 10 s per measure (BENCH_DURATION, BENCH_CONNECTIONS,
// BENCH_TRAININGS to change them). The embedded database of a fresh DATA_DIR, or PostgreSQL when DATABASE_URL is set.
// Besides the cached answers, rows whose every request asks for another filter set, page or query measure the
// uncached reads, and signed-in pages (a demo learner's session cookie) the rendering of each request.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { CATALOG_SORTS, DURATION_RANGES } from '@app/domain/catalogue/catalog-filters';
import { FUNDINGS } from '@app/domain/catalogue/fundings';
import { TRAINING_TYPES } from '@app/domain/catalogue/training-types';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const BENCH_TRAININGS = process.env.BENCH_TRAININGS ?? '10000';
const APP_PORT = 3901;
const HELLO_PORT = 3902;
const HOST = 'mfo.localhost';
// What a browser sends with every request; the hello-world answers too little to compress either way.
const BROWSER = { host: HOST, 'accept-encoding': 'gzip, deflate, br' };
/** A demo learner of mfo (HOSTS.md). */
const LEARNER = { email: 'pharmacien@mfo.test', password: 'Pharma-Demo-2026', platform: 'mfo' };

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

/**
 * One autocannon run after a 2 s warm-up; latencies of every response are kept to compute the p95 exactly. With
 * `paths`, each request asks for the next path it gives (so that requests miss the answer caches).
 */
async function measure(title: string, url: string, headers: Record<string, string> = {}, paths?: () => string): Promise<Measure> {
  const requests = paths ? [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: paths() }) }] : undefined;
  const options = { url, connections: CONNECTIONS, headers, ...(requests ? { requests } : {}) };
  await autocannon({ ...options, duration: 2 });
  const latencies: number[] = [];
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, duration: DURATION_S }, (error, result) =>
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

/**
 * A request with the headers given as they are: fetch() drops a Host header (a forbidden header name), which would
 * send the request to the default platform instead of HOST.
 */
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

/** Signs the demo learner in through the API (CSRF cookie, then login) and gives the Cookie header of its session. */
async function signIn(base: string): Promise<string> {
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
    headers: {
      host: HOST, cookie: cookie(), 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    },
    body: JSON.stringify(LEARNER),
  });
  if (login.status !== 200) throw new Error(`login of ${LEARNER.email} answered ${login.status}: ${login.body}`);
  keep(login.cookies);
  return cookie();
}

const TYPE_SETS = [...TRAINING_TYPES, ...TRAINING_TYPES.flatMap((a, i) => TRAINING_TYPES.slice(i + 1).map((b) => `${a},${b}`))];
const FUNDING_SETS = ['', ...FUNDINGS];
const DURATION_SETS = ['', ...DURATION_RANGES, 'lt1h,1to3h'];
const FREE = ['', 'true', 'false'];

/** The i-th of thousands of distinct filter sets (a type or two, funding, duration, free). */
function filterSet(i: number): string {
  const pick = <T>(values: readonly T[]) => {
    const value = values[i % values.length];
    i = Math.floor(i / values.length);
    return value;
  };
  const parts = [`type=${pick(TYPE_SETS)}`, `funding=${pick(FUNDING_SETS)}`, `duration=${pick(DURATION_SETS)}`, `free=${pick(FREE)}`];
  return parts.filter((p) => !p.endsWith('=')).join('&');
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
  const first = JSON.parse((await request(`${base}/back/api/catalog?type=faceToFaceOnly`, { headers: { host: HOST } })).body).data.items[0];
  const detailPath = `/${first.type}/${first.slug}`;
  const sessionCookie = await signIn(base);
  // Every request another filter set: the facets and the page are computed each time.
  let n = 0;
  const newFilterSet = () => `/back/api/catalog?${filterSet(n++)}`;
  // Ten filter sets seen again and again, each request another page, size or sort of one: only the page is read.
  let m = 0;
  const anotherPage = () => {
    const i = m++;
    return `/back/api/catalog?${filterSet(i % 10)}&sort=${CATALOG_SORTS[Math.floor(i / 10) % 5]}&perPage=${[10, 12, 15, 20][Math.floor(i / 50) % 4]}&page=${1 + (Math.floor(i / 200) % 20)}`;
  };
  const WORDS = ['vaccination', 'diabete', 'asthme', 'anticoagulants', 'acne', 'sommeil', 'douleur', 'contraception', 'plaies', 'nutrition', 'microbiote', 'phytotherapie', 'stupefiants', 'thyroide', 'allergies', 'vaccinaton', 'diabte', 'asthm'];
  let k = 0;
  const anotherSearch = () => {
    const i = k++;
    return `/back/api/catalog/search?q=${WORDS[i % WORDS.length]}${i >= WORDS.length ? `&page=${1 + (Math.floor(i / WORDS.length) % 5)}&perPage=${5 + Math.floor(i / (WORDS.length * 5))}` : ''}`;
  };

  const helloWorld = await measure('hello-world (bare Fastify)', `http://127.0.0.1:${HELLO_PORT}/`);
  const api = await measure('GET /back/api/catalog', `${base}/back/api/catalog?page=1&perPage=10`, BROWSER);
  const search = await measure('GET /back/api/catalog/search', `${base}/back/api/catalog/search?q=vaccinaton`, BROWSER);
  const ssr = await measure('SSR /catalogue', `${base}/catalogue`, BROWSER);
  const detail = await measure(`SSR ${detailPath}`, `${base}${detailPath}`, BROWSER);
  // For information: every request rendered (a cookie bypasses the anonymous page cache, as for a signed-in user).
  const rendered = await measure('SSR /catalogue, rendered each time', `${base}/catalogue`, { ...BROWSER, cookie: 'bench=1' });
  const uncachedFilters = await measure('catalog API, a new filter set each request', base, BROWSER, newFilterSet);
  const uncachedPage = await measure('catalog API, another page of a seen filter set', base, BROWSER, anotherPage);
  const uncachedSearch = await measure('search API, another query or page each request', base, BROWSER, anotherSearch);
  const signedIn = await measure('SSR /catalogue signed in', `${base}/catalogue`, { ...BROWSER, cookie: sessionCookie });
  const signedInDetail = await measure(`SSR ${detailPath} signed in`, `${base}${detailPath}`, { ...BROWSER, cookie: sessionCookie });

  console.log(`\n${BENCH_TRAININGS} bench trainings, ${CONNECTIONS} connections, ${DURATION_S} s each, Node ${process.version}\n`);
  console.log('| measure | req/s | p50 ms | p95 ms | p99 ms | errors | × hello-world |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const m of [helloWorld, api, search, ssr, detail, rendered, uncachedFilters, uncachedPage, uncachedSearch, signedIn, signedInDetail]) {
    console.log(`| ${m.title} | ${m.rps.toFixed(0)} | ${m.p50} | ${m.p95} | ${m.p99} | ${m.errors} | ${(m.rps / helloWorld.rps).toFixed(2)} |`);
  }
  const verdicts: [string, boolean][] = [
    ['catalogue API ≥ 0.30× hello-world, zero errors', api.rps / helloWorld.rps >= 0.3 && api.errors === 0],
    ['search p95 ≤ 2× catalogue API p95, zero errors', search.p95 <= 2 * Math.max(api.p95, 1) && search.errors === 0],
    ['SSR catalogue page ≥ 0.10× hello-world, zero errors', ssr.rps / helloWorld.rps >= 0.1 && ssr.errors === 0],
    ['SSR detail page ≥ 0.10× hello-world, zero errors', detail.rps / helloWorld.rps >= 0.1 && detail.errors === 0],
    ['uncached catalogue, search and signed-in pages: zero errors',
      [uncachedFilters, uncachedPage, uncachedSearch, signedIn, signedInDetail].every((m) => m.errors === 0)],
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
