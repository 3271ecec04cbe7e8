import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ensureSecrets, parseConfig } from './config.ts';

const secrets = { APP_KEY: 'k'.repeat(40), PUSHER_APP_ID: '1', PUSHER_APP_KEY: 'key', PUSHER_APP_SECRET: 's'.repeat(20) };

describe('configuration', () => {
  it('applies defaults and seeds the demo only on the embedded database', () => {
    const config = parseConfig({}, secrets);
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: '.data', seedDemo: true });
    expect(parseConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }, secrets).seedDemo).toBe(false);
    expect(parseConfig({ DATABASE_URL: 'postgres://u@h:5432/db', SEED_DEMO: '1' }, secrets).seedDemo).toBe(true);
    // Unknown hosts show the demo brand only where a default platform is configured: by default, the embedded demo.
    expect(config.defaultPlatform).toBe('demo');
    expect(parseConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }, secrets).defaultPlatform).toBeNull();
    expect(parseConfig({ DATABASE_URL: 'postgres://u@h:5432/db', DEFAULT_PLATFORM: 'mfo' }, secrets).defaultPlatform).toBe('mfo');
    expect(config.FIRST_AID_TRAINING_IDS).toEqual([]);
    expect(parseConfig({ FIRST_AID_TRAINING_IDS: ' afgsu-niveau-1, 42 ,' }, secrets).FIRST_AID_TRAINING_IDS).toEqual(['afgsu-niveau-1', '42']);
  });

  it('stops with one line naming the bad variable', () => {
    expect(() => parseConfig({ PORT: 'eighty' }, secrets)).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: 'eighty' }, secrets)).toThrow(/^Invalid configuration: PORT /);
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x/y' }, secrets)).toThrow(/DATABASE_URL/);
    expect(() => parseConfig({ REDIS_URL: 'nope' }, secrets)).toThrow(/REDIS_URL/);
    expect(() => parseConfig({ APP_KEY: 'short' }, secrets)).toThrow(/APP_KEY/);
    expect(() => parseConfig({}, {})).toThrow(/APP_KEY is missing/);
    expect(() => parseConfig({ BBB_URL: 'https://bbb.example.org/bigbluebutton/' }, secrets)).toThrow(/BBB_SECRET is missing/);
  });

  it('generates missing secrets once into DATA_DIR/secrets.json with mode 0600', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cfg-'));
    try {
      const first = ensureSecrets(dir, {});
      const file = path.join(dir, 'secrets.json');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(first.APP_KEY!.length).toBeGreaterThanOrEqual(32);
      expect(ensureSecrets(dir, {})).toEqual(first);
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);
      expect(parseConfig({}, first).APP_KEY).toBe(first.APP_KEY);
      expect(parseConfig({ APP_KEY: 'e'.repeat(32) }, first).APP_KEY).toBe('e'.repeat(32));
      // The BigBlueButton secret too, used once a server is configured (and kept when the environment gives one).
      expect(first.BBB_SECRET!.length).toBeGreaterThanOrEqual(32);
      expect(parseConfig({ BBB_URL: 'https://bbb.example.org/bigbluebutton/' }, first).BBB_SECRET).toBe(first.BBB_SECRET);
      // The sandbox payment provider's signing key, never in the code.
      expect(first.SANDBOX_PAYMENT_SECRET!.length).toBeGreaterThanOrEqual(32);
      expect(parseConfig({}, first).sandboxPaymentSecret).toBe(first.SANDBOX_PAYMENT_SECRET);
      expect(() => parseConfig({ PAYMENT_PROVIDER: 'systempay' }, first)).toThrow(/SYSTEMPAY_SHOP_ID is missing/);
      // The operator's metrics token, unless the environment gives one.
      expect(first.OPERATOR_TOKEN!.length).toBeGreaterThanOrEqual(32);
      expect(parseConfig({}, first).OPERATOR_TOKEN).toBe(first.OPERATOR_TOKEN);
      expect(parseConfig({ OPERATOR_TOKEN: 'o'.repeat(16) }, first).OPERATOR_TOKEN).toBe('o'.repeat(16));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
