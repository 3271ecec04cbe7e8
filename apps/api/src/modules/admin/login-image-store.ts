import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { loginImageUrlOf, type LoginImageView } from '@app/contracts/admin/login-image';
import type { Db } from '@app/db/client';
import { loginImages, type LoginImage } from '@app/db/schema/login-images';
import { AppError } from '../../errors/app-error.ts';
import { findStoredFile } from '../../http/stored-file.ts';

/** The uploaded login pictures in the upload store (`DATA_DIR/uploads/login-images`). */
export const loginImageDir = (uploadsDir: string) => path.join(uploadsDir, 'login-images');

export const loginImageView = (row: LoginImage): LoginImageView => ({
  lang: row.lang,
  illustration: row.illustration,
  bgColor: row.bgColor,
  isFullBg: row.isFullBg,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** `GET /api/admin/loginImages`: the platform's login images, French first. */
export async function listLoginImages(db: Db, platformId: number): Promise<LoginImageView[]> {
  const rows = await db.select().from(loginImages).where(eq(loginImages.platformId, platformId)).orderBy(asc(loginImages.lang));
  return rows.map(loginImageView).sort((a, b) => (a.lang === b.lang ? 0 : a.lang === 'fr' ? -1 : 1));
}

/** `GET /api/loginImage/{key}`: an uploaded picture, when it is a current login image of the host's platform (404 otherwise). */
export async function loginImageFile(db: Db, uploadsDir: string, platformId: number, key: string) {
  const [owner] = await db
    .select({ id: loginImages.id })
    .from(loginImages)
    .where(and(eq(loginImages.platformId, platformId), eq(loginImages.illustration, loginImageUrlOf(key))));
  const file = owner ? await findStoredFile(loginImageDir(uploadsDir), key) : null;
  if (!file) throw new AppError('NOT_FOUND', 'errors.notFound', null, { path: loginImageUrlOf(key) });
  return file;
}
