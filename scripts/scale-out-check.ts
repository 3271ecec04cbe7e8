// npm run scale-out:check (CI, after the build): two production server processes sharing one PostgreSQL database,
// one Redis and the same secrets, behind a round-robin HTTP and WebSocket proxy, serve a learner's journey whose
// requests alternate between them; the live event raised by an action served by one instance reaches the learner's
// socket held by the other. Builds nothing: it needs `npm run build` first, PostgreSQL (the PG* variables) and Redis
// (REDIS_URL, default redis://127.0.0.1:6379). Ports: SCALE_OUT_PORT (default 3940) for the proxy, the next two for
// the instances.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PusherClient from 'pusher-js';
import { DEMO_PASSWORD } from '@app/db/seed/data/accounts';
import { EVENT_NAMES, userChannel } from '@app/domain/realtime/realtime-channels';
import { startServer, type Started } from '../e2e/support/start-server.ts';

/** The header the proxy adds to every answer: the port of the instance that served it. */
const UPSTREAM_HEADER = 'x-upstream';
const PROXY_PORT = Number(process.env.SCALE_OUT_PORT ?? 3940);
const INSTANCE_PORTS = [PROXY_PORT + 1, PROXY_PORT + 2];
const EVENT_TIMEOUT_MS = 10_000;

