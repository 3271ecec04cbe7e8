import { createHash } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract } from '@app/contracts/contract';
import type { DbHandle } from '@app/db/client';
import { httpSessions } from '@app/db/schema/http-sessions';
import { route } from '../http/route.ts';
import { validatorCompiler } from '../http/validator.ts';
import { success } from '../http/wrapper.ts';
import { createVisitor, dataOf, failureOf, openDatabaseForTests, testConfig } from '../test/helper.ts';
import db from './db.ts';
import errorHandler from './error-handler.ts';
import session from './session.ts';

let app: FastifyInstance;
let handle: DbHandle;

// A GET that changes state (like pdf/subscribe), a POST and a read, on the real session plugin and database.
const subscribe = defineContract({
  method: 'GET', path: '/api/user/pdf/subscribe/:id', changesState: true, params: z.object({ id: z.coerce.number() }), data: z.null(), errors: [],
});
const write = defineContract({ method: 'POST', path: '/api/write', changesState: true, data: z.null(), errors: [] });
const read = defineContract({ method: 'GET', path: '/api/read', changesState: false, data: z.null(), errors: [] });

beforeAll(async () => {
  handle = await openDatabaseForTests();
  app = Fastify();
  await app.register(cookie);
  await app.register(db, { handle, ownsHandle: false });
  await app.register(async (scope) => {
    scope.setValidatorCompiler(validatorCompiler);
    scope.setSerializerCompiler(serializerCompiler);
    await scope.register(errorHandler);
    await scope.register(session, { appKey: testConfig.APP_KEY });
    for (const contract of [subscribe, write, read]) route(scope, contract, async () => success(null));
    // Like the session-user call: a read that looks the session up.
    // Like the login: a new session replaces the caller's.
    scope.post('/api/start', { config: { changesState: true } }, async (request, reply) => {
      await request.startSession(reply, null, { signedIn: true });
      return { status: 'Success' };
    });
    scope.get('/api/who', { config: { changesState: false } }, async (request, reply) =>
      (await request.getSession()) ? { status: 'Success' } : reply.code(401).send({ status: 'Error' }),
    );
  }, { prefix: '/back' });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

describe('CSRF protection', () => {
  it('rejects state-changing calls without a matching X-XSRF-TOKEN with 419, whatever their method', async () => {
    const visitor = createVisitor(app);
    const refused = async (response: Parameters<typeof failureOf>[0], contract: typeof subscribe | typeof write) => {
      expect(response.statusCode).toBe(419);
      return failureOf(response, contract);
    };
    expect(dataOf(await visitor.request({ method: 'GET', url: '/back/api/read' }), read)).toBeNull();
    await refused(await visitor.request({ method: 'GET', url: '/back/api/user/pdf/subscribe/1' }), subscribe);
    await refused(await visitor.request({ method: 'POST', url: '/back/api/write' }), write);

    await visitor.csrf();
    expect(dataOf(await visitor.request({ method: 'GET', url: '/back/api/user/pdf/subscribe/1', xsrf: true }), subscribe)).toBeNull();
    expect(dataOf(await visitor.request({ method: 'POST', url: '/back/api/write', xsrf: true }), write)).toBeNull();
    const forged = await visitor.request({ method: 'POST', url: '/back/api/write', headers: { 'x-xsrf-token': 'forged' } });
    expect(await refused(forged, write)).toMatchObject({ status: 'Error', message: 'Votre session a expiré, veuillez recharger la page.' });
  });

  it('a token from another session does not work', async () => {
    const alice = createVisitor(app);
    const bob = createVisitor(app);
    await alice.csrf();
    await bob.csrf();
    const res = await bob.request({
      method: 'POST', url: '/back/api/write', headers: { 'x-xsrf-token': decodeURIComponent(alice.jar.get('XSRF-TOKEN')!) },
    });
    expect(res.statusCode).toBe(419);
    failureOf(res, write);
  });

  it('stores the session server-side, hashed, and refuses it once the row is gone', async () => {
    const visitor = createVisitor(app);
    await visitor.csrf();
    const raw = decodeURIComponent(visitor.jar.get('session')!);
    const id = createHash('sha256').update(raw).digest('hex');
    expect(await handle.db.select().from(httpSessions).where(eq(httpSessions.id, raw))).toEqual([]);
    expect(await handle.db.select().from(httpSessions).where(eq(httpSessions.id, id))).toHaveLength(1);
    dataOf(await visitor.request({ method: 'POST', url: '/back/api/write', xsrf: true }), write);
    await handle.db.delete(httpSessions).where(eq(httpSessions.id, id));
    const gone = await visitor.request({ method: 'POST', url: '/back/api/write', xsrf: true });
    expect(gone.statusCode).toBe(419);
    failureOf(gone, write);
  });

  it('clears the cookies of a session that ended, so that the next CSRF request starts a fresh one', async () => {
    const visitor = createVisitor(app);
    await visitor.csrf();
    const id = createHash('sha256').update(decodeURIComponent(visitor.jar.get('session')!)).digest('hex');
    await handle.db.delete(httpSessions).where(eq(httpSessions.id, id));
    const refused = await visitor.request({ method: 'POST', url: '/back/api/write', xsrf: true });
    expect(refused.statusCode).toBe(419);
    const cleared = (refused.cookies as { name: string; value: string }[]).map((c) => [c.name, c.value]);
    expect(cleared).toEqual(expect.arrayContaining([['session', ''], ['XSRF-TOKEN', '']]));
    visitor.jar.clear();
    await visitor.csrf();
    dataOf(await visitor.request({ method: 'POST', url: '/back/api/write', xsrf: true }), write);
  });

  it('clears the cookies of a session that ended on the read that finds out, so that the next write is not refused', async () => {
    const visitor = createVisitor(app);
    await visitor.csrf();
    const id = createHash('sha256').update(decodeURIComponent(visitor.jar.get('session')!)).digest('hex');
    expect((await visitor.request({ url: '/back/api/who' })).cookies).toEqual([]);
    await handle.db.delete(httpSessions).where(eq(httpSessions.id, id));
    const read = await visitor.request({ url: '/back/api/who' });
    expect(read.statusCode).toBe(401);
    const cleared = (read.cookies as { name: string; value: string }[]).map((c) => [c.name, c.value]);
    expect(cleared).toEqual([['session', ''], ['XSRF-TOKEN', '']]);
    // A read that does not look the session up sets nothing.
    expect((await visitor.request({ url: '/back/api/read' })).cookies).toEqual([]);
  });

  it('keeps a session replaced by a login answering, as an anonymous one, for the page requests already on their way', async () => {
    const visitor = createVisitor(app);
    await visitor.csrf();
    const before = decodeURIComponent(visitor.jar.get('session')!);
    expect((await visitor.request({ method: 'POST', url: '/back/api/start', xsrf: true })).statusCode).toBe(200);
    const after = decodeURIComponent(visitor.jar.get('session')!);
    expect(after).not.toBe(before);
    // A read sent with the old cookie before the login's answer arrived: found, anonymous, and no cookie touched (its
    // answer, arriving last, would otherwise clear the new session's cookies in the browser).
    const late = await app.inject({ method: 'GET', url: '/back/api/who', cookies: { session: before } });
    expect(late.statusCode).toBe(200);
    expect(late.cookies).toEqual([]);
    const [retired] = await handle.db.select().from(httpSessions).where(eq(httpSessions.id, createHash('sha256').update(before).digest('hex')));
    expect(retired).toMatchObject({ userId: null, data: {} });
    expect(retired.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
    const [current] = await handle.db.select().from(httpSessions).where(eq(httpSessions.id, createHash('sha256').update(after).digest('hex')));
    expect(current.data).toEqual({ signedIn: true });
  });

  it('sets the cookies again when a session is extended, so the browser keeps them as long as the server', async () => {
    const visitor = createVisitor(app);
    await visitor.csrf();
    const id = createHash('sha256').update(decodeURIComponent(visitor.jar.get('session')!)).digest('hex');
    await handle.db.update(httpSessions).set({ lastSeenAt: new Date(Date.now() - 2 * 3600_000) }).where(eq(httpSessions.id, id));
    const res = await visitor.request({ method: 'POST', url: '/back/api/write', xsrf: true });
    dataOf(res, write);
    const session = (res.cookies as { name: string; expires?: Date }[]).find((c) => c.name === 'session');
    expect(session?.expires && session.expires.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
  });

  it('refuses to start with a route that does not declare whether it changes state', async () => {
    const bare = Fastify();
    await bare.register(cookie);
    await bare.register(db, { handle, ownsHandle: false });
    await bare.register(session, { appKey: testConfig.APP_KEY });
    expect(() => bare.get('/undeclared', async () => 'x')).toThrow(/GET \/undeclared must declare config.changesState/);
    await bare.close();
  });
});
