// npm run bench:dashboard: the pharmacy-management reads of a pharmacy group of 2,000 learners (issue 15: p95 ≤ 200 ms
// at 20 concurrent connections), against the production build: the bench seed (BENCH_TRAININGS trainings, 0 by
// default: the group's figures do not depend on them) with its pharmacy group, the group's owner signed in, then
// autocannon on the dashboard (this year, and a year each request among the five offered) and on the learners list
// of issue 15 part 2 (BENCH_LEARNERS_PATH, its first page by default; skipped while the build has no such call).
// BENCH_CONNECTIONS (20), BENCH_DURATION (10 s). The embedded database of a fresh DATA_DIR, or DATABASE_URL.
import { DASHBOARD_BENCH } from '@app/db/seed/dashboard-demo';
import { createDatabase, measure as measureWith, request, seedBench, signIn, startServer } from './support.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TRAININGS = process.env.BENCH_TRAININGS ?? '0';
const LEARNERS_PATH = process.env.BENCH_LEARNERS_PATH ?? '/back/api/user/referent/apprenants?page=1';
const PORT = Number(process.env.BENCH_PORT ?? 3905);
const HOST = 'mfo.localhost';
const P95_MS = 200;
const base = `http://127.0.0.1:${PORT}`;

/** One autocannon run after a 2 s warm-up, each request asking for the next path. */
const measure = (title: string, headers: Record<string, string>, paths: () => string) =>
  measureWith(title, { base, connections: CONNECTIONS, duration: DURATION_S, warmUp: 2, headers, requests: [{ setupRequest: (r) => ({ ...r, path: paths() }) }] });

// A fresh data folder; PostgreSQL instead when DATABASE_URL is set (the server inherits it).
const database = await createDatabase('pglite');
seedBench(database.env, Number(TRAININGS));
const app = await startServer(database.env, PORT);
try {
  const headers = { ...(await signIn(base, HOST, DASHBOARD_BENCH.owner, DASHBOARD_BENCH.platform)), 'accept-encoding': 'gzip, deflate, br' };
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
  await app.stop();
  await database.drop();
}
