import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { users, type User } from '@app/db/schema/users';
import { AVATAR_MAX_BYTES, AVATAR_SIZE, checkAvatar } from '@app/domain/profile/avatar';
import type { Lang } from '@app/domain/platform/locales';
import { AppError } from '../../errors/app-error.ts';
import { findStoredFile, newFileKey, removeStoredFile, writeStoredFile } from '../../http/stored-file.ts';
import { webpPicture } from '../../http/webp-picture.ts';
import { fieldRefusal } from './profile-caller.ts';

/** The photos' folder in the upload store (`DATA_DIR/uploads/avatars`). */
export const avatarDir = (uploadsDir: string) => path.join(uploadsDir, 'avatars');

/** A refused photo: its message beside the file field (`file`), in the person's language. */
export function avatarRefusal(lang: Lang, problem: 'missing' | 'empty' | 'type' | 'tooBig'): AppError {
  const keys = { missing: 'profile.infos.errors.avatarMissing', empty: 'profile.infos.errors.avatarEmpty', type: 'profile.infos.errors.avatarType', tooBig: 'profile.infos.errors.avatarTooBig' } as const;
  return fieldRefusal(lang, 'file', keys[problem], { max: String(AVATAR_MAX_BYTES / 1024 / 1024) }, problem === 'tooBig' ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED');
}

/**
 * The photo as it is kept: its bytes must say JPEG, PNG or WebP (never its name or announced type, so an SVG or an
 * HTML page is refused before any decoder sees it), then it is turned upright, cropped to a centred square, resized
 * and re-encoded as WebP — which also drops its metadata (EXIF, GPS position, comments).
 */
export async function squareAvatar(lang: Lang, bytes: Buffer): Promise<Buffer> {
  const checked = checkAvatar(bytes);
  if (!checked.ok) throw avatarRefusal(lang, checked.problem);
  const square = await webpPicture(bytes, { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover', position: 'centre' }, 82);
  // Right first bytes but not a picture sharp can read.
  if (!square) throw avatarRefusal(lang, 'type');
  return square;
}

/**
 * `POST /api/user/updateProfilePic`: keeps the new photo under a new random name (so its URL can be cached for good),
 * then forgets the old one.
 */
export async function updateProfilePic(db: Db, uploadsDir: string, lang: Lang, user: User, bytes: Buffer): Promise<User> {
  const square = await squareAvatar(lang, bytes);
  const key = newFileKey('webp');
  await writeStoredFile(avatarDir(uploadsDir), key, square);
  const [updated] = await db.update(users).set({ avatarKey: key, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
  await removeStoredFile(avatarDir(uploadsDir), user.avatarKey);
  return updated;
}

/** `DELETE /api/user/avatar`: back to the default picture. */
export async function deleteAvatar(db: Db, uploadsDir: string, user: User): Promise<User> {
  const [updated] = await db.update(users).set({ avatarKey: null, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
  await removeStoredFile(avatarDir(uploadsDir), user.avatarKey);
  return updated;
}

/** A photo's file, when it is the current photo of a user of this platform (404 otherwise). */
export async function avatarFile(db: Db, uploadsDir: string, platformId: number, key: string): Promise<{ path: string; size: number }> {
  const [owner] = await db.select({ id: users.id }).from(users).where(and(eq(users.avatarKey, key), eq(users.platformId, platformId)));
  const found = owner ? await findStoredFile(avatarDir(uploadsDir), key) : null;
  if (!found) throw new AppError('NOT_FOUND', 'profile.infos.errors.avatarNotFound');
  return found;
}