/** A round-robin proxy: every HTTP request and every WebSocket upgrade goes to the next instance in turn. */
function roundRobinProxy(ports: number[]) {
  let turn = 0;
  const served = new Map(ports.map((port) => [port, 0]));
  const sockets: number[] = [];
  const pick = () => {
    const port = ports[turn++ % ports.length];
    served.set(port, (served.get(port) ?? 0) + 1);
    return port;
  };
  const server = createServer((req, res) => {
    const port = pick();
    const upstream = httpRequest({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [UPSTREAM_HEADER]: String(port) });
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  // An upgrade is replayed to the instance as it came, then both sockets are piped into each other.
  server.on('upgrade', (req, socket, head) => {
    const port = pick();
    sockets.push(port);
    const upstream = connect(port, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return {
    served,
    sockets,
    /** The instance the next request will reach. */
    next: () => ports[turn % ports.length],
    listen: () => new Promise<void>((resolve) => server.listen(PROXY_PORT, '127.0.0.1', resolve)),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A visitor of the proxy with its cookie jar, sending the CSRF token back as the web app does. */
function visitor(base: string) {
  const jar = new Map<string, string>();
  return async (method: string, url: string, body?: unknown, contentType = 'application/json') => {
    const xsrf = jar.get('XSRF-TOKEN');
    const res = await fetch(`${base}${url}`, {
      method,
      redirect: 'manual',
      headers: {
        accept: url.startsWith('/back/') ? 'application/json' : 'text/html',
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
        ...(body === undefined ? {} : { 'content-type': contentType }),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return { status: res.status, upstream: Number(res.headers.get(UPSTREAM_HEADER)), text: await res.text() };
  };
}

/** The secrets every instance of a deployment shares (in production: set in the environment of each). */
function sharedSecrets() {
  const secret = () => randomBytes(32).toString('base64url');
  return {
    APP_KEY: secret(),
    PUSHER_APP_ID: String(100000 + randomBytes(2).readUInt16BE()),
    PUSHER_APP_KEY: randomBytes(10).toString('hex'),
    PUSHER_APP_SECRET: secret(),
    SANDBOX_PAYMENT_SECRET: secret(),
  };
}

async function journey(proxy: ReturnType<typeof roundRobinProxy>, pusherKey: string) {
  const base = `http://127.0.0.1:${PROXY_PORT}`;
  const call = visitor(base);
  const steps: { step: string; status: number; upstream: number }[] = [];
  const step = async (name: string, expected: number, ...args: Parameters<typeof call>) => {
    const answer = await call(...args);
    steps.push({ step: name, status: answer.status, upstream: answer.upstream });
    assert.equal(answer.status, expected, `${name}: ${answer.text.slice(0, 300)}`);
    return answer;
  };

  await step('home page', 200, 'GET', '/');
  await step('CSRF cookie', 204, 'GET', '/back/sanctum/csrf-cookie');
  const login = await step('sign in', 200, 'POST', '/back/api/login', { email: 'pharmacien@demo.test', password: DEMO_PASSWORD, platform: 'demo' });
  const userId = (JSON.parse(login.text) as { data: { id: number } }).data.id;
  const me = await step('the signed-in user', 200, 'GET', '/back/api/user');
  assert.notEqual(me.upstream, login.upstream, 'the session made on one instance is read by the other');
  await step('catalogue page, signed in', 200, 'GET', '/catalogue');

  // The learner's socket, through the proxy; its private channel is authorised through the proxy too.
  const client = new PusherClient(pusherKey, {
    cluster: 'mt1', wsHost: '127.0.0.1', wsPort: PROXY_PORT, forceTLS: false, enabledTransports: ['ws'], disableStats: true,
    channelAuthorization: {
      endpoint: '/back/api/broadcasting/auth', transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        const form = new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString();
        step('socket authorisation', 200, 'POST', '/back/api/broadcasting/auth', form, 'application/x-www-form-urlencoded')
          .then((answer) => callback(null, JSON.parse(answer.text) as { auth: string }), (error: Error) => callback(error, null));
      },
    },
  });
  try {
    const channel = client.subscribe(userChannel(userId));
    await within('the private channel joined', (done, fail) => {
      channel.bind('pusher:subscription_succeeded', done);
      channel.bind('pusher:subscription_error', fail);
    });
    const socketInstance = proxy.sockets.at(-1);
    const received = within<{ reason: string }>('the live event', (done) => channel.bind(EVENT_NAMES.userChanged, done));
    // The change must reach the other instance than the socket's.
    while (proxy.next() === socketInstance) await step('the profile', 200, 'GET', '/back/api/user/profile');
    const change = await step('mobile phone changed', 200, 'POST', '/back/api/user/updateMobilePhone', { mobilePhone: '06 12 34 56 78' });
    assert.notEqual(change.upstream, socketInstance);
    assert.deepEqual(await received, { reason: 'profile' });
  } finally {
    client.disconnect();
  }
  const profile = await step('the profile', 200, 'GET', '/back/api/user/profile');
  assert.equal((JSON.parse(profile.text) as { data: { mobilePhone: string } }).data.mobilePhone, '+33612345678');
  await step('sign out', 200, 'POST', '/back/api/logout');
  await step('signed out everywhere', 401, 'GET', '/back/api/user');
  await step('signed out everywhere', 401, 'GET', '/back/api/user');
  return steps;
}

/** Resolves with the first value `bind` hands over; rejects on `fail` or after EVENT_TIMEOUT_MS. */
function within<T = unknown>(what: string, bind: (done: (value: T) => void, fail: (reason: unknown) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: nothing within ${EVENT_TIMEOUT_MS} ms`)), EVENT_TIMEOUT_MS);
    bind(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (reason) => {
        clearTimeout(timer);
        reject(new Error(`${what}: ${JSON.stringify(reason)}`));
      },
    );
  });
}

const admin = new pg.Client({ database: 'postgres' });
await admin.connect();
const database = `scale_out_${Date.now()}_${process.pid}`;
const databaseUrl = new URL(`postgres://${admin.host}:${admin.port}/${database}`);
databaseUrl.username = admin.user ?? '';
databaseUrl.password = admin.password ?? '';
const dataRoot = await mkdtemp(path.join(tmpdir(), 'scale-out-'));
const secrets = sharedSecrets();
const env = {
  ...secrets,
  DATABASE_URL: databaseUrl.href,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_PREFIX: `scale-out-${randomBytes(6).toString('hex')}:`,
  SEED_DEMO: '1',
  DEFAULT_PLATFORM: 'demo',
  TRUST_PROXY: '1',
};
const proxy = roundRobinProxy(INSTANCE_PORTS);
const instances: Started[] = [];
try {
  await admin.query(`create database ${database}`);
  // One after the other: the first migrates and seeds the new database.
  for (const [i, port] of INSTANCE_PORTS.entries()) instances.push(await startServer(port, path.join(dataRoot, `instance-${i + 1}`), env));
  await proxy.listen();
  const steps = await journey(proxy, secrets.PUSHER_APP_KEY);
  for (const port of INSTANCE_PORTS) assert.ok((proxy.served.get(port) ?? 0) >= 3, `the instance on port ${port} served requests`);
  console.log(JSON.stringify({ steps, requestsServed: Object.fromEntries(proxy.served), socketInstance: proxy.sockets }, null, 2));
  console.log('scale-out check passed');
} finally {
  await proxy.close();
  for (const instance of instances) await instance.stop();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
  await rm(dataRoot, { recursive: true, force: true });
}
