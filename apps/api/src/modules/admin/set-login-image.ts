import { and, eq } from 'drizzle-orm';
import { loginImageKeyOf, loginImageUrlOf, type LoginImageView } from '@app/contracts/admin/login-image';
import type { Db } from '@app/db/client';
import { loginImages, type LoginImage } from '@app/db/schema/login-images';
import { LOGIN_IMAGE_MAX_BYTES, LOGIN_IMAGE_MAX_SIDE, checkLoginImage } from '@app/domain/admin/login-image';
import type { Lang } from '@app/domain/platform/locales';
import type { AdminCaller } from './admin-caller.ts';
import { recordAudit } from './audit-record.ts';
import { loginImageDir, loginImageView } from './login-image-store.ts';
import { fileRefusal, type FileMessages, type UploadedForm } from '../../http/upload-form.ts';
import { newFileKey, removeStoredFile, writeStoredFile } from '../../http/stored-file.ts';
import { webpPicture } from '../../http/webp-picture.ts';

export const LOGIN_IMAGE_MESSAGES: FileMessages = {
  missing: 'admin.loginImage.errors.missing',
  empty: 'admin.loginImage.errors.empty',
  type: 'admin.loginImage.errors.type',
  tooBig: 'admin.loginImage.errors.tooBig',
};

/**
 * The picture as it is kept: its bytes must say JPEG, PNG or WebP (an SVG or an HTML page is refused before any
 * decoder sees it), then it is turned upright, shrunk to fit LOGIN_IMAGE_MAX_SIDE and re-encoded as WebP, which drops
 * its metadata.
 */
async function webpOf(lang: Lang, bytes: Buffer): Promise<Buffer> {
  const checked = checkLoginImage(bytes);
  if (!checked.ok) throw fileRefusal(lang, LOGIN_IMAGE_MESSAGES, checked.problem, LOGIN_IMAGE_MAX_BYTES);
  const picture = await webpPicture(bytes, { width: LOGIN_IMAGE_MAX_SIDE, height: LOGIN_IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true }, 80);
  // The right first bytes but not a picture sharp can read.
  if (!picture) throw fileRefusal(lang, LOGIN_IMAGE_MESSAGES, 'type', LOGIN_IMAGE_MAX_BYTES);
  return picture;
}

/** What the audit log keeps of a login image (never the picture's bytes). */
const auditState = (row: LoginImage | undefined, size?: number) =>
  row ? { illustration: row.illustration, bgColor: row.bgColor, isFullBg: row.isFullBg, ...(size ? { size } : {}) } : null;

export interface LoginImageFields {
  lang: Lang;
  bgColor?: string;
  isFullBg: boolean;
}

/**
 * `POST /api/admin/loginImage` (spec §3 Login image, lang default fr): the platform's image in a language. A new picture
 * is kept under a new name and the replaced upload removed once the change and its audit entry are saved; without a
 * picture the current one stays (its colour and layout change). A language with no image needs one.
 */
export async function setLoginImage(db: Db, uploadsDir: string, caller: AdminCaller, form: UploadedForm<LoginImageFields>): Promise<LoginImageView> {
  const { lang, bgColor, isFullBg } = form.fields;
  const webp = form.file ? await webpOf(caller.lang, form.file.bytes) : null;
  const dir = loginImageDir(uploadsDir);
  const key = webp ? newFileKey('webp') : null;
  if (key && webp) await writeStoredFile(dir, key, webp);
  const { saved, before } = await db
    .transaction(async (tx) => {
      const [previous] = await tx.select().from(loginImages).where(and(eq(loginImages.platformId, caller.platformId), eq(loginImages.lang, lang)));
      const illustration = key ? loginImageUrlOf(key) : previous?.illustration;
      if (!illustration) throw fileRefusal(caller.lang, LOGIN_IMAGE_MESSAGES, 'missing', LOGIN_IMAGE_MAX_BYTES);
      const values = { illustration, bgColor: bgColor?.toUpperCase() ?? null, isFullBg, updatedAt: new Date() };
      const [row] = await tx
        .insert(loginImages)
        .values({ platformId: caller.platformId, lang, ...values })
        .onConflictDoUpdate({ target: [loginImages.platformId, loginImages.lang], set: values })
        .returning();
      await recordAudit(tx, caller, { action: 'loginImage.set', subject: lang, before: auditState(previous), after: auditState(row, webp?.length) });
      return { saved: row, before: previous };
    })
    .catch(async (error: unknown) => {
      await removeStoredFile(dir, key);
      throw error;
    });
  if (key && before) await removeStoredFile(dir, loginImageKeyOf(before.illustration));
  return loginImageView(saved);
}
