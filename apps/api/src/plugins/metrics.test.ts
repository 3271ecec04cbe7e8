import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getCourse } from '@app/contracts/catalogue/course';
import { errorEnvelope } from '@app/contracts/contract';
import { subscribeFormation } from '@app/contracts/learning/enrolment';
import { buildTestApp, createVisitor, dataOf, signedIn, type TestApp } from '../test/helper.ts';
import { METRICS_PATH } from './metrics.ts';

const OPERATOR_TOKEN = 'operator-token-0123456789';
const PROBE_QUEUE = 'metrics-probe';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ OPERATOR_TOKEN, JOBS_POLL_SECONDS: 0.5 });
});
afterAll(async () => t.close());

const scrape = async () => {
  const res = await t.app.inject({ url: METRICS_PATH, headers: { host: 'any-host.example', authorization: `Bearer ${OPERATOR_TOKEN}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

/** The value of a sample of the exposition text, found by its name and (some of) its labels. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const line = text.split('\n').find((l) =>
    (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('the Prometheus metrics', () => {
  it('answer as an unknown address without the operator token, with the request id in the answer', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', OPERATOR_TOKEN]) {
      const res = await t.app.inject({ url: METRICS_PATH, headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(404);
      expect(errorEnvelope.parse(res.json()).requestId).toBe(res.headers['x-request-id']);
    }
  });

  it('are served in the exposition format with the operator token, on any host', async () => {
    const res = await t.app.inject({ url: METRICS_PATH, headers: { host: '10.0.0.7', authorization: `Bearer ${OPERATOR_TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(res.body, 'campus_database_up')).toBe(1);
    expect(sample(res.body, 'campus_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(sample(res.body, 'campus_realtime_connections')).toBe(0);
    expect(sample(res.body, 'campus_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('count HTTP requests by route pattern and status, never by raw address', async () => {
    const labels = { method: 'GET', route: '/back/api/catalog/course/:slug', status_code: '200' };
    const before = sample(await scrape(), 'campus_http_requests_total', labels) ?? 0;
    const visitor = createVisitor(t.app);
    for (const slug of ['accompagner-sevrage-tabagique', 'accompagner-sevrage-tabagique']) dataOf(await visitor.call(getCourse, { params: { slug } }), getCourse);
    const after = await scrape();
    expect(sample(after, 'campus_http_requests_total', labels)).toBe(before + 2);
    expect(sample(after, 'campus_http_request_duration_seconds_count', labels)).toBe(before + 2);
    expect(after).not.toContain('accompagner-sevrage-tabagique');
  });

  it('count enrolments and paid orders per platform from the database', async () => {
    const before = await scrape();
    expect(sample(before, 'campus_orders_paid', { platform: 'demo' })).toBeGreaterThan(0);
    const enrolled = sample(before, 'campus_enrolments', { platform: 'demo' }) ?? 0;
    const learner = await signedIn(t.app, 'pharmacien@demo.test');
    const { id } = dataOf(await createVisitor(t.app).call(getCourse, { params: { slug: 'accompagner-sevrage-tabagique' } }), getCourse);
    dataOf(await learner.call(subscribeFormation, { body: { id } }), subscribeFormation);
    expect(sample(await scrape(), 'campus_enrolments', { platform: 'demo' })).toBe(enrolled + 1);
  });

  it('count the jobs this process ran by outcome, and the jobs waiting in the queue', async () => {
    await t.app.jobs.work<{ fail: boolean }>(PROBE_QUEUE, async ({ fail }) => {
      if (fail) throw new Error('probe failure');
    });
    await t.app.jobs.send(PROBE_QUEUE, { fail: false });
    await t.app.jobs.send(PROBE_QUEUE, { fail: true });
    await vi.waitFor(async () => {
      const text = await scrape();
      expect(sample(text, 'campus_jobs_run', { queue: PROBE_QUEUE, outcome: 'completed' })).toBe(1);
      expect(sample(text, 'campus_jobs_run', { queue: PROBE_QUEUE, outcome: 'failed' })).toBe(1);
      // The failed job waits for its retry.
      expect(sample(text, 'campus_jobs', { queue: PROBE_QUEUE, state: 'retry' })).toBe(1);
    }, { timeout: 20_000, interval: 250 });
  });
});
