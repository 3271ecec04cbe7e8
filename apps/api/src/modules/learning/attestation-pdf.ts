import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Attestation } from '@app/db/schema/attestations';
import { formatDuration } from '@app/domain/catalogue/duration';
import { defaultLocaleOf, TIME_ZONE } from '@app/domain/platform/locales';
import { isMessageKey, translate, type MessageKey } from '../../i18n/messages.ts';

/** The platform's brand on the attestation: its name and dark colour (white text stays readable on it). */
export interface AttestationBrand {
  name: string;
  colour: string | null;
}

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const MARGIN = 56;
const BAND = 88;
const QR_SIZE = 120;
const INK = '#1f2937';
const MUTED = '#4b5563';
const FALLBACK_COLOUR = '#1f2937';
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * The attestation's PDF in the language it was issued in: the platform's brand, the learner, the training, the
 * dates (Europe/Paris), the time really spent (`1h30mn`, spec §9), the points, and the verification code with a QR
 * code of the public page that checks it (`verifyUrl`, also a link on the code). Only what was fixed at issue is
 * printed, so the same attestation always gives the same document. Helvetica's WinAnsi covers French and Spanish.
 * A programme's attestation (DPC) has its own title and adds its facts.
 */
export async function renderAttestationPdf(attestation: Attestation, brand: AttestationBrand, verifyUrl: string, programme?: { title: string; facts: [string, string][] }): Promise<Buffer> {
  const { lang, snapshot } = attestation;
  const title = programme?.title ?? translate(lang, 'attestation.title');
  const t = (key: MessageKey, params?: Record<string, string>) => translate(lang, key, params);
  const dates = new Intl.DateTimeFormat(defaultLocaleOf(lang), { dateStyle: 'long', timeZone: TIME_ZONE });
  const day = (iso: string | null) => (iso ? dates.format(new Date(iso)) : '—');
  const colour = brand.colour && HEX_COLOUR.test(brand.colour) ? brand.colour : FALLBACK_COLOUR;

  const doc = new PDFDocument({
    size: A4_LANDSCAPE,
    // No bottom margin: the page is laid out by hand and must never flow onto a second one.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 0 },
    lang: defaultLocaleOf(lang),
    displayTitle: true,
    info: {
      Title: `${title} – ${snapshot.trainingName}`,
      Author: brand.name,
      Subject: snapshot.learnerName,
      CreationDate: attestation.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', resolve));
  const [width, height] = A4_LANDSCAPE;
  const textWidth = width - 2 * MARGIN;

  doc.rect(0, 0, width, BAND).fill(colour);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(24).text(brand.name, MARGIN, 32, { width: textWidth });

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(programme ? 26 : 30).text(title, MARGIN, BAND + (programme ? 16 : 28), { width: textWidth, align: 'center' });
  doc.moveDown(0.8).font('Helvetica').fontSize(14).fillColor(MUTED).text(t('attestation.certifies'), { align: 'center' });
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(22).fillColor(INK).text(snapshot.learnerName, { align: 'center' });
  doc.moveDown(0.3).font('Helvetica').fontSize(14).fillColor(MUTED).text(t('attestation.followed'), { align: 'center' });
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(18).fillColor(INK).text(snapshot.trainingName, { align: 'center' });

  const facts: [string, string][] = [
    [t('attestation.type'), typeLabel(lang, snapshot.trainingType)],
    [t('attestation.started'), day(snapshot.startedAt)],
    [t('attestation.completed'), day(snapshot.completedAt)],
    [t('attestation.timeSpent'), formatDuration(attestation.secondsSpent / 60)],
    ...(attestation.points === null ? [] : ([[t('attestation.points'), String(attestation.points)]] as [string, string][])),
    ...(programme?.facts ?? []),
  ];
  // A programme's facts take the room of the space above them: the page stays one page.
  let y = doc.y + (programme ? 10 : 20);
  for (const [label, value] of facts) {
    doc.font('Helvetica').fontSize(12).fillColor(MUTED).text(label, MARGIN, y, { width: 220 });
    doc.font('Helvetica-Bold').fillColor(INK).text(value, MARGIN + 230, y, { width: textWidth - 230 - QR_SIZE - 24 });
    y += 18;
  }

  const qrX = width - MARGIN - QR_SIZE;
  const qrY = height - MARGIN - QR_SIZE - 24;
  drawQrCode(doc, verifyUrl, qrX, qrY, QR_SIZE);
  doc.link(qrX, qrY, QR_SIZE, QR_SIZE, verifyUrl);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(attestation.code, qrX - 30, qrY + QR_SIZE + 4, { width: QR_SIZE + 60, align: 'center', lineBreak: false });

  const footerWidth = qrX - MARGIN - 24;
  const footerY = height - MARGIN - 64;
  doc.font('Helvetica').fontSize(11).fillColor(INK).text(t('attestation.issued', { date: day(attestation.issuedAt.toISOString()), platform: brand.name }), MARGIN, footerY, { width: footerWidth });
  doc.moveDown(0.4).fillColor(MUTED).text(t('attestation.code', { code: attestation.code }), { width: footerWidth });
  doc.moveDown(0.2).text(t('attestation.verifyHint'), { width: footerWidth });
  doc.fillColor(INK).text(verifyUrl, { width: footerWidth, link: verifyUrl, underline: true });

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** The training type's name; a type without its own text shows its code. */
export function typeLabel(lang: Attestation['lang'], type: string): string {
  const key = `attestation.type.${type}`;
  return isMessageKey(key) ? translate(lang, key) : type;
}

/** The QR code drawn as vector squares (sharp at any zoom and print size), with its quiet zone left white. */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const QUIET = 4;
  const cell = size / (modules.size + 2 * QUIET);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(x + (col + QUIET) * cell, y + (row + QUIET) * cell, cell, cell);
    }
  }
  doc.fill('#000000');
}
