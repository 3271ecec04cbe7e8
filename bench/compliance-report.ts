// npm run bench:compliance-report: the team compliance report (issue 19 part 5) of the pharmacy group of 2,000
// learners, against the production build: the bench seed with its group, the group's owner signed in, then the PDF asked
// BENCH_RUNS times (3) one after the other, each timed. A team's report must not take minutes: FAIL above a minute.
// The embedded database of a fresh DATA_DIR, or DATABASE_URL.
import { DASHBOARD_BENCH } from '@app/db/seed/dashboard-demo';
import { createDatabase, request, seedBench, signIn, startServer } from './support.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3906);
const HOST = 'mfo.localhost';
const LIMIT_S = 60;
const base = `http://127.0.0.1:${PORT}`;

const database = await createDatabase('pglite');
seedBench(database.env, 0);
const app = await startServer(database.env, PORT);
try {
  const headers = await signIn(base, HOST, DASHBOARD_BENCH.owner, DASHBOARD_BENCH.platform);
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const answer = await request(`${base}/back/api/user/referent/compliance/report`, { headers });
    times.push((performance.now() - start) / 1000);
    if (answer.status !== 200) throw new Error(`the team report answered ${answer.status}`);
    size = answer.body.length;
  }
  console.log(`\nTeam compliance report of ${DASHBOARD_BENCH.account}, Node ${process.version}: ${times.map((s) => `${s.toFixed(1)} s`).join(', ')} (≈ ${(size / 1e6).toFixed(1)} MB)`);
  const ok = Math.max(...times) <= LIMIT_S;
  console.log(`${ok ? 'PASS' : 'FAIL'} every report within ${LIMIT_S} s`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await app.stop();
  await database.drop();
}
