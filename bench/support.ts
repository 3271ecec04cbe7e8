// What the benches share: the production server started on a database of its own, requests with the Host header kept,
// demo accounts signed in, members prepared straight in the database, and an autocannon measure with its percentiles.
import { spawn, spawnSync, execFileSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { and, asc, eq } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '@app/api/config';
import { openDatabase } from '@app/api/app';
import { DEMO_PASSWORD } from '@app/db/seed/data/accounts';
import { BENCH_TAGS } from '@app/db/seed/bench';
import { accounts } from '@app/db/schema/accounts';
import { enrolments } from '@app/db/schema/enrolments';
import { httpSessions } from '@app/db/schema/http-sessions';
import { memberships } from '@app/db/schema/memberships';
import { platforms } from '@app/db/schema/platforms';
import { trainingModules } from '@app/db/schema/training-modules';
import { trainingOffers } from '@app/db/schema/training-offers';
import { users } from '@app/db/schema/users';
import { DURATION_RANGES, TRAINING_FUNCTIONS } from '@app/domain/catalogue/catalog-filters';
import { FUNDINGS } from '@app/domain/catalogue/fundings';
import { TRAINING_TYPES } from '@app/domain/catalogue/training-types';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const round = (n: number) => Math.round(n * 10) / 10;
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

export interface Answer {
  status: number;
  cookies: string[];
  body: string;
}

/**
 * A request with the headers given as they are: fetch() drops a Host header (a forbidden header name), which would
 * send the request to the default platform instead of the host's.
 */
export function request(url: string, opts: { method?: string; headers?: Record<string, string>; body?: string; agent?: http.Agent } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(url, { method: opts.method ?? 'GET', headers: opts.headers, agent: opts.agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cookies: res.headers['set-cookie'] ?? [], body }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** A request of the bench's own preparation, asked again while the server sheds load (503) rather than failing. */
export async function answered(url: string, opts: Parameters<typeof request>[1] = {}): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    const answer = await request(url, opts);
    if (answer.status !== 503 || attempt === 10) return answer;
    await sleep(1000);
  }
}

export async function waitFor(url: string, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await request(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The CSRF token a session's XSRF-TOKEN cookie carries, as a browser gets it. */
function xsrfOf(cookies: string[]): string | undefined {
  const cookie = cookies.find((c) => c.startsWith('XSRF-TOKEN='));
  return cookie && decodeURIComponent(cookie.slice('XSRF-TOKEN='.length).split(';')[0]);
}

/** Signs a demo account in through the API (CSRF cookie, then login): the headers its requests then send. */
export async function signIn(base: string, host: string, email: string, platform: string): Promise<Record<string, string>> {
  const jar = new Map<string, string>();
  const keep = (cookies: string[]) => {
    for (const c of cookies) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep((await answered(`${base}/back/sanctum/csrf-cookie`, { headers: { host } })).cookies);
  const xsrf = decodeURIComponent(jar.get('XSRF-TOKEN') ?? '');
  const login = await answered(`${base}/back/api/login`, {
    method: 'POST',
    headers: { host, cookie: cookie(), 'content-type': 'application/json', 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, platform }),
  });
  if (login.status !== 200) throw new Error(`login of ${email} answered ${login.status}: ${login.body}`);
  keep(login.cookies);
  return { host, cookie: cookie(), 'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? xsrf) };
}

// --- the database and the server -----------------------------------------------------------------------------------

export type DatabaseKind = 'pglite' | 'postgres';

export interface BenchDatabase {
  kind: DatabaseKind;
  /** What the seed script and the server need in their environment to use it. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function onPostgres(statement: string) {
  const client = new pg.Client({ connectionString: POSTGRES });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database of the bench's own: a fresh data folder for the embedded one, a scratch database `bench_<pid>` on the
 * PostgreSQL server of BENCH_POSTGRES_URL (the local one by default) otherwise.
 */
export async function createDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `bench-${kind}-`));
  const env: Record<string, string> = { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir };
  const name = `bench_${process.pid}`;
  if (kind === 'postgres') {
    await onPostgres(`drop database if exists ${name}`);
    await onPostgres(`create database ${name}`);
    const url = new URL(POSTGRES);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  return {
    kind,
    env,
    async drop() {
      if (kind === 'postgres') await onPostgres(`drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The bench data set (scripts/seed-bench.ts: demo data, `trainings` trainings on mfo, the pharmacy group). */
export function seedBench(env: Record<string, string>, trainings: number) {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed-bench.ts', '--trainings', String(trainings)], {
    env: { ...process.env, ...env }, stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error(`the bench seed exited with ${seeded.status}`);
}

export interface Server {
  base: string;
  process: ChildProcess;
  /** Resident memory of the server process (bytes). */
  rss(): number;
  stop(): Promise<void>;
}

/** The production server (`npm run build` first) on the given database, once its health check answers. */
export async function startServer(env: Record<string, string>, port: number, command = [process.execPath, '--import', 'tsx', 'apps/web/server.ts']): Promise<Server> {
  const [bin, ...args] = command;
  const child = spawn(bin, args, { env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/back/api/health`);
  return {
    base,
    process: child,
    rss: () => 1024 * Number(execFileSync('ps', ['-o', 'rss=', '-p', String(child.pid)], { encoding: 'utf8' }).trim()),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

// --- members prepared in the database -----------------------------------------------------------------------------

export interface Member {
  /** The session cookie's value (its row stores the sha256, as the session plugin does). */
  token: string;
  /** The session's CSRF token, once asked of the server (`withXsrf`). */
  xsrf: string;
  userId: number;
  accountId: number;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * `count` members of a platform, each with an individual account (a shop account with `shop`) and a signed-in
 * session, inserted in one transaction before the server starts (PGlite has a single owner); the demo data first.
 */
export async function prepareMembers(config: Config, opts: { platform: string; count: number; shop?: boolean }): Promise<Member[]> {
  const handle = await openDatabase(config);
  try {
    const [platform] = await handle.db.select({ id: platforms.id }).from(platforms).where(eq(platforms.codeName, opts.platform));
    const run = randomBytes(4).toString('hex');
    const passwordHash = await hash(randomBytes(16).toString('hex'));
    const indexes = Array.from({ length: opts.count }, (_, i) => i);
    const tokens = indexes.map(() => randomBytes(32).toString('base64url'));
    return await handle.db.transaction(async (tx) => {
      const accountRows = await tx
        .insert(accounts)
        .values(indexes.map((i) => ({
          platformId: platform.id, name: `Bench ${run} ${i}`, kind: 'individual' as const, contractValidDate: '2099-12-31', appId: `BENCH-${run}-${i}`,
          ...(opts.shop ? { contractType: 'shop' as const } : {}),
        })))
        .returning({ id: accounts.id });
      const userRows = await tx
        .insert(users)
        .values(indexes.map((i) => ({ platformId: platform.id, email: `bench-${run}-${i}@bench.test`, passwordHash, firstName: 'Bench', lastName: `${i}`, function: 'Pharmacien' as const })))
        .returning({ id: users.id });
      await tx.insert(memberships).values(indexes.map((i) => ({ userId: userRows[i].id, accountId: accountRows[i].id, role: 'learner' as const })));
      const expiresAt = new Date(Date.now() + 14 * 86_400_000);
      await tx.insert(httpSessions).values(indexes.map((i) => ({ id: sha256(tokens[i]), userId: userRows[i].id, data: {}, expiresAt })));
      return indexes.map((i) => ({ token: tokens[i], xsrf: '', userId: userRows[i].id, accountId: accountRows[i].id }));
    });
  } finally {
    await handle.close();
  }
}

export interface Enrolled {
  enrolmentIds: number[];
  /** The training's first module, where the learners' heartbeats go. */
  moduleId: number;
}

/** Enrols the members in a platform's offer of a training (by its slug), before the server starts. */
export async function enrol(config: Config, members: Member[], opts: { platform: string; slug: string }): Promise<Enrolled> {
  const handle = await openDatabase({ ...config, seedDemo: false });
  try {
    const { db } = handle;
    const [offer] = await db
      .select({ id: trainingOffers.id, trainingId: trainingOffers.trainingId, platformId: trainingOffers.platformId })
      .from(trainingOffers)
      .innerJoin(platforms, eq(platforms.id, trainingOffers.platformId))
      .where(and(eq(trainingOffers.slug, opts.slug), eq(platforms.codeName, opts.platform)));
    const [first] = await db.select({ id: trainingModules.id }).from(trainingModules).where(eq(trainingModules.trainingId, offer.trainingId)).orderBy(asc(trainingModules.position)).limit(1);
    const rows = await db
      .insert(enrolments)
      .values(members.map((m) => ({ platformId: offer.platformId, userId: m.userId, accountId: m.accountId, trainingId: offer.trainingId, offerId: offer.id })))
      .returning({ id: enrolments.id });
    return { enrolmentIds: rows.map((r) => r.id), moduleId: first.id };
  } finally {
    await handle.close();
  }
}

/** Asks the server each member's CSRF token, fifty at a time. */
export async function withXsrf(base: string, host: string, members: Member[]): Promise<void> {
  for (let i = 0; i < members.length; i += 50) {
    await Promise.all(
      members.slice(i, i + 50).map(async (m) => {
        const { status, cookies } = await answered(`${base}/back/sanctum/csrf-cookie`, { headers: { host, cookie: `session=${m.token}` } });
        const xsrf = xsrfOf(cookies);
        if (!xsrf) throw new Error(`no CSRF token for a bench session (${status})`);
        m.xsrf = xsrf;
      }),
    );
  }
}

/** The headers of a member's writes: session cookie and CSRF token. */
export const memberHeaders = (host: string, m: Member) => ({
  host, cookie: `session=${m.token}; XSRF-TOKEN=${encodeURIComponent(m.xsrf)}`, 'x-xsrf-token': m.xsrf,
});

// --- measures ----------------------------------------------------------------------------------------------------

export interface Measure {
  title: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers of 4xx and 5xx, and requests without an answer (connection errors, timeouts). */
  errors: number;
  /** Of which 503 (shed) and timeouts. */
  shed: number;
  timeouts: number;
}

export type Requests = autocannon.Request[];

/**
 * One autocannon run, after a warm-up when asked; latencies of every answer are kept to compute the percentiles
 * exactly. `requests` is a sequence each connection goes through again and again (autocannon's `requests`).
 */
export async function measure(
  title: string,
  opts: { base: string; connections: number; duration?: number; amount?: number; requests?: Requests; headers?: Record<string, string>; warmUp?: number; timeout?: number },
): Promise<Measure> {
  const options = {
    url: opts.base, connections: opts.connections, headers: opts.headers, timeout: opts.timeout ?? 10,
    ...(opts.requests ? { requests: opts.requests } : {}),
  };
  if (opts.warmUp) await autocannon({ ...options, duration: opts.warmUp });
  const latencies: number[] = [];
  let failed = 0;
  let shed = 0;
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, ...(opts.amount ? { amount: opts.amount } : { duration: opts.duration ?? 10 }) }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    instance.on('response', (_client, status, _bytes, time) => {
      latencies.push(time);
      if (status >= 400) failed++;
      if (status === 503) shed++;
    });
  });
  latencies.sort((a, b) => a - b);
  const at = (p: number) => round(percentile(latencies, p));
  return {
    title, requests: latencies.length, rps: latencies.length / r.duration, p50: at(50), p95: at(95), p99: at(99),
    errors: failed + r.errors, shed, timeouts: r.timeouts,
  };
}

/** Cycles through a list: each call gives the next item. */
export function cycle<T>(items: readonly T[]): () => T {
  let i = 0;
  return () => items[i++ % items.length];
}

const TYPE_SETS = [...TRAINING_TYPES, ...TRAINING_TYPES.flatMap((a, i) => TRAINING_TYPES.slice(i + 1).map((b) => `${a},${b}`))];
const FUNDING_SETS = ['', ...FUNDINGS];
const DURATION_SETS = ['', ...DURATION_RANGES, 'lt1h,1to3h'];
const FREE = ['', 'true', 'false'];
const FUNCTIONS = ['', ...TRAINING_FUNCTIONS];
const TAGS = ['', ...BENCH_TAGS];

/**
 * The i-th of about two million distinct catalogue filter sets (a type or two, funding, duration, free, then audience
 * and theme): enough that a bench at thousands of requests a second never asks for one again.
 */
export function filterSet(i: number): string {
  const pick = <T>(values: readonly T[]) => {
    const value = values[i % values.length];
    i = Math.floor(i / values.length);
    return value;
  };
  const parts = [
    `type=${pick(TYPE_SETS)}`, `funding=${pick(FUNDING_SETS)}`, `duration=${pick(DURATION_SETS)}`, `free=${pick(FREE)}`,
    `function=${encodeURIComponent(pick(FUNCTIONS))}`, `tags=${encodeURIComponent(pick(TAGS))}`,
  ];
  return parts.filter((p) => !p.endsWith('=')).join('&');
}

/** Search words, a few of them misspelt as people type them. */
export const SEARCH_WORDS = ['vaccination', 'diabete', 'asthme', 'anticoagulants', 'acne', 'sommeil', 'douleur', 'contraception', 'plaies', 'nutrition', 'microbiote', 'phytotherapie', 'stupefiants', 'thyroide', 'allergies', 'vaccinaton', 'diabte', 'asthm'];
