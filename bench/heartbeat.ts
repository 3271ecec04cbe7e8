// npm run bench:heartbeat: the tracking write path (issue "Learning I", tests and figures). BENCH_LEARNERS (1,000)
// signed-in learners, each enrolled in the demo's SCORM training on mfo, send a heartbeat every 15 s (spread evenly
// over the interval: 1,000 learners make ~67 requests/s) for BENCH_DURATION seconds (120) to one production server
// process, through the whole HTTP layer (session cookie, CSRF token, contract, the tracking chain's transaction).
// Reports the p50/p99 latency of the call, the errors, and the rows the database takes per hour at that rate,
// extrapolated from the rows counted before and after the run. The embedded database of a fresh DATA_DIR, or the
// PostgreSQL of DATABASE_URL (a scratch database: the learners and their tracking events stay in it).
//
// The learners are prepared directly in the database before the server starts (PGlite has a single owner): users,
// individual accounts and memberships as the demo seed makes them, an enrolment each, and a session row stored the
// way the session plugin stores it (the sha256 of the cookie); each session's CSRF token is then asked of the server.
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { inArray, sql } from 'drizzle-orm';
import { loadConfig } from '@app/api/config';
import { openDatabase } from '@app/api/app';
import { moduleProgress } from '@app/db/schema/module-progress';
import { trackingEvents } from '@app/db/schema/tracking-events';
import { enrol, memberHeaders, percentile, prepareMembers, request, round, startServer, withXsrf, type Member } from './support.ts';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 1000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 120);
const INTERVAL_MS = 15_000;
const PORT = Number(process.env.BENCH_PORT ?? 3904);
const HOST = 'mfo.localhost';
const SLUG = 'accompagner-sevrage-tabagique';
const base = `http://127.0.0.1:${PORT}`;
const pinned = availableParallelism() >= 2;

const dataDir = process.env.DATABASE_URL ? undefined : await mkdtemp(path.join(tmpdir(), 'bench-heartbeat-'));
const env = { NODE_ENV: 'production', LOG_LEVEL: 'warn', ...(dataDir ? { DATA_DIR: dataDir } : {}) };
Object.assign(process.env, env);
const config = loadConfig();

interface Learner extends Member {
  enrolmentId: number;
  moduleId: number;
}

/** The learners and their sessions, each enrolled in the training (the demo data first: the training, mfo). */
async function prepare(): Promise<Learner[]> {
  const members = await prepareMembers(config, { platform: 'mfo', count: LEARNERS });
  const { enrolmentIds, moduleId } = await enrol(config, members, { platform: 'mfo', slug: SLUG });
  return members.map((m, i) => ({ ...m, enrolmentId: enrolmentIds[i], moduleId }));
}

interface Counts {
  events: number;
  progressRows: number;
  eventsBytes: number;
}

/** What the learners' rows add up to (read while the server is stopped: PGlite has a single owner). */
async function count(learners: Learner[]): Promise<Counts> {
  const handle = await openDatabase({ ...config, seedDemo: false });
  try {
    const userIds = learners.map((l) => l.userId);
    const enrolmentIds = learners.map((l) => l.enrolmentId);
    const [{ events }] = await handle.db.select({ events: sql<number>`count(*)::int` }).from(trackingEvents).where(inArray(trackingEvents.userId, userIds));
    const [{ progressRows }] = await handle.db.select({ progressRows: sql<number>`count(*)::int` }).from(moduleProgress).where(inArray(moduleProgress.enrolmentId, enrolmentIds));
    const [{ bytes }] = ((await handle.db.execute(sql`select pg_total_relation_size('tracking_events') as bytes`)) as unknown as { rows: { bytes: string }[] }).rows;
    return { events, progressRows, eventsBytes: Number(bytes) };
  } finally {
    await handle.close();
  }
}

const agent = new http.Agent({ keepAlive: true });

const prepareStarted = performance.now();
const learners = await prepare();
const before = await count(learners);
const prepareSeconds = round((performance.now() - prepareStarted) / 1000);

const serverCommand = [process.execPath, '--import', 'tsx', 'apps/web/server.ts'];
const server = await startServer(env, PORT, pinned ? ['taskset', '-c', '0', ...serverCommand] : serverCommand);
if (pinned) spawn('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });

const latencies: number[] = [];
const failures = new Map<string, number>();
let load: number[] = [];
try {
  await withXsrf(base, HOST, learners);

  const beat = async (l: Learner) => {
    const started = performance.now();
    try {
      const { status } = await request(`${base}/back/api/user/tracking/heartbeat`, {
        method: 'POST', agent,
        headers: { ...memberHeaders(HOST, l), 'content-type': 'application/json' },
        body: JSON.stringify({ courseTrackingId: l.enrolmentId, moduleId: l.moduleId }),
      });
      if (status === 200) latencies.push(performance.now() - started);
      else failures.set(String(status), (failures.get(String(status)) ?? 0) + 1);
    } catch (error) {
      const key = (error as NodeJS.ErrnoException).code ?? 'network';
      failures.set(key, (failures.get(key) ?? 0) + 1);
    }
  };

  // Learner i beats at i/N of the interval, then every interval, until the run's end.
  const start = performance.now() + 1000;
  const end = start + DURATION_S * 1000;
  const inFlight = new Set<Promise<void>>();
  await Promise.all(
    learners.map(async (l, i) => {
      for (let at = start + (i * INTERVAL_MS) / learners.length; at < end; at += INTERVAL_MS) {
        await new Promise((r) => setTimeout(r, Math.max(0, at - performance.now())));
        const sent = beat(l);
        inFlight.add(sent);
        void sent.finally(() => inFlight.delete(sent));
      }
    }),
  );
  await Promise.all(inFlight);
  load = loadavg();
} finally {
  agent.destroy();
  await server.stop();
}

const after = await count(learners);
if (dataDir) await rm(dataDir, { recursive: true, force: true });

latencies.sort((a, b) => a - b);
const ok = latencies.length;
const perHour = (n: number) => Math.round((n * 3600) / DURATION_S);
const eventsInserted = after.events - before.events;
const progressInserted = after.progressRows - before.progressRows;
// Each heartbeat upserts its module's progress row (an insert the learner's first time) and updates its enrolment's
// time: two updated rows per heartbeat once every learner has started, which is what an hour at this rate writes.
const rowsUpdated = ok - progressInserted + ok;
console.log(JSON.stringify({
  database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
  learners: LEARNERS,
  durationSeconds: DURATION_S,
  preparedInSeconds: prepareSeconds,
  serverPinnedToItsOwnCore: pinned,
  loadAverage1mAtEnd: round(load[0] ?? 0),
  heartbeats: { ok, perSecond: round(ok / DURATION_S), errors: Object.fromEntries(failures) },
  latencyMs: { p50: round(percentile(latencies, 50)), p90: round(percentile(latencies, 90)), p99: round(percentile(latencies, 99)), max: round(percentile(latencies, 100)) },
  rows: {
    trackingEventsInserted: eventsInserted,
    moduleProgressInserted: progressInserted,
    rowsUpdated,
    perHour: { trackingEventsInserted: perHour(eventsInserted), rowsUpdated: perHour(2 * ok) },
    trackingEventsBytesPerHour: perHour(after.eventsBytes - before.eventsBytes),
  },
}, null, 2));
if (eventsInserted !== ok) {
  console.error(`tracking events inserted (${eventsInserted}) differ from successful heartbeats (${ok})`);
  process.exitCode = 1;
}
