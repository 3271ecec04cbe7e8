/**
 * The API alone on DATABASE_URL and PORT, for the job queue's restart test: a process the test can kill -9 (run with
 * `node --import tsx`). Its workers poll every half second.
 */
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';

const config = parseConfig(
  { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DEFAULT_PLATFORM: 'demo', JOBS_POLL_SECONDS: '0.5' },
  { APP_KEY: 'test-app-key-0123456789-abcdefghijklmnop', PUSHER_APP_ID: '1', PUSHER_APP_KEY: 'key', PUSHER_APP_SECRET: 'secret-0123456789abcdef' },
);
const app = await buildApp(config, { logger: false });
await app.listen({ port: config.PORT, host: '127.0.0.1' });
