import { stat } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_MEDIA_DIR, DEMO_MEDIA_PREFIX } from '@app/db/seed/media-contents';
import { AppError } from '../../errors/app-error.ts';

/**
 * Where a step's file lives: a storage key names a file under the content folder (`DATA_DIR/content`), except the demo
 * files (`demo/…`), which ship with the seed and are read where they are. A key that climbs out of its folder is
 * not a file of ours.
 */
export async function contentFile(contentDir: string, storageKey: string | null): Promise<{ path: string; size: number }> {
  if (!storageKey) throw new AppError('NOT_FOUND', 'media.errors.fileMissing');
  const demo = storageKey.startsWith(DEMO_MEDIA_PREFIX);
  const root = path.resolve(demo ? DEMO_MEDIA_DIR : contentDir);
  const file = path.resolve(root, demo ? storageKey.slice(DEMO_MEDIA_PREFIX.length) : storageKey);
  if (!file.startsWith(root + path.sep)) throw new AppError('NOT_FOUND', 'media.errors.fileMissing');
  const found = await stat(file).catch(() => null);
  if (!found?.isFile()) throw new AppError('NOT_FOUND', 'media.errors.fileMissing');
  return { path: file, size: found.size };
}
