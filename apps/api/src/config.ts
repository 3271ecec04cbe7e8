import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  APP_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  API_URL: z.url().optional(),
  PUSHER_APP_ID: z.string().min(1).optional(),
  PUSHER_APP_KEY: z.string().min(1).optional(),
  PUSHER_APP_SECRET: z.string().min(16).optional(),
  /** An external Pusher-compatible server (Soketi, Pusher, Reverb): events are published through its HTTP API. */
  PUSHER_HOST: z.string().min(1).optional(),
  PUSHER_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** TLS only when the setting is 'true' (spec §9). */
  PUSHER_TLS: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** Prefix of the Redis keys and pub/sub channels of this deployment (several deployments may share one Redis). */
  REDIS_PREFIX: z.string().default('pharma-campus:'),
  SEED_DEMO: flag.optional(),
  /** Code name of the platform that serves host names no platform lists; by default `demo` on the embedded database only. */
  DEFAULT_PLATFORM: z.string().min(1).optional(),
  TRUST_PROXY: flag.default(false),
  /** Trainings recognised as first aid ("premier secours", spec §9): slugs or ids, comma-separated. */
  FIRST_AID_TRAINING_IDS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((id) => id.trim()).filter(Boolean)),
  /**
   * The BigBlueButton server of the virtual classes (`https://bbb.example.org/bigbluebutton/`), its shared secret
   * (`bbb-conf --secret`; generated into the data folder when missing, to be set on the server with `bbb-conf
   * --setsecret`) and the checksum's hash (BigBlueButton 2.6+ accepts sha1, sha256, sha384 and sha512). Without a URL,
   * only sessions with an external link can be joined.
   */
  BBB_URL: z.url({ protocol: /^https?$/ }).optional(),
  BBB_SECRET: z.string().min(16).optional(),
  BBB_CHECKSUM: z.enum(['sha1', 'sha256', 'sha384', 'sha512']).default('sha256'),
  /**
   * The card payment provider (issue 14): `sandbox` (default) is the embedded test provider with its hosted test-card
   * page; `systempay` a SystemPay/Lyra REST API (its URL, shop id and password: the password also signs its
   * notifications).
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'systempay']).default('sandbox'),
  SYSTEMPAY_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.systempay.fr/api-payment/'),
  SYSTEMPAY_SHOP_ID: z.string().min(1).optional(),
  SYSTEMPAY_PASSWORD: z.string().min(8).optional(),
  /** How often each instance asks the job queue for work (seconds). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** The bearer token that reads the Prometheus metrics (`GET /metrics`); generated into the data folder when missing. */
  OPERATOR_TOKEN: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Load shedding (issue 18): beyond these, requests from the network are answered 503 with Retry-After at once
   * rather than left to wait. The requests being answered at once (0: no limit): past the concurrency where
   * throughput peaks, more only wait longer. The mean event-loop delay of the last sample (ms; 0: no limit): off by
   * default, as one long query of the embedded database stalls the loop without any overload, and a sample without a
   * measure (the loop too busy to take one) counts as an infinite delay. The share of the
   * last sample the event loop was busy (0–1; 0: no limit): the embedded database answers one request after another
   * in the server's thread, so its queue is in the sockets, out of the count of requests in flight; off by default, as
   * a host shared with other work keeps the loop busy without overload.
   */
  SHED_MAX_IN_FLIGHT: z.coerce.number().int().min(0).default(64),
  SHED_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().min(0).default(0),
  SHED_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  SHED_SAMPLE_INTERVAL_MS: z.coerce.number().int().min(10).default(1000),
  SHED_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).default(5),
});

const SECRET_NAMES = ['APP_KEY', 'PUSHER_APP_ID', 'PUSHER_APP_KEY', 'PUSHER_APP_SECRET'] as const;
type SecretName = (typeof SECRET_NAMES)[number];
/**
 * Generated on first start like the others, but needed only once BBB_URL is set (BBB_SECRET), by the sandbox
 * payment provider, which signs its test notifications with its own key (SANDBOX_PAYMENT_SECRET), or by an operator's
 * metrics scraper (OPERATOR_TOKEN: without it the metrics are not served).
 */
const GENERATED_SECRETS = [...SECRET_NAMES, 'BBB_SECRET', 'SANDBOX_PAYMENT_SECRET', 'OPERATOR_TOKEN'] as const;
type GeneratedSecret = (typeof GENERATED_SECRETS)[number];

export type Config = z.output<typeof envSchema> & Required<Pick<z.output<typeof envSchema>, SecretName>> & {
  /** Seed the demo data at start: by default only on the embedded database (spec: issue "Database"). */
  seedDemo: boolean;
  /** The platform of unknown host names; null: an unknown host is the platform failure of spec §8. */
  defaultPlatform: string | null;
  /** The sandbox payment provider's signing key (generated into the data folder); null: a key per process. */
  sandboxPaymentSecret: string | null;
};

export class ConfigError extends Error {}

/** Validates the environment; a bad value throws one line naming the variable. */
export function parseConfig(env: NodeJS.ProcessEnv, secrets: Partial<Record<GeneratedSecret, string>> = {}): Config {
  const result = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const values = { ...result.data };
  for (const name of SECRET_NAMES) {
    values[name] ??= secrets[name];
    if (!values[name]) throw new ConfigError(`Invalid configuration: ${name} is missing`);
  }
  values.BBB_SECRET ??= secrets.BBB_SECRET;
  values.OPERATOR_TOKEN ??= secrets.OPERATOR_TOKEN;
  if (values.BBB_URL && !values.BBB_SECRET) throw new ConfigError('Invalid configuration: BBB_SECRET is missing');
  if (values.PAYMENT_PROVIDER === 'systempay') {
    for (const name of ['SYSTEMPAY_SHOP_ID', 'SYSTEMPAY_PASSWORD'] as const) if (!values[name]) throw new ConfigError(`Invalid configuration: ${name} is missing`);
  }
  return {
    ...(values as Config),
    sandboxPaymentSecret: env.SANDBOX_PAYMENT_SECRET || secrets.SANDBOX_PAYMENT_SECRET || null,
    seedDemo: values.SEED_DEMO ?? !values.DATABASE_URL,
    defaultPlatform: values.DEFAULT_PLATFORM ?? (values.DATABASE_URL ? null : 'demo'),
  };
}

function generateSecret(name: GeneratedSecret): string {
  if (name === 'PUSHER_APP_ID') return String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000));
  if (name === 'PUSHER_APP_KEY') return randomBytes(10).toString('hex');
  return randomBytes(32).toString('base64url');
}

/** Reads `DATA_DIR/secrets.json`, generating the missing secrets on first start (mode 0600). */
export function ensureSecrets(dataDir: string, env: NodeJS.ProcessEnv): Partial<Record<GeneratedSecret, string>> {
  const file = path.join(dataDir, 'secrets.json');
  const stored: Partial<Record<GeneratedSecret, string>> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const missing = GENERATED_SECRETS.filter((name) => !env[name] && !stored[name]);
  if (missing.length > 0) {
    for (const name of missing) stored[name] = generateSecret(name);
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return stored;
}

/** Loads the configuration once at boot; on error prints one line and stops the process. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    const dataDir = env.DATA_DIR || '.data';
    return parseConfig(env, ensureSecrets(dataDir, env));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
