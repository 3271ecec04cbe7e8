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
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { loadConfig } from '@app/api/config';
import { openDatabase } from '@app/api/app';
import { accounts } from '@app/db/schema/accounts';
import { enrolments } from '@app/db/schema/enrolments';
import { httpSessions } from '@app/db/schema/http-sessions';
import { memberships } from '@app/db/schema/memberships';
import { moduleProgress } from '@app/db/schema/module-progress';
import { platforms } from '@app/db/schema/platforms';
import { trackingEvents } from '@app/db/schema/tracking-events';
import { trainingModules } from '@app/db/schema/training-modules';
import { trainingOffers } from '@app/db/schema/training-offers';
import { users } from '@app/db/schema/users';
import { seedDemo } from '@app/db/seed/demo';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 1000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 120);
const INTERVAL_MS = 15_000;
const PORT = Number(process.env.BENCH_PORT ?? 3904);
const HOST = 'mfo.localhost';
const SLUG = 'accompagner-sevrage-tabagique';
const base = `http://127.0.0.1:${PORT}`;
const pinned = availableParallelism() >= 2;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const dataDir = process.env.DATABASE_URL ? undefined : await mkdtemp(path.join(tmpdir(), 'bench-heartbeat-'));
const env = { NODE_ENV: 'production', LOG_LEVEL: 'warn', ...(dataDir ? { DATA_DIR: dataDir } : {}) };
Object.assign(process.env, env);
const config = loadConfig();

interface Learner {
  token: string;
  xsrf: string;
  enrolmentId: number;
  moduleId: number;
  userId: number;
}

/** The learners, their enrolments and sessions, in one transaction; the demo data first (the training, mfo). */
async function prepare(): Promise<Learner[]> {
  const handle = await openDatabase(config);
  try {
    const { db } = handle;
    await seedDemo(db);
    const [offer] = await db
      .select({ id: trainingOffers.id, trainingId: trainingOffers.trainingId, platformId: trainingOffers.platformId })
      .from(trainingOffers)
      .innerJoin(platforms, eq(platforms.id, trainingOffers.platformId))
      .where(and(eq(trainingOffers.slug, SLUG), eq(platforms.codeName, 'mfo')));
    const [first] = await db.select({ id: trainingModules.id }).from(trainingModules).where(eq(trainingModules.trainingId, offer.trainingId)).orderBy(asc(trainingModules.position)).limit(1);
    const run = randomBytes(4).toString('hex');
    const passwordHash = await hash(randomBytes(16).toString('hex'));
    const indexes = Array.from({ length: LEARNERS }, (_, i) => i);
    const tokens = indexes.map(() => randomBytes(32).toString('base64url'));
    return await db.transaction(async (tx) => {
      const accountRows = await tx
        .insert(accounts)
        .values(indexes.map((i) => ({ platformId: offer.platformId, name: `Bench ${run} ${i}`, kind: 'individual' as const, contractValidDate: '2099-12-31', appId: `BENCH-${run}-${i}` })))
        .returning({ id: accounts.id });
      const userRows = await tx
        .insert(users)
        .values(indexes.map((i) => ({ platformId: offer.platformId, email: `bench-${run}-${i}@bench.test`, passwordHash, firstName: 'Bench', lastName: `${i}`, function: 'Pharmacien' as const })))
        .returning({ id: users.id });
      await tx.insert(memberships).values(indexes.map((i) => ({ userId: userRows[i].id, accountId: accountRows[i].id, role: 'learner' as const })));
      const enrolmentRows = await tx
        .insert(enrolments)
        .values(indexes.map((i) => ({ platformId: offer.platformId, userId: userRows[i].id, accountId: accountRows[i].id, trainingId: offer.trainingId, offerId: offer.id })))
        .returning({ id: enrolments.id });
      const expiresAt = new Date(Date.now() + 14 * 86_400_000);
      await tx.insert(httpSessions).values(indexes.map((i) => ({ id: sha256(tokens[i]), userId: userRows[i].id, data: {}, expiresAt })));
      return indexes.map((i) => ({ token: tokens[i], xsrf: '', enrolmentId: enrolmentRows[i].id, moduleId: first.id, userId: userRows[i].id }));
    });
  } finally {
    await handle.close();
  }
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

function request(pathname: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; cookies: string[] }>((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { method: opts.method ?? 'GET', headers: { host: HOST, ...opts.headers }, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cookies: res.headers['set-cookie'] ?? [] }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** The CSRF token of a session, as a browser gets it (the XSRF-TOKEN cookie of /sanctum/csrf-cookie). */
async function xsrfOf(token: string): Promise<string> {
  const { cookies } = await request('/back/sanctum/csrf-cookie', { headers: { cookie: `session=${token}` } });
  const cookie = cookies.find((c) => c.startsWith('XSRF-TOKEN='));
  if (!cookie) throw new Error('no CSRF token for a bench session');
  return decodeURIComponent(cookie.slice('XSRF-TOKEN='.length).split(';')[0]);
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

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);
const round = (n: number) => Math.round(n * 10) / 10;

const prepareStarted = performance.now();
const learners = await prepare();
const before = await count(learners);
const prepareSeconds = round((performance.now() - prepareStarted) / 1000);

const serverCommand = [process.execPath, '--import', 'tsx', 'apps/web/server.ts'];
const [command, ...args] = pinned ? ['taskset', '-c', '0', ...serverCommand] : serverCommand;
const server = spawn(command, args, { env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] });
if (pinned) spawn('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

const latencies: number[] = [];
const failures = new Map<string, number>();
let load: number[] = [];
try {
  await waitFor(`${base}/back/api/health`);
  for (let i = 0; i < learners.length; i += 50) {
    await Promise.all(learners.slice(i, i + 50).map(async (l) => (l.xsrf = await xsrfOf(l.token))));
  }

  const beat = async (l: Learner) => {
    const started = performance.now();
    try {
      const { status } = await request('/back/api/user/tracking/heartbeat', {
        method: 'POST',
        headers: { cookie: `session=${l.token}; XSRF-TOKEN=${encodeURIComponent(l.xsrf)}`, 'x-xsrf-token': l.xsrf, 'content-type': 'application/json' },
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
  server.kill('SIGTERM');
  await exited;
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
