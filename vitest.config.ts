import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts', 'packages/contracts/src/**/*.test.ts', 'eslint/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['packages/db/src/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', include: ['apps/web/app/**/*.test.{ts,tsx}', 'apps/web/*.test.ts'] } },
    ],
  },
});
