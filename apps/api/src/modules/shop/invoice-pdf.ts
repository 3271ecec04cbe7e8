import PDFDocument from 'pdfkit';
import type { CreditNote } from '@app/db/schema/credit-notes';
import type { Invoice } from '@app/db/schema/invoices';
import type { OrderLine } from '@app/db/schema/order-lines';
import type { Order } from '@app/db/schema/orders';
import { defaultLocaleOf, TIME_ZONE } from '@app/domain/platform/locales';
import { centsToEuros } from '@app/domain/shop/prices';
import { translate, type MessageKey } from '../../i18n/messages.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = '#1f2937';
const MUTED = '#4b5563';

/**
 * The invoice's PDF in the buyer's language (the order's), from what was frozen when it was issued (docs/decisions.md,
 * "Invoices"): France — seller's name, address, SIRET, VAT number, training declaration (NDA); number and date; buyer;
 * lines with their VAT rate; totals excluding VAT, VAT and including VAT; the exemption mention (art. 261-4-4° a CGI)
 * when a line has no VAT; payment date and method; late-payment penalties and the 40 € recovery indemnity. Spain —
 * razón social, NIF, domicilio, número y fecha, destinatario, IVA per line and the cuota, "Exento de IVA (art.
 * 20.1.9º LIVA)" when a line has none. Helvetica's WinAnsi covers French and Spanish.
 *
 * With a credit note, the same document cancels the invoice (issue 17 part 5): titled "Avoir" / "Factura
 * rectificativa" with its own number and date, the invoice it cancels and the reason, every amount negated; no payment
 * mention.
 */
export async function renderInvoicePdf(invoice: Invoice, order: Order, lines: OrderLine[], creditNote?: Pick<CreditNote, 'number' | 'issuedAt' | 'reason'>): Promise<Buffer> {
  const lang = invoice.lang;
  const t = (key: MessageKey, params?: Record<string, string>) => translate(lang, key, params);
  const locale = defaultLocaleOf(lang);
  const sign = creditNote ? -1 : 1;
  const money = (cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: order.currency }).format(centsToEuros(sign * cents));
  const title = creditNote ? t('creditNote.number', { number: creditNote.number }) : t('invoice.number', { number: invoice.number });
  const issuedAt = creditNote?.issuedAt ?? invoice.issuedAt;
  const day = (at: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: TIME_ZONE }).format(at);
  const rate = (bp: number) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(bp / 100)} %`;

  const doc = new PDFDocument({
    size: A4,
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    lang: locale,
    displayTitle: true,
    info: { Title: title, Author: invoice.seller.name, Subject: order.reference, CreationDate: issuedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', resolve));
  const width = A4[0] - 2 * MARGIN;

  // The seller, with its identifiers.
  const { seller, buyer } = invoice;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(14).text(seller.name, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const line of seller.lines) doc.text(line);
  if (seller.taxId) doc.text(t('invoice.siret', { id: seller.taxId }));
  if (seller.vatNumber) doc.text(t('invoice.vatNumber', { id: seller.vatNumber }));
  if (seller.trainingDeclaration) doc.text(t('invoice.nda', { id: seller.trainingDeclaration }));

  // Number, date, order, buyer.
  doc.moveDown(1.5).fillColor(INK).font('Helvetica-Bold').fontSize(18).text(title);
  doc.font('Helvetica').fontSize(10).text(t('invoice.date', { date: day(issuedAt) }));
  if (creditNote) doc.text(t('creditNote.cancels', { number: invoice.number, date: day(invoice.issuedAt) }));
  doc.text(t('invoice.order', { reference: order.reference }));
  if (creditNote) doc.text(t('creditNote.reason', { reason: creditNote.reason }));
  doc.moveDown().font('Helvetica-Bold').text(t('invoice.buyer'));
  doc.font('Helvetica').text(buyer.name);
  for (const line of buyer.lines) doc.text(line);
  if (buyer.taxId) doc.text(t('invoice.siret', { id: buyer.taxId }));
  if (buyer.email) doc.text(buyer.email);

  // The lines: description, quantity, unit price, VAT rate, amount excluding VAT (after its share of the discount).
  const columns = [
    { key: 'invoice.line' as const, x: MARGIN, w: 235, align: 'left' as const },
    { key: 'invoice.qty' as const, x: MARGIN + 240, w: 35, align: 'right' as const },
    { key: 'invoice.unitHt' as const, x: MARGIN + 280, w: 75, align: 'right' as const },
    { key: 'invoice.vatRate' as const, x: MARGIN + 360, w: 50, align: 'right' as const },
    { key: 'invoice.totalHt' as const, x: MARGIN + 415, w: width - 415, align: 'right' as const },
  ];
  doc.moveDown(1.5);
  let y = doc.y;
  doc.font('Helvetica-Bold').fontSize(9);
  for (const c of columns) doc.text(t(c.key), c.x, y, { width: c.w, align: c.align });
  y = doc.y + 4;
  doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).strokeColor(MUTED).stroke();
  doc.font('Helvetica').fontSize(9);
  for (const line of lines) {
    y += 6;
    const cells = [
      line.name,
      String(line.quantity),
      money(line.unitPriceHtCents),
      rate(line.vatRateBp),
      money(line.totalHtCents),
    ];
    const top = y;
    doc.text(cells[0], columns[0].x, top, { width: columns[0].w });
    if (line.functionName !== null) doc.fillColor(MUTED).text(t('invoice.function', { function: line.functionName, funding: line.funding }), { width: columns[0].w });
    if (line.discountCents > 0) doc.text(t('invoice.discount', { amount: money(line.discountCents) }), { width: columns[0].w });
    doc.fillColor(INK);
    const bottom = doc.y;
    for (let i = 1; i < columns.length; i++) doc.text(cells[i], columns[i].x, top, { width: columns[i].w, align: columns[i].align });
    y = Math.max(bottom, doc.y);
  }
  y += 6;
  doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).strokeColor(MUTED).stroke();

  // Totals.
  const total = (label: string, amount: string, bold = false) => {
    y += 4;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 10);
    doc.text(label, MARGIN + 260, y, { width: 150, align: 'right' });
    doc.text(amount, MARGIN + 415, y, { width: width - 415, align: 'right' });
    y = doc.y;
  };
  if (order.totalDiscountCents > 0) total(t('invoice.sumDiscount'), creditNote ? money(-order.totalDiscountCents) : `- ${money(order.totalDiscountCents)}`);
  total(t('invoice.sumHt'), money(order.totalCents));
  total(t('invoice.sumVat'), money(order.vatCents));
  total(t('invoice.sumTtc'), money(order.totalWithVatCents), true);

  // Mentions.
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  doc.text('', MARGIN, y + 20, { width });
  if (lines.some((l) => l.vatRateBp === 0)) doc.font('Helvetica-Bold').text(t('invoice.exempt'), { width }).font('Helvetica');
  if (!creditNote && order.paidAt && order.paymentMethod) {
    doc.text(t('invoice.paid', { date: day(order.paidAt), method: t(`invoice.method.${order.paymentMethod}`) }), { width });
  }
  doc.moveDown().fillColor(MUTED).fontSize(8).text(t('invoice.penalties'), { width });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
