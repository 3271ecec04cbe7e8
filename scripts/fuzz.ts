// npm run fuzz (issue 18 part 2, the long run): the API alone on a fresh data folder (the demo seeded, the embedded
// database, or PostgreSQL when DATABASE_URL is set), listening on FUZZ_PORT (3980 unless set); every endpoint of every
// contract gets --runs raw requests over HTTP (10,000 unless given) drawn by apps/api/src/quality/fuzz-requests.ts,
// from --seed (the time unless given, printed to replay a run). Counts per endpoint the requests, 5xx answers and
// dropped connections (socket errors, no answer within 30 s); the health check must answer 200 at the end. Exits 1
// on any 5xx or drop. --endpoints 1-40 fuzzes only those (in the order printed), so that a long run can be done in
// parts, each with its seed.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { DEMO_PASSWORD } from '@app/db/seed/data/accounts';
import { contractsIn, nameOf } from '../apps/api/src/test/contract-sweep.ts';
import { describeRequest, fuzzOrder, fuzzRequests, headersFor, serverFault, type Caller, type CallerSession, type FuzzRequest } from '../apps/api/src/quality/fuzz-requests.ts';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '10000' }, seed: { type: 'string' }, concurrency: { type: 'string', default: '4' }, endpoints: { type: 'string' } },
});
const RUNS = Number(args.runs);
const SEED = Number(args.seed ?? Date.now() % 2 ** 31);
const CONCURRENCY = Number(args.concurrency);
const [FIRST, LAST] = args.endpoints ? args.endpoints.split('-').map(Number) : [1, Number.POSITIVE_INFINITY];
if (!(FIRST >= 1 && LAST >= FIRST)) throw new Error(`--endpoints is a range of positions such as 1-40, not ${args.endpoints}`);
const PORT = Number(process.env.FUZZ_PORT ?? 3980);
const BASE = `http://127.0.0.1:${PORT}`;
const HOST = 'demo.localhost';
const ANSWER_WITHIN_MS = 30_000;
/** Demo accounts (HOSTS.md) whose sessions the requests carry, so that handlers run past the sign-in check. */
const ACCOUNTS: Record<Exclude<Caller, 'visitor'>, string> = { learner: 'pharmacien@demo.test', admin: 'admin@demo.test' };

type Outcome = { status: number; cookies: string[]; body: string } | { dropped: string };

/** Sends a request as it is; an answer counts even when the server stops reading the rest of a large body. */
function send(request: { method: string; url: string; headers: Record<string, string>; payload?: string | Buffer }): Promise<Outcome> {
  return new Promise((resolve) => {
    let answered = false;
    // Framed by its length whatever the method: Node's client sends a DELETE's body unframed, which the server's parser
    // rightly takes for a broken next request (400, connection closed).
    const headers = request.payload === undefined ? request.headers : { ...request.headers, 'content-length': String(Buffer.byteLength(request.payload)) };
    const req = http.request(`${BASE}${request.url}`, { method: request.method, headers, timeout: ANSWER_WITHIN_MS }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cookies: res.headers['set-cookie'] ?? [], body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (error) => resolve({ dropped: `${(error as NodeJS.ErrnoException).code ?? error.message} while reading` }));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)));
    req.on('error', (error) => {
      if (!answered) resolve({ dropped: (error as NodeJS.ErrnoException).code ?? error.message });
    });
    req.end(request.payload);
  });
}

