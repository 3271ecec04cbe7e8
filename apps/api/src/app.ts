import { randomUUID } from 'node:crypto';
import path from 'node:path';
import cookie from '@fastify/cookie';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { createDb, type DbHandle } from '@app/db/client';
import { migrateDb } from '@app/db/migrate';
import { seedDemo } from '@app/db/seed/demo';
import api from './api.ts';
import { seedScormDemo } from './modules/learning/scorm-demo.ts';
import type { Config } from './config.ts';
import redirectRules from './modules/redirects/redirect-rules.ts';
import sitemap from './modules/catalogue/sitemap.ts';
import db from './plugins/db.ts';
import errorHandler from './plugins/error-handler.ts';
import jobs from './plugins/jobs.ts';
import metrics from './plugins/metrics.ts';
import loadShedding from './plugins/load-shedding.ts';
import lingeringClose from './http/lingering-close.ts';
import precompressed from './http/precompressed.ts';
import { DRAINING, drainOnClose } from './http/drain.ts';
import { clientErrorHandler } from './http/client-error.ts';
import caches from './plugins/caches.ts';
import realtime, { type RealtimeOptions } from './realtime/plugin.ts';
import securityHeaders, { securityOptions } from './plugins/security-headers.ts';
import platformHost from './plugins/platform-host.ts';

const BODY_LIMIT = 1024 * 1024;

/** Opens the configured database, applies the migrations and, where configured, the demo seed. */
export async function openDatabase(config: Config): Promise<DbHandle> {
  const handle = await createDb(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: pgliteDirOf(config) },
  );
  await migrateDb(handle);
  const seeded = config.seedDemo ? (await seedDemo(handle.db)).inserted : false;
  // The demo's SCORM packages need the data folder as well as the database: unpacked into its content store.
  if (config.seedDemo) await seedScormDemo(handle.db, contentDirOf(config));
  // PGlite runs without autovacuum, so its planner statistics are only as fresh as the last ANALYZE: without them
  // a catalogue of thousands of trainings is planned as if it held a few rows (30 s instead of 0.3 s per page).
  if (handle.kind === 'pglite' || seeded) await handle.db.execute(sql`analyze`);
  return handle;
}

/** The embedded database's folder (without DATABASE_URL), in the data folder. */
export function pgliteDirOf(config: Pick<Config, 'DATA_DIR'>): string {
  return path.join(config.DATA_DIR, 'pglite');
}

/** The content store: unpacked SCORM packages and other module files, in the data folder. */
export function contentDirOf(config: Pick<Config, 'DATA_DIR'>): string {
  return path.resolve(config.DATA_DIR, 'content');
}

/** Request logs a person can read at a terminal (pino-pretty), JSON lines for log collectors otherwise. */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>, tty = Boolean(process.stdout.isTTY)) {
  if (!tty) return { level: config.LOG_LEVEL };
  return {
    level: config.LOG_LEVEL,
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true } },
  };
}

/**
 * The root server: external plugins (helmet, cookie), then app plugins (db, platform and locale, redirect rules),
 * then the API under /back. The web registers its handler on the returned instance.
 */
export async function buildApp(
  config: Config,
  opts: { db?: DbHandle; logger?: boolean; realtime?: Pick<RealtimeOptions, 'server' | 'shutdown'> } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // Loading the pages' server build and opening the database can pass Fastify's 10 s on a busy machine (a restart
    // under load): a slow start is still a start.
    pluginTimeout: 120_000,
    clientErrorHandler,
    ...DRAINING,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  drainOnClose(app);
  // Pages rendered in production replace the CSP with one allowing only their own inline scripts (pageSecurityPolicy);
  // this one, for every other answer, also serves the dev server's pages, whose inline modules carry no nonce.
  await app.register(securityHeaders, securityOptions(config, ["'unsafe-inline'"]));
  await app.register(cookie);
  await app.register(errorHandler);
  // First, so that its timing hook sees every route; what it reads from the plugins below, it reads when scraped.
  await app.register(metrics, { operatorToken: config.OPERATOR_TOKEN });
  await app.register(precompressed);
  await app.register(lingeringClose);
  await app.register(db, { handle: opts.db ?? (await openDatabase(config)), ownsHandle: !opts.db });
  await app.register(platformHost, { defaultPlatform: config.defaultPlatform });
  await app.register(loadShedding, {
    maxEventLoopDelayMs: config.SHED_MAX_EVENT_LOOP_DELAY_MS, maxEventLoopUtilization: config.SHED_MAX_EVENT_LOOP_UTILIZATION, maxInFlight: config.SHED_MAX_IN_FLIGHT,
    sampleIntervalMs: config.SHED_SAMPLE_INTERVAL_MS, retryAfterSeconds: config.SHED_RETRY_AFTER_SECONDS,
  });
  // Background work (booking offers, reminders) in the database's job queue, worked by every instance.
  await app.register(jobs, { pollingIntervalSeconds: config.JOBS_POLL_SECONDS });
  // Live updates: websockets on /app/{key} of this same server, the Pusher HTTP API and the broadcaster (issue 6).
  await app.register(realtime, {
    appId: config.PUSHER_APP_ID, key: config.PUSHER_APP_KEY, secret: config.PUSHER_APP_SECRET,
    redisUrl: config.REDIS_URL, redisPrefix: config.REDIS_PREFIX,
    pusherHost: config.PUSHER_HOST, pusherPort: config.PUSHER_PORT, pusherTls: config.PUSHER_TLS,
    ...opts.realtime,
  });
  // Per-process caches of what administrators edit, cleared on every instance when they save (through Redis when set).
  await app.register(caches, { redisUrl: config.REDIS_URL, redisPrefix: config.REDIS_PREFIX, appId: config.PUSHER_APP_ID });
  await app.register(redirectRules);
  await app.register(sitemap);
  await app.register(api, {
    prefix: '/back', appKey: config.APP_KEY, contentDir: contentDirOf(config), uploadsDir: path.resolve(config.DATA_DIR, 'uploads'), dataDir: config.DATA_DIR, smtpUrl: config.SMTP_URL, firstAidIds: config.FIRST_AID_TRAINING_IDS,
    bigBlueButton: config.BBB_URL && config.BBB_SECRET ? { url: config.BBB_URL, secret: config.BBB_SECRET, checksum: config.BBB_CHECKSUM } : undefined,
    payment:
      config.PAYMENT_PROVIDER === 'systempay'
        ? { provider: 'systempay', apiUrl: config.SYSTEMPAY_API_URL, shopId: config.SYSTEMPAY_SHOP_ID!, password: config.SYSTEMPAY_PASSWORD! }
        : config.sandboxPaymentSecret ? { provider: 'sandbox', secret: config.sandboxPaymentSecret } : undefined,
  });
  return app;
}
