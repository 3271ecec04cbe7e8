import PDFDocument from 'pdfkit';
import { defaultLocaleOf, TIME_ZONE, type Lang } from '@app/domain/platform/locales';

const MARGIN = 56;
export const PDF_INK = '#1f2937';
export const PDF_MUTED = '#4b5563';
export const PDF_ALERT = '#991b1b';

/**
 * The layout of the reports the platform writes for a funder or an inspection (the funding file's evidence pack, the
 * compliance reports): A4 pages that flow onto as many as needed, a title, labelled rows, headings, lines and bullets,
 * in the platform's language with dates in Europe/Paris. Helvetica's WinAnsi covers French and Spanish.
 */
export function reportPdf(lang: Lang, info: { Title: string; Author: string; Subject?: string }) {
  const locale = defaultLocaleOf(lang);
  const long = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: TIME_ZONE });
  const doc = new PDFDocument({ size: 'A4', margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN }, lang: locale, displayTitle: true, info });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', resolve));
  const width = doc.page.width - 2 * MARGIN;

  return {
    doc,
    locale,
    width,
    /** An instant, as its day in Paris. */
    instant: (at: Date | string) => long.format(new Date(at)),
    /** A calendar date (`YYYY-MM-DD`) is read at noon in Paris, so it is the same day whatever the offset. */
    day: (date: string) => long.format(new Date(`${date}T12:00:00Z`)),
    title(text: string, subtitle?: string) {
      doc.font('Helvetica-Bold').fontSize(22).fillColor(PDF_INK).text(text, MARGIN, undefined, { width });
      if (subtitle) doc.moveDown(0.2).font('Helvetica').fontSize(13).fillColor(PDF_MUTED).text(subtitle, { width });
      doc.moveDown(0.8);
    },
    /** Label and value side by side, one pair a line. */
    rows(pairs: readonly (readonly [string, string])[]) {
      for (const [label, value] of pairs) {
        const y = doc.y;
        doc.font('Helvetica').fontSize(11).fillColor(PDF_MUTED).text(label, MARGIN, y, { width: 160 });
        doc.font('Helvetica-Bold').fillColor(PDF_INK).text(value, MARGIN + 170, y, { width: width - 170 });
        doc.moveDown(0.2);
      }
    },
    heading: (text: string, size = 14) => doc.moveDown(1).font('Helvetica-Bold').fontSize(size).fillColor(PDF_INK).text(text, MARGIN, undefined, { width }).moveDown(0.3),
    line: (text: string, colour = PDF_INK) => doc.font('Helvetica').fontSize(11).fillColor(colour).text(text, MARGIN, undefined, { width }),
    bullet: (text: string, colour = PDF_INK) => doc.font('Helvetica').fontSize(11).fillColor(colour).text(`•  ${text}`, MARGIN + 8, undefined, { width: width - 8 }),
    async done(): Promise<Buffer> {
      doc.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}
