/**
 * The login screen's image (issue 17 part 7, spec §3 Login image): a JPEG, PNG or WebP picture recognised by its bytes,
 * within a size limit, kept by the API as a WebP no larger than LOGIN_IMAGE_MAX_SIDE; its background colour a hex colour.
 */
import { checkUploadedFile, type UploadCheck } from '../platform/file-signatures.ts';

/** The largest picture accepted, in bytes (docs/decisions.md "Catalogue PDFs and login images"). */
export const LOGIN_IMAGE_MAX_BYTES = 8 * 1024 * 1024;

/** The longest side kept, in pixels: a full-page background on a wide screen. */
export const LOGIN_IMAGE_MAX_SIDE = 1920;

/** What the picture may be: SVG and HTML never (they can carry scripts). */
export const LOGIN_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type LoginImageType = (typeof LOGIN_IMAGE_TYPES)[number];

/** A background colour: `#rrggbb` (what a colour input gives). */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The picture's type read from its bytes, or why it is refused: empty, too big, or not a JPEG, PNG or WebP picture. */
export function checkLoginImage(bytes: Uint8Array): UploadCheck<LoginImageType> {
  return checkUploadedFile(bytes, { maxBytes: LOGIN_IMAGE_MAX_BYTES, types: LOGIN_IMAGE_TYPES });
}

/** The file name of a stored picture: random, so a name's bytes never change (cached for good). */
export const LOGIN_IMAGE_KEY = /^[A-Za-z0-9_-]{10,64}\.webp$/;
