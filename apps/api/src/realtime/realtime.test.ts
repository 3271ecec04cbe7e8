import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { connect as connectTcp, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Pusher from 'pusher';
import PusherClient from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { WebSocket } from 'ws';
import type { DbHandle } from '@app/db/client';
import { buildApp } from '../app.ts';
import type { DataOf } from '@app/contracts/contract';
import { broadcastingAuth, getRealtimeMetrics } from '@app/contracts/realtime/broadcasting';
import { login } from '@app/contracts/identity/auth';
import { getMaintenance, setMaintenance } from '@app/contracts/realtime/maintenance';
import { answerOf, createVisitor, dataOf, openDatabaseForTests, testConfig } from '../test/helper.ts';
import { MAINTENANCE_CHANNEL, accountPresenceChannel, userChannel } from '@app/domain/realtime/realtime-channels';
import { EVENTS } from './events.ts';
import { RedisPresence } from './presence.ts';
import { RealtimeServer } from './server.ts';
import { md5, signHttpRequest } from './protocol.ts';

const PASSWORD = 'Pharma-Demo-2026';
const KEY = testConfig.PUSHER_APP_KEY;
type Visitor = ReturnType<typeof createVisitor>;

let db: DbHandle;
let app: FastifyInstance;
let port: number;
const clients: PusherClient[] = [];

async function startApp(extra: Partial<typeof testConfig> = {}, shared?: DbHandle) {
  const instance = await buildApp({ ...testConfig, ...extra }, {
    db: shared ?? db, logger: false,
    realtime: { server: { activityTimeoutS: 1, pongTimeoutMs: 400 }, shutdown: { batchSize: 2, spreadMs: 50 } },
  });
  await instance.listen({ port: 0, host: '127.0.0.1' });
  return { app: instance, port: (instance.server.address() as AddressInfo).port };
}

beforeAll(async () => {
  db = await openDatabaseForTests();
  ({ app, port } = await startApp());
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await app.close();
  await db.close();
});

async function signIn(email: string, on = app): Promise<{ visitor: Visitor; user: { id: number; accounts: { id: number }[] } }> {
  const visitor = createVisitor(on);
  await visitor.csrf();
  const res = await visitor.request({ method: 'POST', url: '/back/api/login', payload: { email, password: PASSWORD, platform: 'demo' }, xsrf: true });
  expect(res.statusCode).toBe(200);
  return { visitor, user: dataOf(res, login) };
}

/** The real pusher-js client, authorising through the real route as the browser's ajax authorizer would. */
function connect(opts: { port?: number; visitor?: Visitor; key?: string } = {}): PusherClient {
  const client = new PusherClient(opts.key ?? KEY, {
    cluster: 'mt1', wsHost: '127.0.0.1', wsPort: opts.port ?? port, forceTLS: false, enabledTransports: ['ws'], disableStats: true,
    channelAuthorization: {
      endpoint: '/back/api/broadcasting/auth', transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        if (!opts.visitor) return setImmediate(() => callback(new Error('signed out'), null));
        opts.visitor.request({
          method: 'POST', url: '/back/api/broadcasting/auth', xsrf: true,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString(),
        }).then((res) => (res.statusCode === 200 ? callback(null, answerOf(res, broadcastingAuth) as DataOf<typeof broadcastingAuth>) : callback(new Error(`HTTP ${res.statusCode}`), null)));
      },
    },
  });
  clients.push(client);
  return client;
}

