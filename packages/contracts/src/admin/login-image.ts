import { z } from 'zod';
import { HEX_COLOUR, LOGIN_IMAGE_KEY, LOGIN_IMAGE_MAX_BYTES } from '@app/domain/admin/login-image';
import { defineContract, fileBytes } from '../contract.ts';
import { API_PREFIX, pathOf } from '../contract-path.ts';
import { emptyToUndefined } from '../query.ts';

/**
 * The login image (issue 17 part 7, spec §3 Login image, §7 `POST /api/admin/loginImage`): per platform and language,
 * a picture kept as WebP, its background colour and whether it covers the whole page. `GET /api/loginImage` (content)
 * gives visitors the one of their language.
 */
const lang = z.enum(['fr', 'es']);

/** A checkbox sent by a form: present ("on", "true") is true, absent is false. */
const checkbox = z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean());

/** The form's fields beside the optional `file` part (without a file, the current picture is kept). */
export const loginImageFields = z.strictObject({
  lang: z.preprocess(emptyToUndefined, lang.default('fr')),
  bgColor: z.preprocess(emptyToUndefined, z.string().regex(HEX_COLOUR, 'admin.loginImage.errors.colour').optional()),
  isFullBg: checkbox,
});

/** A stored picture (public: the login page shows it to everyone). */
export const getLoginImageFile = defineContract({
  method: 'GET',
  path: '/api/loginImage/:key',
  changesState: false,
  params: z.strictObject({ key: z.string().regex(LOGIN_IMAGE_KEY) }),
  file: true,
  data: fileBytes,
  errors: [404],
});

/** The URL of a stored picture, and back (null: the illustration is not an uploaded picture, e.g. a built-in one). */
export const loginImageUrlOf = (key: string) => `${API_PREFIX}${pathOf(getLoginImageFile, { key })}`;
export function loginImageKeyOf(illustration: string): string | null {
  const prefix = loginImageUrlOf('KEY').slice(0, -'KEY'.length);
  const key = illustration.startsWith(prefix) ? illustration.slice(prefix.length) : '';
  return LOGIN_IMAGE_KEY.test(key) ? key : null;
}

const loginImageSchema = z.object({ lang, illustration: z.string(), bgColor: z.string().nullable(), isFullBg: z.boolean(), createdAt: z.string(), updatedAt: z.string() });
export type LoginImageView = z.infer<typeof loginImageSchema>;

/** Multipart: the fields and an optional `file` part, a JPEG, PNG or WebP picture by its bytes (422 beside the field otherwise). */
export const setLoginImage = defineContract({
  method: 'POST',
  path: '/api/admin/loginImage',
  changesState: true,
  upload: true,
  body: z.instanceof(FormData),
  data: loginImageSchema,
  errors: [401, 403],
  summary: `Sets the login image of this platform in a language (JPEG, PNG or WebP up to ${LOGIN_IMAGE_MAX_BYTES / 1024 / 1024} MB, kept as WebP)`,
});

export const listLoginImages = defineContract({
  method: 'GET',
  path: '/api/admin/loginImages',
  changesState: false,
  data: z.object({ maxBytes: z.number().int(), images: z.array(loginImageSchema) }),
  errors: [401, 403],
  summary: 'The login images of this platform, by language',
});
