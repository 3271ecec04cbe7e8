import { defineConfig } from 'vitest/config';
import { BUILT_SCREENS } from './apps/web/app/built-screens.ts';

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
      {
        // The screens' names, as the web's bundler compiles them in (apps/web/vite.config.ts).
        define: { __BUILT_SCREEN_NAMES__: JSON.stringify(Object.keys(BUILT_SCREENS)) },
        test: { name: 'web', include: ['apps/web/app/**/*.test.{ts,tsx}', 'apps/web/*.test.ts'] },
      },
    ],
  },
});
