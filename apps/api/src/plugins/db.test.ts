import { get } from 'node:http';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabaseForTests } from '../test/helper.ts';
import db from './db.ts';

/** A server owning its database, with a route that waits for the test's signal before it queries. */
async function serverWithHeldQuery() {
  let arrived!: () => void;
  const handlerArrived = new Promise<void>((resolve) => (arrived = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const outcome: { value?: number; error?: unknown } = {};

  const app = Fastify({ logger: false });
  await app.register(db, { handle: await openDatabaseForTests(), ownsHandle: true });
  app.get('/held', async () => {
    arrived();
    await released;
    try {
      const result = (await app.db.db.execute(sql`select 41 + 1 as value`)) as unknown as { rows: { value: number }[] };
      outcome.value = Number(result.rows[0].value);
    } catch (error) {
      outcome.error = error;
      throw error;
    }
    return { value: outcome.value };
  });
  await app.ready();
  return { app, handlerArrived, release, outcome };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('db plugin: closing the server', () => {
  it('lets a request being answered finish its query before the database closes', async () => {
    const server = await serverWithHeldQuery();
    app = server.app;
    const response = server.app.inject({ url: '/held' });
    await server.handlerArrived;
    let closed = false;
    const closing = server.app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);

    server.release();
    const answer = await response;
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ value: 42 });
    await closing;
    expect(closed).toBe(true);
  });

  it('waits for the handler of a client gone away until it answers, not for its drain time', async () => {
    const server = await serverWithHeldQuery();
    app = server.app;
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const client = new AbortController();
    const request = fetch(`${address}/held`, { signal: client.signal }).catch(() => 'aborted');
    await server.handlerArrived;
    client.abort();
    expect(await request).toBe('aborted');
    const started = Date.now();
    const closing = server.app.close();

    server.release();
    await closing;
    expect(server.outcome).toEqual({ value: 42 });
    // Over when the handler answered, not at the end of the drain time.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('closes after its drain time when a handler never ends', async () => {
    const handle = await openDatabaseForTests();
    app = Fastify({ logger: false });
    await app.register(db, { handle, ownsHandle: true, drainTimeoutMs: 100 });
    app.get('/stuck', () => new Promise(() => {}));
    await app.ready();
    void app.inject({ url: '/stuck' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    await expect(handle.ping()).rejects.toThrow();
  });

  it('does not wait for a streamed answer whose client went away in the middle of it', async () => {
    app = Fastify({ logger: false });
    await app.register(db, { handle: await openDatabaseForTests(), ownsHandle: true });
    // A file that never ends: its first bytes, then nothing.
    let sent = false;
    const file = new Readable({
      read() {
        if (!sent) this.push(Buffer.alloc(1024));
        sent = true;
      },
    });
    app.get('/file', (_request, reply) => reply.type('application/octet-stream').send(file));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    // The client reads the first bytes, then drops the connection.
    await new Promise<void>((resolve) => {
      const request = get(`${address}/file`, (response) => response.once('data', () => (request.destroy(), resolve())));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
