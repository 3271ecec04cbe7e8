// `npm run restore -- <file>`: replaces the embedded database (DATA_DIR/pglite) with a backup of `npm run backup`.
// Stop the server first. The current database is kept aside as DATA_DIR/pglite.before-restore-<date>, never deleted.
import { existsSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '@app/api/config';
import { pgliteDirOf } from '@app/api/app';
import { fileStamp, restorePglite } from '@app/db/backup';

const { positionals } = parseArgs({ allowPositionals: true });
const config = loadConfig();
if (config.DATABASE_URL) {
  process.stderr.write('DATABASE_URL is set: restore PostgreSQL with pg_restore (README "Backup and restore").\n');
  process.exit(1);
}
if (positionals.length !== 1 || !existsSync(positionals[0])) {
  process.stderr.write('Usage: npm run restore -- <backup file>\n');
  process.exit(1);
}
const dataDir = pgliteDirOf(config);
if (existsSync(dataDir)) {
  const aside = `${dataDir}.before-restore-${fileStamp()}`;
  await rename(dataDir, aside);
  process.stdout.write(`The current database is kept in ${aside}\n`);
}
await restorePglite(path.resolve(positionals[0]), dataDir);
process.stdout.write(`Restored ${positionals[0]} into ${dataDir}\n`);
