import { defineConfig } from 'drizzle-kit';

// Run from the repository root: `npm run db:generate` (drizzle-kit generate --config packages/db/drizzle.config.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/db/src/schema/*.ts',
  out: './packages/db/migrations',
});
