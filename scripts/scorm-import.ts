// `npm run scorm:import -- <moduleId> <package.zip>`: imports a SCORM 1.2 or 2004 package as the content of a module,
// into the content store of the configured data folder (the back-office upload will call the same use case). A
// refused package prints why and exits 1. Run it with the server stopped when the database is the embedded one.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { contentDirOf, openDatabase } from '@app/api/app';
import { loadConfig } from '@app/api/config';
import { AppError } from '@app/api/errors/app-error';
import { importScormPackage } from '@app/api/modules/learning/scorm-import';
import { translate } from '@app/api/i18n/messages';

const { positionals } = parseArgs({ allowPositionals: true });
const [moduleId, file] = positionals;
if (!/^\d+$/.test(moduleId ?? '') || !file) {
  process.stderr.write('usage: npm run scorm:import -- <moduleId> <package.zip>\n');
  process.exit(2);
}
const config = loadConfig();
const handle = await openDatabase(config);
try {
  const content = await importScormPackage(handle.db, contentDirOf(config), Number(moduleId), await readFile(file));
  process.stdout.write(`module ${moduleId}: SCORM ${content.scormVersion}, launches ${content.scormEntry} (${content.storageKey})\n`);
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  process.stderr.write(`${translate('fr', error.messageKey, error.params)}\n`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
