import { createHash } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@app/db/client';
import { httpSessions } from '@app/db/schema/http-sessions';
import { createVisitor, openDatabaseForTests, testConfig } from '../test/helper.ts';
import db from './db.ts';
import errorHandler from './error-handler.ts';
import session from './session.ts';

let app: FastifyInstance;
let handle: DbHandle;

// A GET that changes state (like pdf/subscribe) and a POST, on the real session plugin and database.
beforeAll(async () => {
  handle = await openDatabaseForTests();
  app = Fastify();
  await app.register(cookie);
  await app.register(db, { handle, ownsHandle: false });
  await app.register(async (scope) => {
    await scope.register(errorHandler);
    await scope.register(session, { appKey: testConfig.APP_KEY });
    scope.get('/api/user/pdf/subscribe/:id', { config: { changesState: true } }, async () => ({ status: 'Success' }));
    scope.post('/api/write', { config: { changesState: true } }, async () => ({ status: 'Success' }));
    scope.get('/api/read', { config: { changesState: false } }, async () => ({ status: 'Success' }));
    // Like the session-user call: a read that looks the session up.
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
    expect((await visitor.request({ method: 'GET', url: '/back/api/read' })).statusCode).toBe(200);
    expect((await visitor.request({ method: 'GET', url: '/back/api/user/pdf/subscribe/1' })).statusCode).toBe(419);
    expect((await visitor.request({ method: 'POST', url: '/back/api/write' })).statusCode).toBe(419);

    await visitor.csrf();
    expect((await visitor.request({ method: 'GET', url: '/back/api/user/pdf/subscribe/1', xsrf: true })).statusCode).toBe(200);
    expect((await visitor.request({ method: 'POST', url: '/back/api/write', xsrf: true })).statusCode).toBe(200);
    const forged = await visitor.request({ method: 'POST', url: '/back/api/write', headers: { 'x-xsrf-token': 'forged' } });
    expect(forged.statusCode).toBe(419);
    expect(forged.json()).toMatchObject({ status: 'Error', message: 'Votre session a expiré, veuillez recharger la page.' });
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
  });

  it('stores the session server-side, hashed, and refuses it once the row is gone', async () => {
    const visitor = createVisitor(app);
    await visitor.csrf();
    const raw = decodeURIComponent(visitor.jar.get('session')!);
    const id = createHash('sha256').update(raw).digest('hex');
    expect(await handle.db.select().from(httpSessions).where(eq(httpSessions.id, raw))).toEqual([]);
    expect(await handle.db.select().from(httpSessions).where(eq(httpSessions.id, id))).toHaveLength(1);
    expect((await visitor.request({ method: 'POST', url: '/back/api/write', xsrf: true })).statusCode).toBe(200);
    await handle.db.delete(httpSessions).where(eq(httpSessions.id, id));
    expect((await visitor.request({ method: 'POST', url: '/back/api/write', xsrf: true })).statusCode).toBe(419);
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
    expect((await visitor.request({ method: 'POST', url: '/back/api/write', xsrf: true })).statusCode).toBe(200);
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

  it('sets the cookies again when a session is extended, so the browser keeps them as long as the server', async () => {
    const visitor = createVisitor(app);
    await visitor.csrf();
    const id = createHash('sha256').update(decodeURIComponent(visitor.jar.get('session')!)).digest('hex');
    await handle.db.update(httpSessions).set({ lastSeenAt: new Date(Date.now() - 2 * 3600_000) }).where(eq(httpSessions.id, id));
    const res = await visitor.request({ method: 'POST', url: '/back/api/write', xsrf: true });
    expect(res.statusCode).toBe(200);
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
