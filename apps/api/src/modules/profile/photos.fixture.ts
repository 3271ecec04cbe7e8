/** Photos for the tests of the infos tab (API and browser): as a browser sends them, made on the spot. */
import sharp from 'sharp';

/** A multipart body with one file, as the browser sends it (`name` and `type` are what the browser claims). */
export function photoForm(bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** A landscape JPEG carrying EXIF metadata (an author and a comment), as a camera would write it. */
export function cameraJpeg(width = 600, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a7ab0' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Artist: 'Jeanne Martin', ImageDescription: 'GPS 48.85,2.35' } } })
    .toBuffer();
}

export const SVG_AS_JPG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
export const HTML_AS_JPG = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
