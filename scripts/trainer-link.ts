// `npm run trainer:link -- --session <id> --name "<trainer>" [--url <external room>]`: issues the trainer's link of a
// virtual session and prints its path (the token is shown once: only its hash is kept; issuing again revokes the
// previous link). With --url, the session's room is that address instead of BigBlueButton. Run it with the server
// stopped when the database is the embedded one (its data folder is held by the server).
import { parseArgs } from 'node:util';
import { loadConfig } from '@app/api/config';
import { openDatabase } from '@app/api/app';
import { issueTrainerLink } from '@app/api/modules/learning/trainer-link';

const { values } = parseArgs({ options: { session: { type: 'string' }, name: { type: 'string' }, url: { type: 'string' } } });
if (!values.session || !values.name) {
  process.stderr.write('usage: npm run trainer:link -- --session <id> --name "<trainer>" [--url <external room>]\n');
  process.exit(2);
}
const handle = await openDatabase(loadConfig());
try {
  const token = await issueTrainerLink(handle.db, Number(values.session), values.name, values.url);
  process.stdout.write(`/trainer/virtualClass/${token}\n`);
} finally {
  await handle.close();
}
