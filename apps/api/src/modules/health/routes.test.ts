import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getHealth, getReadiness } from '@app/contracts/health';
import { buildApp } from '../../app.ts';
import { buildTestApp, createVisitor, dataOf, failureOf, openDatabaseForTests, testConfig, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('liveness and readiness', () => {
  it('are both up on a running server, on any host', async () => {
    const visitor = createVisitor(t.app, '10.0.0.7');
    expect(dataOf(await visitor.call(getHealth), getHealth)).toEqual({ process: 'up' });
    expect(dataOf(await visitor.call(getReadiness), getReadiness)).toEqual({ database: 'ok' });
  });

  it('readiness fails while the server drains, before it stops answering', async () => {
    const db = await openDatabaseForTests();
    const app = await buildApp(testConfig, { db, logger: false });
    const answers: { health: number; ready: number }[] = [];
    // Once the shutdown has begun, the requests that still arrive are answered; readiness then says to go elsewhere.
    app.addHook('preClose', async () => {
      const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/back/api`;
      answers.push({ health: (await fetch(`${base}/health`)).status, ready: (await fetch(`${base}/ready`)).status });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await app.close();
    await db.close();
    expect(answers).toEqual([{ health: 200, ready: 503 }]);
  });

  it('readiness fails when the database does not answer, liveness does not', async () => {
    const broken = await buildTestApp();
    await broken.db.close();
    const visitor = createVisitor(broken.app);
    expect(failureOf(await visitor.call(getReadiness), getReadiness).message).toBe('Le service est momentanément indisponible.');
    expect(dataOf(await visitor.call(getHealth), getHealth)).toEqual({ process: 'up' });
    await broken.app.close();
  });
});
