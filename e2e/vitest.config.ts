import { defineConfig } from 'vitest/config';

/** Workers, each with its own production server and embedded database (e2e/support/global-setup.ts). */
const servers = Math.max(1, Number(process.env.E2E_SERVERS ?? 2));

export default defineConfig({
  test: {
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Files run side by side, one per worker, each worker against its own server: a file never shares a database
    // with a file running at the same time.
    fileParallelism: servers > 1,
    maxWorkers: servers,
  },
});
