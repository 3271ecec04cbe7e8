import sharp, { type ResizeOptions } from 'sharp';

/** Pixels a picture may have before it is decoded at all (a 50-megapixel camera fits; a decompression bomb does not). */
const MAX_INPUT_PIXELS = 60_000_000;

/**
 * An uploaded picture as it is kept (a profile photo, a login image): turned upright, resized and re-encoded as WebP,
 * which also drops its metadata (EXIF, GPS position, comments). Null when sharp cannot read it (truncated, corrupt, too
 * many pixels): the caller refuses it. Check its type by its bytes first, so no decoder sees an SVG or an HTML page.
 */
export async function webpPicture(bytes: Buffer, resize: ResizeOptions & { width: number; height: number }, quality: number): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate().resize(resize).webp({ quality }).toBuffer();
  } catch {
    return null;
  }
}
