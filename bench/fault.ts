// `npm run fault -- --flow checkout|learning|booking|funding|all --runs N [--db-restart] [--max-delay ms]` (issue 14's
// checkout fault test, extended by issue 18 to the other flows). The production server (`npm run build` first) runs
// on PostgreSQL. Each run prepares fresh data by SQL, drives a flow through the HTTP API as a browser would (CSRF
// cookie and header) and strikes at a random moment inside it (0 to 1.3 × one calibrated run):
// - by default the server is killed with SIGKILL and started again (DATABASE_URL: a database it may fill);
// - with --db-restart, a PostgreSQL of the run's own (Debian's binaries, port 5499, a temporary folder) is restarted
//   with `pg_ctl restart -m immediate` while the server keeps running: the server must answer 503 meanwhile (no 500,
//   no hang, no exit) and recover by itself.
// Then the database is checked as the fault left it, the user retries as they would, and the end state is checked;
// each flow's file (bench/fault/) states its invariants. Prints the runs, the stage each fault struck, the violations by
// kind and the median recovery; exits 1 on any violation.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sleep } from './support.ts';
import { answers, median, OwnPostgres, openDb, ServerProcess, sqlOf, untilReady, type FlowFactory, type Harness } from './fault/harness.ts';
import checkout from './fault/checkout.ts';
import learning from './fault/learning.ts';
import booking from './fault/booking.ts';
import funding from './fault/funding.ts';

const FLOWS: Record<string, FlowFactory> = { checkout, learning, booking, funding };

