/**
 * The user's own photo (issue 13 part 3): a JPEG, PNG or WebP picture recognised by its bytes, within a size limit,
 * re-encoded by the API as a square; without one the default picture shows the person's initials.
 */
import { checkUploadedFile, type UploadCheck } from '../platform/file-signatures.ts';

/** The largest photo accepted, in bytes (a phone photo fits; docs/decisions.md "Profile infos"). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** The side of the square kept, in pixels (twice the largest size shown, for sharp screens). */
export const AVATAR_SIZE = 256;

/** What a photo may be: SVG and HTML are never pictures here (they can carry scripts). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];

/** The photo's type read from its bytes, or why it is refused: empty, too big, or not a JPEG, PNG or WebP picture. */
export function checkAvatar(bytes: Uint8Array): UploadCheck<AvatarType> {
  return checkUploadedFile(bytes, { maxBytes: AVATAR_MAX_BYTES, types: AVATAR_TYPES });
}

/** The default picture's letters: the first letter of the first and last names, upper case. */
export function initialsOf(firstName: string, lastName: string): string {
  const first = (name: string) => Array.from(name.trim())[0] ?? '';
  return `${first(firstName)}${first(lastName)}`.toLocaleUpperCase('fr');
}
