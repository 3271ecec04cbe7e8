import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openPglite } from './client.ts';

/** The media type PGlite recognises a compressed data directory image by. */
const GZIP_TYPE = 'application/gzip';

/** A date for file names (`2026-11-27T01-05-00`): sortable, without the colons some file systems refuse. */
export function fileStamp(date = new Date()): string {
  return date.toISOString().replaceAll(':', '-').replace(/\..*$/, '');
}

/**
 * Writes a backup of the embedded database in `dataDir` to `file`: PGlite's image of its data directory
 * (`dumpDataDir`, a gzip tarball). PGlite is a single-process database: the server must be stopped, since a second
 * process opening the folder it holds would corrupt it.
 */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(dataDir)) throw new Error(`No embedded database in ${dataDir}`);
  const pglite = await openPglite({ dataDir });
  try {
    const image = await pglite.dumpDataDir('gzip');
    await mkdir(path.dirname(file), { recursive: true });
    // It holds every account's data: readable by the server's user only, as the secrets are.
    await writeFile(file, Buffer.from(await image.arrayBuffer()), { mode: 0o600 });
  } finally {
    await pglite.close();
  }
}

/** Restores a backup of `backupPglite` into `dataDir`, which must not exist: the caller moves the current one aside. */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir)) throw new Error(`${dataDir} already exists: move it aside before restoring`);
  const pglite = await openPglite({ dataDir, loadDataDir: new Blob([await readFile(file)], { type: GZIP_TYPE }) });
  await pglite.close();
}
