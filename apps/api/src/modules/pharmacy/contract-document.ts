import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import type { AccountContract } from '@app/db/schema/account-contracts';
import type { Account } from '@app/db/schema/accounts';
import type { PlatformSeller } from '@app/db/schema/platforms';
import { contractProduct } from '@app/domain/pharmacy/contract-products';
import { contractPrice } from '@app/domain/pharmacy/contract-rules';
import { defaultLocaleOf, TIME_ZONE } from '@app/domain/platform/locales';
import { formatPhone } from '@app/domain/profile/mobile-phone';
import { centsToEuros } from '@app/domain/shop/prices';
import { translate, type MessageKey } from '../../i18n/messages.ts';
import './contract-messages.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = '#1f2937';
const MUTED = '#4b5563';

/** What the contract document is made of: the contract, the two parties. */
export interface ContractParties {
  contract: AccountContract;
  pharmacy: Account;
  seller: PlatformSeller;
}

/** The signature's evidence printed on the signed copy's last page. */
export interface SignatureEvidence {
  signerName: string;
  signerEmail: string;
  signerRole: 'owner' | 'referent';
  signedAt: Date;
  ip: string;
  userAgent: string | null;
  documentSha256: string;
  consentText: string;
  /** The exact document signed, attached to the signed copy. */
  document: Buffer;
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export const contractFileName = (contract: AccountContract, signed: boolean) => `contrat-${contract.id}${signed ? '-signe' : ''}.pdf`;

export function productLabel(lang: AccountContract['lang'], code: string): string {
  return translate(lang, `pharmacy.contract.product.${code}` as MessageKey);
}

/**
 * The contract as a PDF in the pharmacy's language (the contract's), from its data only: the parties, the product,
 * the period, the price HT/VAT/TTC, the terms. The same data give the same bytes (metadata dates fixed to the
 * contract's creation, pdfkit's file id derived from them), so its SHA-256 names "the exact document" a signer read;
 * a change of product or of the pharmacy's data gives another document and another hash. With the evidence, the signed
 * copy: the same pages, an evidence page, and the signed document attached.
 */
export async function renderContractPdf({ contract, pharmacy, seller }: ContractParties, evidence?: SignatureEvidence): Promise<Buffer> {
  const lang = contract.lang;
  const t = (key: MessageKey, params?: Record<string, string>) => translate(lang, key, params);
  const locale = defaultLocaleOf(lang);
  const money = (cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(centsToEuros(cents));
  const day = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const product = contractProduct(contract.product);
  const label = productLabel(lang, contract.product);
  const at = evidence?.signedAt ?? contract.createdAt;

  const doc = new PDFDocument({
    size: A4,
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    lang: locale,
    displayTitle: true,
    info: { Title: t('pharmacy.contract.pdf.title', { product: label }), Author: seller.name, Subject: t('pharmacy.contract.pdf.reference', { id: String(contract.id) }), CreationDate: at, ModDate: at },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', resolve));
  const width = A4[0] - 2 * MARGIN;
  const heading = (text: string) => doc.moveDown(1).fillColor(INK).font('Helvetica-Bold').fontSize(12).text(text, { width });
  const para = (text: string) => doc.fillColor(INK).font('Helvetica').fontSize(10).text(text, { width, align: 'justify' });

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(t('pharmacy.contract.pdf.title', { product: label }), MARGIN, MARGIN, { width });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(t('pharmacy.contract.pdf.reference', { id: String(contract.id) }));

  heading(t('pharmacy.contract.pdf.between'));
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(t('pharmacy.contract.pdf.seller'));
  doc.font('Helvetica').text(seller.name);
  for (const line of seller.address) doc.text(line);
  if (seller.companyId) doc.text(t('pharmacy.contract.pdf.siret', { id: seller.companyId }));
  if (seller.vatNumber) doc.text(t('pharmacy.contract.pdf.vatNumber', { id: seller.vatNumber }));
  doc.moveDown(0.5).font('Helvetica-Bold').text(t('pharmacy.contract.pdf.customer'));
  doc.font('Helvetica').text(pharmacy.name);
  if (pharmacy.address) doc.text(pharmacy.address);
  const town = [pharmacy.postalCode, pharmacy.city].filter(Boolean).join(' ');
  if (town) doc.text(town);
  if (pharmacy.taxId) doc.text(t('pharmacy.contract.pdf.taxId', { id: pharmacy.taxId }));
  if (pharmacy.phone) doc.text(t('pharmacy.contract.pdf.phone', { phone: formatPhone(pharmacy.phone) }));
  if (pharmacy.email) doc.text(pharmacy.email);

  heading(t('pharmacy.contract.pdf.object'));
  para(
    t('pharmacy.contract.pdf.objectText', {
      product: label,
      learners: product?.maxLearners ? t('pharmacy.contract.pdf.learners', { count: String(product.maxLearners) }) : t('pharmacy.contract.pdf.unlimited'),
      plan: product?.trainingPlan ? t('pharmacy.contract.pdf.plan') : '',
    }),
  );
  heading(t('pharmacy.contract.pdf.period'));
  para(t('pharmacy.contract.pdf.periodText', { start: day(contract.periodStart), end: day(contract.periodEnd) }));
  heading(t('pharmacy.contract.pdf.price'));
  const price = contractPrice(contract.priceHtCents, contract.vatRateBp);
  const rate = `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(contract.vatRateBp / 100)} %`;
  para(t('pharmacy.contract.pdf.priceText', { ht: money(price.htCents), rate, vat: money(price.vatCents), ttc: money(price.ttcCents) }));
  heading(t('pharmacy.contract.pdf.terms'));
  para(t('pharmacy.contract.pdf.termsText'));

  if (evidence) {
    const file = contractFileName(contract, false);
    // The exact document read and signed travels inside the signed copy: anyone can re-hash it against the evidence.
    doc.file(evidence.document, { name: file, type: 'application/pdf', description: t('pharmacy.contract.pdf.documentHash'), creationDate: at, modifiedDate: at });
    doc.addPage();
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(16).text(t('pharmacy.contract.pdf.signatureTitle'), { width });
    doc.moveDown(0.5);
    para(t('pharmacy.contract.pdf.signatureIntro', { file }));
    doc.moveDown(0.5);
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'medium', timeZone: TIME_ZONE }).format(evidence.signedAt);
    para(t('pharmacy.contract.pdf.signer', { name: evidence.signerName, role: t(`pharmacy.contract.role.${evidence.signerRole}`) }));
    para(t('pharmacy.contract.pdf.signerEmail', { email: evidence.signerEmail }));
    para(t('pharmacy.contract.pdf.signedAt', { date, iso: evidence.signedAt.toISOString() }));
    para(t('pharmacy.contract.pdf.ip', { ip: evidence.ip }));
    if (evidence.userAgent) para(t('pharmacy.contract.pdf.userAgent', { userAgent: evidence.userAgent }));
    doc.moveDown(0.5);
    para(t('pharmacy.contract.pdf.documentHash'));
    doc.font('Courier').fontSize(9).text(evidence.documentSha256, { width });
    doc.moveDown(0.5);
    para(t('pharmacy.contract.pdf.consent'));
    doc.font('Helvetica-Oblique').fontSize(10).text(`« ${evidence.consentText} »`, { width, align: 'justify' });
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
