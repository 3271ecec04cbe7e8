// npm run bench:cockpit: the owner's compliance cockpit of a pharmacy group of 2,000 learners (issue 19 part 4: p95 ≤
// 300 ms at 10 concurrent connections), against the production build: the bench seed (BENCH_TRAININGS trainings, 0 by
// default) with its pharmacy group, the group's owner signed in, then autocannon on the cockpit's call (its first page,
// then another page or status each request). BENCH_CONNECTIONS (10), BENCH_DURATION (10 s). The embedded database of a
// fresh DATA_DIR, or DATABASE_URL.
import { DASHBOARD_BENCH } from '@app/db/seed/dashboard-demo';
import { createDatabase, measure as measureWith, request, seedBench, signIn, startServer } from './support.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TRAININGS = process.env.BENCH_TRAININGS ?? '0';
const PORT = Number(process.env.BENCH_PORT ?? 3906);
const HOST = 'mfo.localhost';
const P95_MS = 300;
const PATH = '/back/api/user/referent/compliance';
const base = `http://127.0.0.1:${PORT}`;

const measure = (title: string, headers: Record<string, string>, paths: () => string) =>
  measureWith(title, { base, connections: CONNECTIONS, duration: DURATION_S, warmUp: 2, headers, requests: [{ setupRequest: (r) => ({ ...r, path: paths() }) }] });

const database = await createDatabase('pglite');
seedBench(database.env, Number(TRAININGS));
const app = await startServer(database.env, PORT);
try {
  const headers = { ...(await signIn(base, HOST, DASHBOARD_BENCH.owner, DASHBOARD_BENCH.platform)), 'accept-encoding': 'gzip, deflate, br' };
  const first = JSON.parse((await request(`${base}${PATH}`, { headers })).body);
  if (first.data?.summary?.learners !== 2000) throw new Error(`the group's cockpit counts ${first.data?.summary?.learners} learners, not 2,000`);
  const pages = Math.ceil(2000 / first.data.learners.perPage);
  const statuses = ['', 'missing', 'atRisk', 'met'];
  let n = 0;
  const measures = [
    await measure(`GET ${PATH}`, headers, () => PATH),
    await measure('GET cockpit, another page and status each request', headers, () => `${PATH}?page=${1 + (n % pages)}&status=${statuses[n++ % statuses.length]}`),
  ];
  console.log(`\nPharmacy group of ${first.data.summary.learners} learners, ${CONNECTIONS} connections, ${DURATION_S} s each, Node ${process.version}\n`);
  console.log('| measure | req/s | p50 ms | p95 ms | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const m of measures) console.log(`| ${m.title} | ${m.rps.toFixed(0)} | ${m.p50} | ${m.p95} | ${m.errors} |`);
  const ok = measures.every((m) => m.p95 <= P95_MS && m.errors === 0);
  console.log(`\n${ok ? 'PASS' : 'FAIL'} p95 ≤ ${P95_MS} ms, zero errors`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await app.stop();
  await database.drop();
}