async function signIn(email: string): Promise<CallerSession> {
  const jar = new Map<string, string>();
  const keep = (cookies: string[]) => {
    for (const cookie of cookies) {
      const [pair] = cookie.split(';');
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const token = () => decodeURIComponent(jar.get('XSRF-TOKEN') ?? '');
  const csrf = await send({ method: 'GET', url: '/back/sanctum/csrf-cookie', headers: { host: HOST } });
  if ('dropped' in csrf) throw new Error(`the CSRF cookie was not given: ${csrf.dropped}`);
  keep(csrf.cookies);
  const login = await send({
    method: 'POST', url: '/back/api/login',
    headers: { host: HOST, cookie: cookie(), 'content-type': 'application/json', 'x-xsrf-token': token() },
    payload: JSON.stringify({ email, password: DEMO_PASSWORD, platform: 'demo' }),
  });
  if ('dropped' in login || login.status !== 200) throw new Error(`signing in as ${email} failed: ${'dropped' in login ? login.dropped : login.body}`);
  keep(login.cookies);
  return { cookie: cookie(), token: token() };
}

async function waitForHealth(timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const health = await send({ method: 'GET', url: '/back/api/health', headers: { host: HOST } });
    if (!('dropped' in health) && health.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${BASE}/back/api/health did not answer 200 within ${timeoutMs} ms`);
}

async function loadContracts() {
  const dir = path.resolve('packages/contracts/src');
  const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const modules = Object.fromEntries(await Promise.all(files.map(async (file) => [file, await import(pathToFileURL(path.join(dir, file)).href)] as const)));
  return fuzzOrder(contractsIn(modules));
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'fuzz-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/fuzz-server.ts'], {
  env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'error', PORT: String(PORT) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let exited = false;
let stopping = false;
server.on('exit', (code, signal) => {
  exited = true;
  if (!stopping) console.error(`the server exited (${signal ?? code}) during the run`);
});

try {
  const contracts = await loadContracts();
  await waitForHealth();
  const sessions = new Map<Caller, CallerSession>();
  for (const [caller, email] of Object.entries(ACCOUNTS)) sessions.set(caller as Caller, await signIn(email));
  const chosen = contracts.slice(FIRST - 1, LAST);
  console.log(`fuzzing ${chosen.length} endpoints (${FIRST}–${FIRST + chosen.length - 1} of ${contracts.length}), ${RUNS} requests each, seed ${SEED}, ${CONCURRENCY} at a time`);

  const rows: { endpoint: string; requests: number; faults: number; drops: number }[] = [];
  for (const [index, contract] of contracts.entries()) {
    if (index < FIRST - 1 || index >= LAST) continue;
    const requests = fc.sample(fuzzRequests(contract), { seed: SEED + index, numRuns: RUNS });
    const row = { endpoint: nameOf(contract), requests: 0, faults: 0, drops: 0 };
    const report = (request: FuzzRequest, what: string) => {
      if (row.faults + row.drops <= 3) console.error(`${row.endpoint}: ${what} for ${describeRequest(request)}`);
    };
    let next = 0;
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests.length) {
        const request = requests[next++];
        const outcome = await send({ ...request, headers: headersFor(request, sessions.get(request.caller)) });
        row.requests++;
        if ('dropped' in outcome) {
          row.drops++;
          report(request, `dropped (${outcome.dropped})`);
        } else if (serverFault(contract, outcome.status)) {
          row.faults++;
          report(request, `${outcome.status} ${outcome.body.slice(0, 300)}`);
        }
      }
    }));
    rows.push(row);
    console.log(`${index + 1}. ${row.endpoint}: ${row.requests} requests, ${row.faults} 5xx, ${row.drops} dropped`);
    if (exited) break;
  }

  const total = (key: 'requests' | 'faults' | 'drops') => rows.reduce((sum, row) => sum + row[key], 0);
  const health = exited ? { dropped: 'server exited' } : await send({ method: 'GET', url: '/back/api/health', headers: { host: HOST } });
  const healthy = !('dropped' in health) && health.status === 200;
  console.log(`\n${rows.length} endpoints, ${total('requests')} requests, ${total('faults')} 5xx, ${total('drops')} dropped; health check ${healthy ? '200' : 'FAILED'}; seed ${SEED}`);
  process.exitCode = total('faults') === 0 && total('drops') === 0 && healthy && !exited ? 0 : 1;
} finally {
  stopping = true;
  server.kill('SIGTERM');
  await new Promise((resolve) => (exited ? resolve(undefined) : server.once('exit', resolve)));
  await rm(dataDir, { recursive: true, force: true });
}
