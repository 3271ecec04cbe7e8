// `npm run tracking:verify [-- --user <id>]`: checks the learners' tracking chains (each event hashes its predecessor)
// on the configured database and exits 1 when a row was changed, inserted or deleted. Run it with the server
// stopped when the database is the embedded one (its data folder is held by the server).
import { parseArgs } from 'node:util';
import { loadConfig } from '@app/api/config';
import { openDatabase } from '@app/api/app';
import { verifyTracking } from '@app/api/modules/learning/verify-tracking';

const { values } = parseArgs({ options: { user: { type: 'string' } } });
const handle = await openDatabase(loadConfig());
try {
  const result = await verifyTracking(handle.db, values.user ? Number(values.user) : undefined);
  process.stdout.write(`${result.events} tracking events of ${result.learners} learners checked\n`);
  for (const b of result.broken) process.stdout.write(`learner ${b.userId}: ${b.problem === 'hashMismatch' ? 'event changed' : 'chain broken (event deleted or inserted)'} at event ${b.eventId}\n`);
  process.exitCode = result.broken.length > 0 ? 1 : 0;
} finally {
  await handle.close();
}
