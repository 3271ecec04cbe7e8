// The fault runs' shared part (`npm run fault`, bench/fault.ts): the production server started, killed with SIGKILL
// and started again; a PostgreSQL of the run's own restarted under load (--db-restart); a browser (cookie jar, CSRF
// header); the database read by SQL; the figures every flow reports.
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { createDb, isDatabaseUnavailable, type DbHandle } from '@app/db/client';
import { DEMO_PASSWORD } from '@app/db/seed/data/accounts';
import { percentile, sleep } from '../support.ts';

/** A request that has not answered in this time hangs (a violation). */
const HANG_MS = 20_000;

export interface Harness {
  base: string;
  query<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** The database as Drizzle sees it (the tracking chain's check). */
  db: DbHandle['db'];
  /** Records a broken invariant of a kind (the report counts them by kind). */
  fail(kind: string, detail: string): void;
}

/** The production server on the run's database, with its DATA_DIR kept across restarts. */
export class ServerProcess {
  private child: ChildProcess | null = null;
  constructor(private readonly env: Record<string, string>, readonly base: string) {}

  /** Starts it and waits for its health check: the milliseconds it took. */
  async start(seed: boolean): Promise<number> {
    const began = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/web/server.ts'], {
      env: { ...process.env, ...this.env, SEED_DEMO: seed ? '1' : '0' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    await untilReady(`${this.base}/back/api/health`, () => (child.exitCode !== null ? `the server exited with code ${child.exitCode}` : null));
    return Date.now() - began;
  }

  get alive(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  }
}

/** Waits until a URL answers 200 (within 120 s), failing early when `gone` says why it never will. */
export async function untilReady(url: string, gone: () => string | null = () => null): Promise<void> {
  const began = Date.now();
  for (;;) {
    const reason = gone();
    if (reason) throw new Error(reason);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5000) })).ok) return;
    } catch {
      // not listening yet, or its database not back
    }
    if (Date.now() - began > 120_000) throw new Error(`${url} did not answer within 120 s`);
    await sleep(100);
  }
}

/**
 * A PostgreSQL of the run's own (the installed server programs, trust authentication, a temporary data folder), so that
 * restarting it under load disturbs nobody else's database.
 */
export class OwnPostgres {
  private constructor(private readonly dir: string, readonly url: string, private readonly owner: { uid?: number; gid?: number }) {}
  /** PostgreSQL's server programs: `PG_BIN`, else where PostgreSQL's own `pg_config` says they are. */
  static get BIN(): string {
    return process.env.PG_BIN ?? execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  }

  static async create(port: number): Promise<OwnPostgres> {
    const dir = await mkdtemp(path.join(tmpdir(), 'fault-pg-'));
    // PostgreSQL refuses to run as root: then it runs as the system's postgres user, owner of the folder.
    const owner: { uid?: number; gid?: number } = {};
    if (process.getuid?.() === 0) {
      owner.uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
      owner.gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
      await chown(dir, owner.uid, owner.gid);
    }
    execFileSync(path.join(OwnPostgres.BIN, 'initdb'), ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'], { stdio: 'ignore', ...owner });
    const own = new OwnPostgres(dir, `postgres://postgres@127.0.0.1:${port}/fault`, owner);
    own.ctl(['start', '-w', '-o', `-p ${port} -k ${dir}`]);
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    await client.connect();
    await client.query('create database fault');
    await client.end();
    return own;
  }

  private ctlArgs = (args: string[]) => ['-D', path.join(this.dir, 'data'), '-l', path.join(this.dir, 'log'), ...args];

  private ctl(args: string[]) {
    execFileSync(path.join(OwnPostgres.BIN, 'pg_ctl'), this.ctlArgs(args), { stdio: 'ignore', ...this.owner });
  }

  /** An immediate restart: connections cut without a clean shutdown, crash recovery on the way up (the load goes on meanwhile). */
  restart(): Promise<unknown> {
    return promisify(execFile)(path.join(OwnPostgres.BIN, 'pg_ctl'), this.ctlArgs(['restart', '-w', '-m', 'immediate']), this.owner);
  }

  async stop(): Promise<void> {
    this.ctl(['stop', '-m', 'fast']);
    await rm(this.dir, { recursive: true, force: true });
  }
}

/** What the browsers saw: answers by status class that matter here. */
export const answers = { unavailable: 0, serverErrors: [] as string[], hangs: [] as string[] };

/** A browser: its cookies, the CSRF header on writes, and JSON or form bodies. */
export function browser(base: string) {
  const jar = new Map<string, string>();
  const request = async (method: string, url: string, opts: { json?: unknown; form?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (jar.has('XSRF-TOKEN')) headers['x-xsrf-token'] = decodeURIComponent(jar.get('XSRF-TOKEN')!);
    let body: string | undefined;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.form).toString();
    }
    let response: Response;
    try {
      response = await fetch(`${base}${url}`, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(HANG_MS) });
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') answers.hangs.push(`${method} ${url}`);
      throw error;
    }
    if (response.status === 503) answers.unavailable++;
    // The payment sandbox stands for the provider: its page answers 502 when the notification it forwards is refused.
    else if (response.status >= 500 && url.startsWith('/back/api/')) answers.serverErrors.push(`${method} ${url}: ${response.status}`);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  /** A JSON call that must succeed: its `data`, or an error naming the call and its answer. */
  const call = async <T>(method: string, url: string, json?: unknown): Promise<T> => {
    const res = await request(method, url, { json });
    if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: T }).data;
  };
  return {
    request,
    call,
    async login(email: string) {
      await request('GET', '/back/sanctum/csrf-cookie');
      const res = await request('POST', '/back/api/login', { json: { email, password: DEMO_PASSWORD, platform: 'demo' } });
      if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
    },
  };
}
export type Browser = ReturnType<typeof browser>;

