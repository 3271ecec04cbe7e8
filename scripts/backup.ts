// `npm run backup [-- <file>]`: writes a backup of the embedded database (DATA_DIR/pglite) to <file>, by default
// DATA_DIR/backups/pglite-<date>.tar.gz. Stop the server first: the embedded database is held by one process. With
// DATABASE_URL, back up PostgreSQL with pg_dump (README "Backup and restore").
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '@app/api/config';
import { pgliteDirOf } from '@app/api/app';
import { backupPglite, fileStamp } from '@app/db/backup';

const { positionals } = parseArgs({ allowPositionals: true });
const config = loadConfig();
if (config.DATABASE_URL) {
  process.stderr.write('DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc (README "Backup and restore").\n');
  process.exit(1);
}
const file = path.resolve(positionals[0] ?? path.join(config.DATA_DIR, 'backups', `pglite-${fileStamp()}.tar.gz`));
await backupPglite(pgliteDirOf(config), file);
process.stdout.write(`Backup written to ${file}\n`);
