/**
 * The API alone, as `npm run fuzz` attacks it: the production configuration on DATA_DIR (the demo seeded) and PORT,
 * in a process of its own so that a crash shows as dropped connections rather than ending the fuzzer.
 */
import { buildApp } from '@app/api/app';
import { loadConfig } from '@app/api/config';

const config = loadConfig();
const app = await buildApp(config);
await app.listen({ port: config.PORT, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