const { values: args } = parseArgs({
  options: {
    flow: { type: 'string', default: 'checkout' },
    runs: { type: 'string', default: '20' },
    'max-delay': { type: 'string' },
    port: { type: 'string' },
    'db-restart': { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const names = args.flow === 'all' ? Object.keys(FLOWS) : [args.flow];
if (names.some((n) => !FLOWS[n])) {
  process.stderr.write(`--flow is one of ${Object.keys(FLOWS).join(', ')} or all\n`);
  process.exit(2);
}
const RUNS = Number(args.runs);
const PORT = Number(args.port ?? process.env.E2E_PORT ?? 3962);
const DB_RESTART = args['db-restart'];
if (!DB_RESTART && !process.env.DATABASE_URL) {
  process.stderr.write('npm run fault needs DATABASE_URL (a PostgreSQL database it may fill: demo data, learners, orders), or --db-restart\n');
  process.exit(1);
}

const BASE = `http://127.0.0.1:${PORT}`;
const OPERATOR_TOKEN = randomBytes(24).toString('hex');
const ownPostgres = DB_RESTART ? await OwnPostgres.create(Number(process.env.FAULT_PG_PORT ?? 5499)) : null;
const DATABASE_URL = ownPostgres?.url ?? process.env.DATABASE_URL!;
const dataDir = await mkdtemp(path.join(tmpdir(), 'fault-'));
const server = new ServerProcess(
  { NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL, DEFAULT_PLATFORM: 'demo', LOG_LEVEL: process.env.LOG_LEVEL ?? 'fatal', JOBS_POLL_SECONDS: '5', OPERATOR_TOKEN },
  BASE,
);
const sql = sqlOf(DATABASE_URL);
const handle = await openDb(DATABASE_URL);
const violations = new Map<string, string[]>();
let failed = false;

const harness: Harness = {
  base: BASE,
  query: sql.query,
  db: handle.db,
  fail(kind, detail) {
    failed = true;
    violations.set(kind, [...(violations.get(kind) ?? []), detail]);
  },
};

/** The fault, struck: the server killed and started again, or the database restarted under the running server. */
async function strike(): Promise<number> {
  if (!ownPostgres) {
    await server.kill();
    return server.start(false);
  }
  const began = Date.now();
  await ownPostgres.restart();
  // The server recovers by itself: its readiness check (a query) answers again.
  try {
    await untilReady(`${BASE}/back/api/ready`, () => (server.alive ? null : 'the server exited while its database restarted'));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}; what the server holds:\n${await holdings()}\n`);
    throw error;
  }
  return Date.now() - began;
}

/** The server's database connections as PostgreSQL and the server's pool see them: why it is not ready. */
async function holdings(): Promise<string> {
  const sessions = await sql.query<Record<string, unknown>>(
    `select pid, state, wait_event_type, wait_event, now() - state_change as since, left(query, 200) as query
       from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  ).catch((error: Error) => [{ error: error.message }]);
  const metrics = await fetch(`${BASE}/metrics`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` }, signal: AbortSignal.timeout(10_000) })
    .then(async (r) => (await r.text()).split('\n').filter((line) => line.startsWith('campus_db_pool')).join('\n'), (error: Error) => `metrics: ${error.message}`);
  return [...sessions.map((row) => JSON.stringify(row)), metrics].join('\n');
}

async function runFlow(name: string) {
  violations.clear();
  answers.unavailable = 0;
  answers.serverErrors.length = 0;
  answers.hangs.length = 0;
  const flow = FLOWS[name](harness);
  await flow.setup();

  // Calibration: how long one run takes (the median of three, the first being cold), so the faults fall inside it.
  const probes: number[] = [];
  for (let p = 0; p < 3; p++) {
    const probe = await flow.prepare(-p);
    const began = Date.now();
    await probe.drive();
    probes.push(Date.now() - began);
  }
  const runMs = median(probes);
  const maxDelay = Number(args['max-delay'] ?? Math.max(50, Math.round(runMs * 1.3)));
  process.stdout.write(`\n${name}: one run takes ${runMs} ms: faults at 0–${maxDelay} ms\n`);

  const stages = new Map<string, number>();
  const recoveryMs: number[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const run = await flow.prepare(i);
    const driven = run.drive().catch(() => undefined);
    await sleep(Math.floor(Math.random() * (maxDelay + 1)));
    const stage = run.stage;
    recoveryMs.push(await strike());
    await driven;
    stages.set(stage, (stages.get(stage) ?? 0) + 1);
    await run.crashed();
    await run.retry();
    await run.end();
    if (i % 10 === 0) process.stdout.write(`  ${i}/${RUNS} runs, ${[...violations.values()].flat().length} violations\n`);
  }
  await flow.finish?.();
  if (answers.serverErrors.length > 0) harness.fail('5xx other than 503', answers.serverErrors.slice(0, 5).join('; '));
  if (answers.hangs.length > 0) harness.fail('request hung', answers.hangs.slice(0, 5).join('; '));
  if (!server.alive) harness.fail('server exited', name);

  process.stdout.write(
    [
      `${name} — ${RUNS} runs, ${DB_RESTART ? 'database restarted (pg_ctl restart -m immediate)' : 'server killed (SIGKILL)'}`,
      `  stage at the fault: ${[...stages].map(([s, n]) => `${s} ${n}`).join(', ')}`,
      ...(DB_RESTART ? [`  503 answers while the database was away: ${answers.unavailable}`] : []),
      `  median ${DB_RESTART ? 'recovery (restart to ready)' : 'restart'}: ${median(recoveryMs)} ms`,
      `  violations: ${[...violations.values()].flat().length}${violations.size ? '' : ' (none)'}`,
      ...[...violations].flatMap(([kind, list]) => [`    ${kind}: ${list.length}`, ...list.slice(0, 5).map((v) => `      ${v}`)]),
    ].join('\n') + '\n',
  );
}

let anyViolation = false;
try {
  process.stdout.write(`fault — ${names.join(', ')}, ${RUNS} runs each, on ${ownPostgres ? 'a PostgreSQL of its own' : new URL(DATABASE_URL).pathname.slice(1)}, port ${PORT}\n`);
  await server.start(true);
  for (const name of names) {
    await runFlow(name);
    anyViolation ||= failed;
    failed = false;
  }
} finally {
  await server.kill('SIGTERM');
  await sql.pool.end();
  await handle.close();
  await ownPostgres?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(anyViolation ? 1 : 0);
