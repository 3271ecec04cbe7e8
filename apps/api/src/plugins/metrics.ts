import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { notFound } from '../http/not-found.ts';
import { jobStates } from '../jobs/queue.ts';
import { enrolmentCounts, paidOrderCounts } from './metrics-business.ts';

/** Where Prometheus scrapes, on any host name, outside the API's `/back` prefix: its answer is not the JSON wrapper. */
export const METRICS_PATH = '/metrics';
const PREFIX = 'campus_';
/** The route label of requests no route matched (the web's pages, unknown paths): never the raw URL, whose values are unbounded. */
const UNMATCHED_ROUTE = 'unmatched';

let processRegistry: Registry | undefined;

/** prom-client's figures of the process (memory, CPU, event loop, GC): once per process, however many servers it builds. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: PREFIX });
  }
  return processRegistry;
}

/** Compares the bearer token in constant time (digests first, so that its length does not leak either). */
function isOperator(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(token));
}

/** A figure read at scrape time; when its source fails (the database is down) it is left out rather than failing the scrape. */
function readAtScrape<T extends string>(
  registry: Registry, name: string, help: string, labelNames: readonly T[], read: (gauge: Gauge<T>) => Promise<void> | void,
): Gauge<T> {
  return new Gauge({
    name: `${PREFIX}${name}`, help, labelNames, registers: [registry],
    async collect() {
      this.reset();
      try {
        await read(this);
      } catch {
        this.reset();
      }
    },
  });
}

function registerReadings(app: FastifyInstance, registry: Registry): void {
  readAtScrape(registry, 'database_up', 'Whether the database answers (1) or not (0).', [], async (gauge) => {
    gauge.set(await app.db.ping().then(() => 1, () => 0));
  });
  readAtScrape(registry, 'db_pool_connections', 'Database connections by state (the embedded database has one).', ['state'], (gauge) => {
    const pool = app.db.pool;
    if (!pool) return void gauge.set({ state: 'total' }, 1);
    gauge.set({ state: 'total' }, pool.totalCount);
    gauge.set({ state: 'idle' }, pool.idleCount);
    gauge.set({ state: 'waiting' }, pool.waitingCount);
  });
  readAtScrape(registry, 'jobs', 'Jobs in the queue by state: created and retry (waiting), active, failed (for good).', ['queue', 'state'], async (gauge) => {
    for (const { queue, state, count } of await jobStates(app.db)) gauge.set({ queue, state }, count);
  });
  // Counted by this process; a gauge read at scrape time so that prom-client never holds a second copy of the counts.
  readAtScrape(registry, 'jobs_run', 'Jobs this process has run since it started, by outcome.', ['queue', 'outcome'], (gauge) => {
    for (const [queue, counts] of app.jobs.outcomes()) {
      for (const [outcome, count] of Object.entries(counts)) gauge.set({ queue, outcome }, count);
    }
  });
  readAtScrape(registry, 'realtime_connections', 'Open websocket connections of this process.', [], (gauge) => {
    gauge.set(app.realtime.server.metrics().connections);
  });
  readAtScrape(registry, 'realtime_channels', 'Channels with at least one subscriber in this process.', [], (gauge) => {
    gauge.set(app.realtime.server.metrics().channels);
  });
  // Business figures from the database: the same on every instance (aggregate with max, not sum).
  const perPlatform = (read: typeof enrolmentCounts) => async (gauge: Gauge<'platform'>) => {
    for (const { platform, count } of await read(app.db.db)) gauge.set({ platform }, count);
  };
  readAtScrape(registry, 'enrolments', 'Enrolments in the database, per platform.', ['platform'], perPlatform(enrolmentCounts));
  readAtScrape(registry, 'orders_paid', 'Paid orders in the database, per platform.', ['platform'], perPlatform(paidOrderCounts));
}

/**
 * Prometheus metrics (prom-client): HTTP requests by method, route pattern and status; the process (prom-client's
 * defaults); the database, jobs, realtime connections and business figures, read when scraped. Readable only with
 * `Authorization: Bearer <OPERATOR_TOKEN>`; without it the address answers as an unknown one (404).
 */
export default fp(
  async (app, opts: { operatorToken?: string }) => {
    const registry = new Registry();
    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({ name: `${PREFIX}http_requests_total`, help: 'HTTP requests answered.', labelNames, registers: [registry] });
    const duration = new Histogram({ name: `${PREFIX}http_request_duration_seconds`, help: 'Time to answer HTTP requests.', labelNames, registers: [registry] });
    registerReadings(app, registry);
    const exposed = Registry.merge([processMetrics(), registry]);

    app.addHook('onResponse', (request, reply, done) => {
      const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: reply.statusCode };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
      done();
    });

    app.get(METRICS_PATH, { config: { anyHost: true } }, async (request, reply) => {
      if (!isOperator(request.headers.authorization, opts.operatorToken)) notFound(request);
      return reply.type(exposed.contentType).send(await exposed.metrics());
    });
  },
  { name: 'metrics' },
);
