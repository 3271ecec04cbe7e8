import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from './app.ts';
import { buildTestApp, testConfig, type TestApp } from './test/helper.ts';
import { describeDatabase, formatStartupSummary, printStartupSummary, startupFacts } from './startup-summary.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('start-up summary', () => {
  it('says where the server listens, which database it uses, and that the demo data and its hosts are there', async () => {
    const facts = await startupFacts(t.app, { ...testConfig, PORT: 3123, HOST: '0.0.0.0' });
    expect(facts.url).toBe('http://localhost:3123');
    expect(facts.database).toMatch(/^embedded PostgreSQL \(PGlite\) in /);
    expect(facts.demoData).toBe(true);
    expect(facts.demoHosts).toContainEqual({ platform: 'demo', urls: ['http://demo.localhost:3123', 'http://demo-es.localhost:3123'] });
    expect(facts.demoHosts).toContainEqual({ platform: 'cofares', urls: ['http://cofares.localhost:3123'] });
    const text = formatStartupSummary(facts);
    expect(text).toMatch(/^Pharma Campus is ready: http:\/\/localhost:3123\n/);
    expect(text).toContain('demo data  loaded');
    expect(text).toContain('http://mfo.localhost:3123');
  });

  it('never prints the database password', () => {
    expect(describeDatabase({ DATABASE_URL: 'postgres://app:s3cret@db.internal:5432/pharma', DATA_DIR: '.data' })).toBe(
      'PostgreSQL postgres://app@db.internal:5432/pharma',
    );
  });

  it('writes text at a terminal and one JSON log line otherwise', async () => {
    let written = '';
    const terminal = { isTTY: true, write: (chunk: string) => (written += chunk) } as unknown as NodeJS.WriteStream;
    await printStartupSummary(t.app, testConfig, terminal);
    expect(written).toContain('Pharma Campus is ready');
    const logged: unknown[] = [];
    const info = t.app.log.info;
    t.app.log.info = ((obj: unknown, msg: string) => void logged.push([obj, msg])) as unknown as typeof info;
    try {
      await printStartupSummary(t.app, testConfig, { isTTY: false } as NodeJS.WriteStream);
    } finally {
      t.app.log.info = info;
    }
    expect(logged).toEqual([[expect.objectContaining({ demoData: true }), 'ready']]);
  });
});

describe('request logs', () => {
  it('are readable lines at a terminal and JSON otherwise', () => {
    expect(loggerOptions({ LOG_LEVEL: 'info' }, true)).toMatchObject({ level: 'info', transport: { target: 'pino-pretty' } });
    expect(loggerOptions({ LOG_LEVEL: 'warn' }, false)).toEqual({ level: 'warn' });
  });
});