function waitFor<T = unknown>(bind: (resolve: (value: T) => void) => void, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    bind((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** Resolves once `done()` holds. */
const until = (done: () => boolean) => waitFor((ok) => {
  const check = () => (done() ? ok(undefined) : setTimeout(check, 5));
  check();
});

const connected = (c: PusherClient) => waitFor((ok) => c.connection.bind('connected', ok));

async function subscribed(c: PusherClient, name: string) {
  const channel = c.subscribe(name);
  const outcome = await waitFor<{ ok: boolean; data: unknown }>((done) => {
    channel.bind('pusher:subscription_succeeded', (data: unknown) => done({ ok: true, data }));
    channel.bind('pusher:subscription_error', (data: unknown) => done({ ok: false, data }));
  });
  return { channel, ...outcome };
}

/** A bare socket, for what pusher-js hides (it always answers pings). */
function rawSocket(path = `/app/${KEY}?protocol=7&client=js&version=8.6.0&flash=false`, p = port) {
  const ws = new WebSocket(`ws://127.0.0.1:${p}${path}`);
  const messages: { event: string; data: string; channel?: string }[] = [];
  ws.on('message', (m) => messages.push(JSON.parse(m.toString())));
  const closed = new Promise<{ code: number; at: number }>((resolve) => ws.on('close', (code) => resolve({ code, at: Date.now() })));
  /** Resolves once `n` messages have arrived. */
  const received = (n: number) => until(() => messages.length >= n);
  return { ws, messages, closed, received };
}

describe('Pusher protocol server', () => {
  it('connects pusher-js: connection_established with a socket id and the activity timeout', async () => {
    const c = connect();
    await connected(c);
    expect(c.connection.socket_id).toMatch(/^\d+\.\d+$/);
    const raw = rawSocket();
    await raw.received(1);
    expect(raw.messages[0].event).toBe('pusher:connection_established');
    expect(JSON.parse(raw.messages[0].data)).toMatchObject({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 1 });
    raw.ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    await raw.received(2);
    expect(raw.messages[1].event).toBe('pusher:pong');
    raw.ws.close();
  });

  it('pings a silent socket and closes it with 4201 when no pong comes; pusher-js answers and stays', async () => {
    const c = connect();
    await connected(c);
    const raw = rawSocket();
    const { code } = await raw.closed;
    expect(raw.messages.map((m) => m.event)).toContain('pusher:ping');
    expect(code).toBe(4201);
    expect(c.connection.state).toBe('connected');
  });

  it('refuses an unknown app key with 4001', async () => {
    const raw = rawSocket('/app/nope?protocol=7');
    expect((await raw.closed).code).toBe(4001);
  });

  it('delivers a public-channel event, not to the excluded socket', async () => {
    const a = connect();
    const b = connect();
    await Promise.all([connected(a), connected(b)]);
    const [sa, sb] = await Promise.all([subscribed(a, 'news'), subscribed(b, 'news')]);
    const got: unknown[] = [];
    sa.channel.bind('Hello', (d: unknown) => got.push(d));
    const received = waitFor((ok) => sb.channel.bind('Hello', ok));
    await app.realtime.broadcaster.publish(['news'], 'Hello', { n: 1 }, a.connection.socket_id);
    expect(await received).toEqual({ n: 1 });
    expect(got).toEqual([]);
  });

  it('authorises private channels of the user only; signed-out and other channels are refused', async () => {
    const { visitor, user } = await signIn('pharmacien@demo.test');
    const c = connect({ visitor });
    await connected(c);
    expect((await subscribed(c, userChannel(user.id))).ok).toBe(true);
    expect((await subscribed(c, userChannel(user.id + 1))).ok).toBe(false);
    const anon = connect();
    await connected(anon);
    expect((await subscribed(anon, userChannel(user.id))).ok).toBe(false);
    const direct = await visitor.request({
      method: 'POST', url: '/back/api/broadcasting/auth', xsrf: true,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `socket_id=1.2&channel_name=${encodeURIComponent(userChannel(user.id + 1))}`,
    });
    expect(direct.statusCode).toBe(403);
    const noCsrf = await visitor.request({
      method: 'POST', url: '/back/api/broadcasting/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `socket_id=1.2&channel_name=${userChannel(user.id)}`,
    });
    expect(noCsrf.statusCode).toBe(419);
    // A forged signature is refused by the socket server itself.
    const raw = rawSocket();
    await raw.received(1);
    raw.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: userChannel(user.id), auth: `${KEY}:${'0'.repeat(64)}` } }));
    await raw.received(2);
    expect(raw.messages[1]).toMatchObject({ event: 'pusher:subscription_error', channel: userChannel(user.id) });
    expect(JSON.parse(raw.messages[1].data)).toMatchObject({ type: 'AuthError', status: 401 });
    raw.ws.close();
  });

  it('shows presence members from two clients, member_added/removed once per user', async () => {
    const owner = await signIn('titulaire@demo.test');
    const learner = await signIn('lea.dubois@demo.test');
    const accountId = owner.user.accounts[0].id;
    const channel = accountPresenceChannel(accountId);
    const a = connect({ visitor: owner.visitor });
    await connected(a);
    const sa = await subscribed(a, channel);
    expect(sa.ok).toBe(true);
    const added: { id: string }[] = [];
    sa.channel.bind('pusher:member_added', (m: { id: string }) => added.push(m));
    const b1 = connect({ visitor: learner.visitor });
    const b2 = connect({ visitor: learner.visitor });
    await Promise.all([connected(b1), connected(b2)]);
    const sb = await subscribed(b1, channel);
    expect((sb.data as { count: number }).count).toBe(2);
    await subscribed(b2, channel);
    const removed = waitFor<{ id: string }>((ok) => sa.channel.bind('pusher:member_removed', ok));
    b1.disconnect();
    await new Promise((r) => setTimeout(r, 150));
    b2.disconnect();
    expect((await removed).id).toBe(String(learner.user.id));
    expect(added.map((m) => m.id)).toEqual([String(learner.user.id)]);
  });

  it('tells a presence socket only of member changes that are news to it, however often they are announced', async () => {
    const owner = await signIn('titulaire@demo.test');
    const channel = accountPresenceChannel(owner.user.accounts[0].id);
    const c = connect({ visitor: owner.visitor });
    await connected(c);
    const { channel: joined } = await subscribed(c, channel);
    const seen: string[] = [];
    joined.bind('pusher:member_added', (m: { id: string }) => seen.push(`+${m.id}`));
    joined.bind('pusher:member_removed', (m: { id: string }) => seen.push(`-${m.id}`));
    const announce = (event: string, userId: string) => app.realtime.server.publish([channel], `pusher_internal:${event}`, { user_id: userId, user_info: {} });
    // Announcements may reach an instance twice or late (several instances); each socket hears each change once.
    for (const [event, userId] of [['member_added', String(owner.user.id)], ['member_added', '999'], ['member_added', '999'], ['member_removed', '999'], ['member_removed', '999'], ['member_added', '999']]) {
      announce(event, userId);
    }
    await until(() => seen.length >= 3);
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toEqual(['+999', '-999', '+999']);
  });

  it('relays client events on joined private channels only, never echoed, at most 10 per second (4301)', async () => {
    const { visitor, user } = await signIn('adjoint@demo.test');
    const a = connect({ visitor });
    const b = connect({ visitor });
    await Promise.all([connected(a), connected(b)]);
    const [sa, sb] = await Promise.all([subscribed(a, userChannel(user.id)), subscribed(b, userChannel(user.id))]);
    const echoed: unknown[] = [];
    const got: unknown[] = [];
    const errors: { code: number }[] = [];
    sa.channel.bind('client-typing', (d: unknown) => echoed.push(d));
    sb.channel.bind('client-typing', (d: unknown) => got.push(d));
    a.connection.bind('error', (e: { data: { code: number } }) => errors.push(e.data));
    for (let i = 0; i < 15; i++) sa.channel.trigger('client-typing', { i });
    await new Promise((r) => setTimeout(r, 300));
    expect(got).toHaveLength(10);
    expect(echoed).toEqual([]);
    expect(errors.filter((e) => e.code === 4301)).toHaveLength(5);
    const pub = await subscribed(a, 'public-room');
    pub.channel.trigger('client-x', {});
    // Closing the socket at the end of the test raises an error event without data: only the refusal counts.
    await waitFor((ok) => a.connection.bind('error', (e: { data?: { code: number } }) => e.data?.code === 4009 && ok(e)));
  });
});

