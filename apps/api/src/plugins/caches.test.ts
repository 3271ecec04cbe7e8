import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import caches from './caches.ts';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function instance(opts: { redisUrl?: string; redisPrefix?: string } = {}) {
  const app = Fastify({ logger: false });
  apps.push(app);
  await app.register(caches, { appId: 'test', ...opts });
  await app.ready();
  return app;
}

/** A cache that records how often it was emptied. */
const counter = () => {
  const cache = { cleared: 0, clear: () => void cache.cleared++ };
  return cache;
};

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('caches', () => {
  it("clears every cache of the area named, and only that area's", async () => {
    const app = await instance();
    const [content, alsoContent, catalogue] = [counter(), counter(), counter()];
    app.caches.register('content', content);
    app.caches.register('content', alsoContent);
    app.caches.register('catalogue', catalogue);
    await app.caches.clear('content');
    expect([content.cleared, alsoContent.cleared, catalogue.cleared]).toEqual([1, 1, 0]);
  });

  it('clears the same area on another instance sharing Redis', async () => {
    const shared = { redisUrl: 'redis://127.0.0.1:6379', redisPrefix: `test-${randomUUID()}:` };
    const [one, two, elsewhere] = await Promise.all([instance(shared), instance(shared), instance({ ...shared, redisPrefix: `test-${randomUUID()}:` })]);
    const [onTwo, otherArea, otherPrefix] = [counter(), counter(), counter()];
    two.caches.register('content', onTwo);
    two.caches.register('redirects', otherArea);
    elsewhere.caches.register('content', otherPrefix);
    await one.caches.clear('content');
    await until(() => onTwo.cleared > 0);
    expect(onTwo.cleared).toBe(1);
    expect(otherArea.cleared).toBe(0);
    expect(otherPrefix.cleared).toBe(0);
  });
});
