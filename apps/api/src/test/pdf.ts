/** Reading a PDF the API answered, as a person would: its text, and the QR code on its first page decoded from pixels. */
import jsQR from 'jsqr';
import * as mupdf from 'mupdf';

export interface ReadPdf {
  pages: number;
  text: string;
  /** The text of every page, one after the other. */
  allText: string;
  /** The text of the first QR code found on the first page, rendered at 2×; null when none is found. */
  qrCode: string | null;
}

export function readPdf(bytes: Uint8Array): ReadPdf {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    const page = doc.loadPage(0);
    const text = page.toStructuredText('preserve-whitespace').asText();
    const pixmap = page.toPixmap(mupdf.Matrix.scale(2, 2), mupdf.ColorSpace.DeviceRGB, true);
    const found = jsQR(new Uint8ClampedArray(pixmap.getPixels()), pixmap.getWidth(), pixmap.getHeight());
    const pages = doc.countPages();
    const allText = Array.from({ length: pages }, (_, i) => (i === 0 ? text : doc.loadPage(i).toStructuredText('preserve-whitespace').asText())).join('\n');
    return { pages, text, allText, qrCode: found?.data ?? null };
  } finally {
    doc.destroy();
  }
}
