/**
 * An uploaded file's type read from its first bytes, never from its name or the type the browser announced
 * (ARCHITECTURE.md "Files"): what an upload may be is a list of these types, and anything else is refused.
 */
export const FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type FileType = (typeof FILE_TYPES)[number];

/** Each type's signature: its bytes from the start, `null` for a byte that may be anything. */
const SIGNATURES: Record<FileType, readonly (number | null)[]> = {
  // "%PDF-"
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
  // "RIFF", the chunk size, "WEBP"
  'image/webp': [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
};

export type UploadCheck<T extends FileType> = { ok: true; type: T } | { ok: false; problem: 'empty' | 'tooBig' | 'type' };

/** An upload's type among the allowed ones, or why it is refused: empty, over the limit, or of another type. */
export function checkUploadedFile<T extends FileType>(bytes: Uint8Array, limits: { maxBytes: number; types: readonly T[] }): UploadCheck<T> {
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  if (bytes.length > limits.maxBytes) return { ok: false, problem: 'tooBig' };
  const found = limits.types.find((type) => SIGNATURES[type].every((byte, i) => bytes.length > i && (byte === null || bytes[i] === byte)));
  return found ? { ok: true, type: found } : { ok: false, problem: 'type' };
}