describe('HTTP events API', () => {
  it('publishes through the pusher package with a good signature and refuses a bad one', async () => {
    const c = connect();
    await connected(c);
    const { channel } = await subscribed(c, 'orders');
    const received = waitFor((ok) => channel.bind('Created', ok));
    const server = new Pusher({ appId: testConfig.PUSHER_APP_ID, key: KEY, secret: testConfig.PUSHER_APP_SECRET, host: '127.0.0.1', port: String(port), useTLS: false });
    const res = await server.trigger('orders', 'Created', { id: 7 });
    expect(res.status).toBe(200);
    expect(await received).toEqual({ id: 7 });
    const batch = await server.triggerBatch([{ channel: 'orders', name: 'Created', data: { id: 8 } }]);
    expect(batch.status).toBe(200);

    const path = `/apps/${testConfig.PUSHER_APP_ID}/events`;
    const sign = (q: Record<string, string>) => signHttpRequest(testConfig.PUSHER_APP_SECRET, 'POST', path, q);
    const post = (event: object, change: (q: Record<string, string>) => Record<string, string> = (q) => ({ ...q, auth_signature: sign(q) })) => {
      const body = JSON.stringify(event);
      const query = { auth_key: KEY, auth_timestamp: String(Math.floor(Date.now() / 1000)), auth_version: '1.0', body_md5: md5(body) };
      return fetch(`http://127.0.0.1:${port}${path}?${new URLSearchParams(change(query))}`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    };
    const created = { name: 'Created', channels: ['orders'], data: '{}' };
    expect((await post(created)).status).toBe(200);
    const flipped = (q: Record<string, string>) => ({ ...q, auth_signature: sign(q).replace(/^./, (ch) => (ch === 'a' ? 'b' : 'a')) });
    expect((await post(created, flipped)).status).toBe(401);
    const stale = (q: Record<string, string>) => {
      const old = { ...q, auth_timestamp: String(Math.floor(Date.now() / 1000) - 601) };
      return { ...old, auth_signature: sign(old) };
    };
    expect((await post(created, stale)).status).toBe(401);
    // Protocol events cannot be forged by a publisher.
    expect((await post({ name: 'pusher_internal:member_added', channels: ['presence-x'], data: '{"user_id":"1"}' })).status).toBe(400);
  });
});

describe('API events', () => {
  it('maintenance: an administrator sets it, every page on the public channel sees it, GET reads it', async () => {
    const c = connect();
    await connected(c);
    const { channel } = await subscribed(c, MAINTENANCE_CHANNEL);
    const received = waitFor((ok) => channel.bind(EVENTS.maintenance.name, ok));
    const admin = await signIn('admin@demo.test');
    const state = { showMessage: true, message: 'Maintenance ce soir à 22 h', isActive: false };
    const learner = await signIn('pharmacien@demo.test');
    const refused = await learner.visitor.request({ method: 'PUT', url: '/back/api/admin/lms/maintenance', payload: state, xsrf: true });
    expect(refused.statusCode).toBe(403);
    const sentAt = Date.now();
    const put = await admin.visitor.request({ method: 'PUT', url: '/back/api/admin/lms/maintenance', payload: state, xsrf: true });
    expect(dataOf(put, setMaintenance)).toEqual(state);
    expect(await received).toEqual(state);
    // Every signed-in page sees it within a second (issue 6).
    expect(Date.now() - sentAt).toBeLessThan(1000);
    const get = await app.inject({ url: '/back/api/lms/maintenance', headers: { host: 'demo.localhost' } });
    expect(dataOf(get, getMaintenance)).toEqual(state);
    const metrics = dataOf(await admin.visitor.request({ url: '/back/api/admin/realtime/metrics' }), getRealtimeMetrics);
    expect(metrics).toMatchObject({ connections: expect.any(Number), channels: expect.any(Number), broadcaster: 'local' });
    expect(metrics.connections).toBeGreaterThan(0);
    expect((await learner.visitor.request({ url: '/back/api/admin/realtime/metrics' })).statusCode).toBe(403);
  });

  it('user changed: switching account notifies the user channel', async () => {
    const { visitor, user } = await signIn('referent@demo.test');
    const c = connect({ visitor });
    await connected(c);
    const { channel } = await subscribed(c, userChannel(user.id));
    const received = waitFor((ok) => channel.bind(EVENTS.userChanged.name, ok));
    const res = await visitor.request({ method: 'POST', url: '/back/api/user/setAccountId', payload: { accountId: user.accounts[1].id, platform: 'demo' }, xsrf: true });
    expect(res.statusCode).toBe(200);
    expect(await received).toEqual({ reason: 'account-switched' });
  });
});

/** Two app processes on one database and one Redis (a prefix of their own, so tests do not hear each other). */
async function twoProcessesSharingRedis() {
  const extra = { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `test-${randomUUID()}:` };
  return Promise.all([startApp(extra), startApp(extra)]);
}

describe('two processes sharing Redis', () => {
  it('delivers an event raised on one to a client of the other, and closes sockets with 4200 on shutdown', async () => {
    const [one, two] = await twoProcessesSharingRedis();
    try {
      const c = connect({ port: two.port });
      await connected(c);
      const { channel } = await subscribed(c, MAINTENANCE_CHANNEL);
      const received = waitFor((ok) => channel.bind('Ping', ok));
      await one.app.realtime.broadcaster.publish([MAINTENANCE_CHANNEL], 'Ping', { from: 'one' });
      expect(await received).toEqual({ from: 'one' });
      const raws = [rawSocket(undefined, two.port), rawSocket(undefined, two.port), rawSocket(undefined, two.port)];
      await Promise.all(raws.map((r) => r.received(1)));
      c.disconnect();
      await two.app.close();
      const codes = await Promise.all(raws.map((r) => r.closed));
      expect(codes.map((x) => x.code)).toEqual([4200, 4200, 4200]);
    } finally {
      await one.app.close();
      await two.app.close();
    }
  });
});

describe('presence shared through Redis', () => {
  it('counts a user once across two processes and announces them once to each watcher, on both processes', async () => {
    const [one, two] = await twoProcessesSharingRedis();
    try {
      const owner = await signIn('titulaire@demo.test', one.app);
      const learnerOnOne = await signIn('lea.dubois@demo.test', one.app);
      const learnerOnTwo = await signIn('lea.dubois@demo.test', two.app);
      const channel = accountPresenceChannel(owner.user.accounts[0].id);
      // The owner watches from both processes.
      const watchers = [connect({ port: one.port, visitor: owner.visitor }), connect({ port: two.port, visitor: owner.visitor })];
      await Promise.all(watchers.map(connected));
      const seen = await Promise.all(watchers.map((w) => subscribed(w, channel)));
      const added: { id: string }[] = [];
      const removed: { id: string }[] = [];
      for (const { channel: watched } of seen) {
        watched.bind('pusher:member_added', (m: { id: string }) => added.push(m));
        watched.bind('pusher:member_removed', (m: { id: string }) => removed.push(m));
      }
      const b1 = connect({ port: two.port, visitor: learnerOnTwo.visitor });
      const b2 = connect({ port: one.port, visitor: learnerOnOne.visitor });
      await Promise.all([connected(b1), connected(b2)]);
      const sb1 = await subscribed(b1, channel);
      expect(sb1.data).toMatchObject({ count: 2 });
      const sb2 = await subscribed(b2, channel);
      expect(sb2.data).toMatchObject({ count: 2 });
      b1.disconnect();
      await new Promise((r) => setTimeout(r, 200));
      expect(removed).toEqual([]);
      b2.disconnect();
      await until(() => removed.length >= 2);
      await new Promise((r) => setTimeout(r, 100));
      const learner = String(learnerOnOne.user.id);
      expect(added.map((m) => m.id)).toEqual([learner, learner]);
      expect(removed.map((m) => m.id)).toEqual([learner, learner]);
    } finally {
      await one.app.close();
      await two.app.close();
    }
  });

  it('lets the memberships of a stopped process lapse, then announces those users removed', async () => {
    const url = 'redis://127.0.0.1:6379';
    const opts = { prefix: `test-${randomUUID()}:`, appId: 'lapse', ttlMs: 150 };
    const [r1, r2] = [new Redis(url), new Redis(url)];
    const crashed = new RedisPresence(r1, opts);
    const alive = new RedisPresence(r2, opts);
    try {
      expect(await crashed.join('presence-x', '7', '1.1', { name: 'Gone' })).toEqual({ added: true, members: new Map([['7', { name: 'Gone' }]]), gone: [] });
      // The first process stops renewing without leaving (as if it crashed).
      crashed.close();
      const first = await alive.join('presence-x', '8', '2.2', {});
      expect(first).toMatchObject({ added: true, gone: [] });
      expect([...first.members.keys()].sort()).toEqual(['7', '8']);
      await new Promise((r) => setTimeout(r, 300));
      // The living process renews its own membership; the stopped one's lapses.
      const later = await alive.join('presence-x', '8', '2.3', {});
      expect(later).toEqual({ added: false, members: new Map([['8', {}]]), gone: ['7'] });
      expect(await alive.leave('presence-x', '8', '2.2')).toEqual([]);
      expect(await alive.leave('presence-x', '8', '2.3')).toEqual(['8']);
    } finally {
      alive.close();
      await Promise.all([r1.quit(), r2.quit()]);
    }
  });
});

describe('an external Pusher-compatible server', () => {
  it('receives the API events through its HTTP API, by configuration only', async () => {
    // Another instance of our server stands in for Soketi, Pusher or Reverb: same app id, key and secret.
    const external = await startApp();
    const api = await startApp({ PUSHER_HOST: '127.0.0.1', PUSHER_PORT: external.port, PUSHER_TLS: false });
    try {
      const { visitor, user } = await signIn('referent@demo.test', api.app);
      const c = connect({ port: external.port, visitor });
      await connected(c);
      // The API's authorisation is accepted by the external server, and the API's events reach its sockets.
      const { channel, ok } = await subscribed(c, userChannel(user.id));
      expect(ok).toBe(true);
      const received = waitFor((done) => channel.bind(EVENTS.userChanged.name, done));
      const res = await visitor.request({ method: 'POST', url: '/back/api/user/setAccountId', payload: { accountId: user.accounts[1].id, platform: 'demo' }, xsrf: true });
      expect(res.statusCode).toBe(200);
      expect(await received).toEqual({ reason: 'account-switched' });
      expect(api.app.realtime.broadcaster.kind).toBe('pusher-http');
    } finally {
      await api.app.close();
      await external.app.close();
    }
  });
});

describe('limits', () => {
  it('refuses an unsupported protocol with 4007 and a frame over the size limit with 1009', async () => {
    expect((await rawSocket(`/app/${KEY}?protocol=4`).closed).code).toBe(4007);
    const raw = rawSocket();
    await raw.received(1);
    raw.ws.send(JSON.stringify({ event: 'pusher:ping', data: 'x'.repeat(20 * 1024) }));
    expect((await raw.closed).code).toBe(1009);
  });

  it('refuses bad channel names and oversized client events; an unsubscribed socket hears nothing more', async () => {
    const { visitor, user } = await signIn('adjoint@demo.test');
    const raw = rawSocket();
    await raw.received(1);
    const send = (message: object) => raw.ws.send(JSON.stringify(message));
    send({ event: 'pusher:subscribe', data: { channel: 'x'.repeat(201) } });
    send({ event: 'pusher:subscribe', data: { channel: 'bad name!' } });
    await raw.received(3);
    expect(raw.messages.slice(1).map((m) => [m.event, JSON.parse(m.data).message])).toEqual([
      ['pusher:error', 'Invalid channel name'], ['pusher:error', 'Invalid channel name'],
    ]);
    raw.ws.close();

    const c = connect({ visitor });
    await connected(c);
    const { channel } = await subscribed(c, userChannel(user.id));
    const error = waitFor<{ code: number }>((ok) => c.connection.bind('error', (e: { data: { code: number } }) => ok(e.data)));
    channel.trigger('client-big', { text: 'x'.repeat(10 * 1024) });
    expect((await error).code).toBe(4100);

    const news = await subscribed(c, 'news-unsubscribe');
    const heard: unknown[] = [];
    news.channel.bind('Hello', (d: unknown) => heard.push(d));
    c.unsubscribe('news-unsubscribe');
    const other = connect();
    await connected(other);
    const control = await subscribed(other, 'news-unsubscribe');
    const delivered = waitFor((ok) => control.channel.bind('Hello', ok));
    await app.realtime.broadcaster.publish(['news-unsubscribe'], 'Hello', { n: 1 });
    await delivered;
    expect(heard).toEqual([]);
  });

  it('closes a slow reader whose buffer passes the limit with 4100', async () => {
    const warnings: string[] = [];
    const server = new RealtimeServer({ appKey: KEY, appSecret: 'secret', maxBufferedBytes: 64 * 1024, log: { warn: (_o, msg) => warnings.push(msg) } });
    const http = createServer();
    server.attach(http);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const reader = connectTcp((http.address() as AddressInfo).port, '127.0.0.1');
    try {
      const chunks: Buffer[] = [];
      reader.on('data', (chunk: Buffer) => chunks.push(chunk));
      reader.write(`GET /app/${KEY}?protocol=7 HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`);
      await until(() => chunks.length > 0 && server.metrics().connections === 1);
      // The reader subscribes (masked frame, zero key), then stops reading while the channel keeps talking.
      const subscribe = Buffer.from(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'firehose' } }));
      reader.write(Buffer.concat([Buffer.from([0x81, 0x80 | subscribe.length, 0, 0, 0, 0]), subscribe]));
      await until(() => server.metrics().channels === 1);
      reader.pause();
      const message = 'x'.repeat(8 * 1024);
      await until(() => {
        for (let i = 0; i < 50; i++) server.publish(['firehose'], 'Spam', message);
        return warnings.length > 0;
      });
      expect(warnings).toEqual(['realtime: slow reader closed']);
      // Reading again, the reader drains what was queued and finds the close frame with 4100 at the end.
      reader.resume();
      await until(() => {
        const all = Buffer.concat(chunks);
        const close = all.lastIndexOf(Buffer.from([0x88]));
        return close >= 0 && all.length >= close + 4 && all.readUInt16BE(close + 2) === 4100;
      });
      await until(() => server.metrics().connections === 0);
    } finally {
      reader.destroy();
      await server.close({ spreadMs: 0 });
      http.close();
    }
  });
});