/** A browser signed in, asking again while the server or its database comes back. */
export async function signedIn(base: string, email: string): Promise<Browser> {
  for (let attempt = 1; ; attempt++) {
    const b = browser(base);
    try {
      await b.login(email);
      return b;
    } catch (error) {
      if (attempt === 20) throw error;
      await sleep(500);
    }
  }
}

/** The SQL side of the run: a small pool that outlives a database restart (a query on a dropped connection is asked again). */
export function sqlOf(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => {});
  const query = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => (await retried(() => pool.query<T>(text, params))).rows;
  return { pool, query };
}

/** The run's own reads, asked again while its connections dropped by a database restart are replaced. */
export async function retried<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || attempt === 50) throw error;
      await sleep(200);
    }
  }
}

export const openDb = (url: string) => createDb({ databaseUrl: url });

/** A new member of the demo platform (password of the demo accounts), with an individual account when asked. */
export async function newLearner(h: Pick<Harness, 'query'>, tag: string, opts: { account?: 'shop' | 'individual'; joins?: string; fn?: string } = {}) {
  const email = `fault-${tag}@bench.test`;
  const [user] = await h.query<{ id: string; platform_id: string }>(
    `insert into users (platform_id, email, password_hash, first_name, last_name, function)
     select platform_id, $1, password_hash, 'Fault', $2, $3 from users where email = 'boutique@demo.test' returning id, platform_id`,
    [email, tag, opts.fn ?? 'Pharmacien'],
  );
  let accountId: number | null = null;
  if (opts.joins) {
    const [account] = await h.query<{ id: string }>(`select id from accounts where app_id = $1 or name = $1 limit 1`, [opts.joins]);
    accountId = Number(account.id);
  } else if (opts.account) {
    const [account] = await h.query<{ id: string }>(
      `insert into accounts (platform_id, name, kind, contract_type, contract_valid_date) values ($1, $2, 'individual', $3, '2099-12-31') returning id`,
      [user.platform_id, `Fault ${tag}`, opts.account === 'shop' ? 'shop' : null],
    );
    accountId = Number(account.id);
  }
  if (accountId !== null) await h.query(`insert into memberships (user_id, account_id, role) values ($1, $2, 'learner')`, [user.id, accountId]);
  return { userId: Number(user.id), email, accountId, platformId: Number(user.platform_id) };
}

export const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/** One run of a flow: driven through the API while the fault strikes, then checked, retried and checked again. */
export interface FaultRun {
  /** How far the flow was acknowledged (2xx) by the server: the kill stage reported. */
  stage: string;
  /** Drives the flow as a browser would; stops at the first failed call. */
  drive(): Promise<void>;
  /** Checks the database as the fault left it. */
  crashed(): Promise<void>;
  /** Retries as the user (or the provider) would. */
  retry(): Promise<void>;
  /** Checks the end state. */
  end(): Promise<void>;
}

export interface Flow {
  /** Picks the seeded data the runs use, once the server has seeded the database. */
  setup(): Promise<void>;
  /** Fresh data for run i, prepared by SQL, with its browsers signed in. */
  prepare(i: number): Promise<FaultRun>;
  /** Checks across every run, once they are over. */
  finish?(): Promise<void>;
}

export type FlowFactory = (h: Harness) => Flow;
