import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '@app/api/config';
import { DRAINING, drainOnClose } from '@app/api/http/drain';
import { apiFetchFor } from './api-fetch.ts';

const config = {} as Config;
let close: (() => Promise<unknown>) | undefined;
afterEach(async () => close?.());

/** A server that shuts down as the app's does, whose page route calls the in-process API after a pause, as a loader does. */
async function server() {
  const app = Fastify(DRAINING);
  drainOnClose(app);
  let rendering: () => void = () => {};
  const started = new Promise<void>((resolve) => (rendering = resolve));
  app.get('/back/api/echo', async (request) => ({ host: request.headers.host, cookie: request.headers.cookie ?? null }));
  app.get('/page', async (request) => {
    rendering();
    await new Promise((r) => setTimeout(r, 200));
    const answer = await apiFetchFor(app, config, request)('/back/api/echo');
    return { status: answer.status, body: await answer.json() };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  close = () => app.close();
  return { app, started, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

describe('the in-process API for loaders', () => {
  it('forwards the host and the cookies of the page request', async () => {
    const { base } = await server();
    const page = await fetch(`${base}/page`, { headers: { cookie: 'a=1' } });
    expect(await page.json()).toEqual({ status: 200, body: { host: new URL(base).host, cookie: 'a=1' } });
  });

  it('still answers a page being rendered when the shutdown starts', async () => {
    const { app, started, base } = await server();
    const page = fetch(`${base}/page`);
    await started;
    const closed = app.close();
    const answer = await page;
    expect(answer.status).toBe(200);
    expect((await answer.json()).status).toBe(200);
    await closed;
  });
});
