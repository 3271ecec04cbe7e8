import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A new random file name in the upload store: a name's bytes never change, so its URL may be cached. */
export const newFileKey = (extension: string) => `${randomBytes(18).toString('base64url')}.${extension}`;

/** Writes a file aside then renames it, so a reader never sees half of it. */
export async function writeStoredFile(dir: string, key: string, bytes: Buffer): Promise<void> {
  await mkdir(dir, { recursive: true });
  const partial = path.join(dir, `${key}.part`);
  await writeFile(partial, bytes);
  await rename(partial, path.join(dir, key));
}

/** Removes a replaced file; one already gone is fine. */
export async function removeStoredFile(dir: string, key: string | null): Promise<void> {
  if (key) await rm(path.join(dir, key), { force: true });
}

/** A stored file's path and size, or null when it is not there. */
export async function findStoredFile(dir: string, key: string): Promise<{ path: string; size: number } | null> {
  const file = path.join(dir, key);
  const found = await stat(file).catch(() => null);
  return found?.isFile() ? { path: file, size: found.size } : null;
}
