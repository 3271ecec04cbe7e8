// `npm run seed:bench [-- --trainings <n>]`: adds the bench data set (default 10,000 French trainings offered on mfo,
// and a pharmacy group of 2,000 learners with a year of activity)
// to the configured database (DATABASE_URL, or the PGlite of DATA_DIR), after migrating it and seeding the demo data
// (the bench needs the demo platforms). Idempotent: a second run adds nothing. Stop the server first when it uses
// the embedded database of DATA_DIR: PGlite has a single owner.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '@app/api/config';
import { openDatabase } from '@app/api/app';
import { seedBench } from '@app/db/seed/bench';
import { seedDemo } from '@app/db/seed/demo';
import { seedDashboardBench } from '@app/db/seed/dashboard-demo';

const { values } = parseArgs({
  options: {
    trainings: { type: 'string', default: '10000' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  process.stdout.write('Usage: npm run seed:bench [-- --trainings <n>]\n');
  process.exit(0);
}
const count = Number.parseInt(values.trainings ?? '', 10);
if (!Number.isInteger(count) || count < 0) {
  process.stderr.write(`--trainings must be a whole number, got ${values.trainings}\n`);
  process.exit(1);
}

const config = loadConfig();
const started = performance.now();
const handle = await openDatabase(config);
try {
  await seedDemo(handle.db);
  const { inserted, total } = await seedBench(handle.db, { trainings: count });
  // The pharmacy group of 2,000 learners of the dashboard's and learners list's benchmark (issue 15).
  await seedDashboardBench(handle.db);
  // Fresh planner statistics for the new volume, and the visibility map that lets the catalogue facets read their
  // indexes only (PostgreSQL's autovacuum would get there later; PGlite has none).
  await handle.db.execute(sql`vacuum analyze`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`Bench seed: ${inserted} trainings inserted, ${total} bench offers on mfo (${seconds} s)\n`);
} finally {
  await handle.close();
}
