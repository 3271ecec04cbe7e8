import { z } from 'zod';
import { defineContract, fileBytes } from '../contract.ts';
import { pageQuery } from '../content/scope.ts';
import { pageOf } from '../page.ts';
import { orderReference, orderSchema } from '../shop/orders.ts';

/**
 * Spec §7 "Referent", orders and invoices (issue 15 part 4): the pharmacy's orders (those made while using its account)
 * and their invoices, for its owner and referents only (403 otherwise); another pharmacy's order or invoice is a 404.
 */
const REFERENT = '/api/user/referent';

/** At most this many invoices in one zip or one merged PDF. */
export const INVOICES_SELECTION_MAX = 100;

/** cart: bought in the shop; contract: the pharmacy's contract paid online (its line has no training). */
export const orderKindSchema = z.enum(['cart', 'contract']);

const invoiceId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** One invoice as the pharmacy's list shows it; amounts in euros (HT, VAT, TTC). */
export const pharmacyInvoiceSchema = z.object({
  id: z.number(),
  number: z.string(),
  issuedAt: z.string(),
  orderReference: z.string(),
  kind: orderKindSchema,
  /** Who placed the order (the owner or a referent), by name. */
  orderedBy: z.string(),
  total: z.number(),
  vat: z.number(),
  totalWithVat: z.number(),
});
export type PharmacyInvoice = z.infer<typeof pharmacyInvoiceSchema>;

/** An order of the pharmacy: the shop's order view, with its kind, who ordered it and its invoice's id. */
export const pharmacyOrderSchema = orderSchema.omit({ invoice: true, creditNote: true }).extend({
  kind: orderKindSchema,
  orderedBy: z.string(),
  invoice: z.object({ id: z.number(), number: z.string() }).nullable(),
});
export type PharmacyOrder = z.infer<typeof pharmacyOrderSchema>;

/** The selected invoices of a zip or merged PDF: none is a 422, and an id not of this pharmacy a 404 (nothing sent). */
export const invoicesSelection = z.strictObject({
  factures: z.array(invoiceId).min(1, 'pharmacy.invoices.noneSelected').max(INVOICES_SELECTION_MAX, 'pharmacy.invoices.tooMany'),
});

/** The pharmacy's last order (paid or awaiting its cheque), null when it has none. */
export const getLastCommand = defineContract({
  method: 'GET',
  path: `${REFERENT}/getLastCommand`,
  changesState: false,
  data: pharmacyOrderSchema.nullable(),
  errors: [401, 403],
});

/** One order of the pharmacy by its reference (docs/decisions.md: the public reference, as the shop's order page). */
export const getCommand = defineContract({
  method: 'GET',
  path: `${REFERENT}/getCommand/:id`,
  changesState: false,
  params: z.strictObject({ id: orderReference }),
  data: pharmacyOrderSchema,
  errors: [401, 403, 404],
});

/** The pharmacy's invoices, newest first, of one year if asked, a page at a time; `years` lists those that have some. */
export const listInvoices = defineContract({
  method: 'GET',
  path: `${REFERENT}/invoices`,
  changesState: false,
  query: pageQuery.extend({ year: z.coerce.number().int().min(2000).max(2100).optional() }),
  data: pageOf(pharmacyInvoiceSchema).extend({ years: z.array(z.number()) }),
  errors: [401, 403],
});

/** The selected invoices as ONE zip of their PDFs, streamed. */
export const downloadInvoices = defineContract({
  method: 'POST',
  path: `${REFERENT}/invoices`,
  changesState: true,
  body: invoicesSelection,
  file: true,
  data: fileBytes,
  errors: [401, 403, 404],
});

/** One invoice's PDF. */
export const downloadPharmacyInvoice = defineContract({
  method: 'GET',
  path: `${REFERENT}/invoice/:id`,
  changesState: false,
  params: z.strictObject({ id: invoiceId }),
  file: true,
  data: fileBytes,
  errors: [401, 403, 404],
});

/**
 * Not in spec §7 (docs/decisions.md): the invoice page's read, one invoice with its order's lines and totals; the PDF
 * stays at `invoice/{id}`.
 */
export const getInvoice = defineContract({
  method: 'GET',
  path: `${REFERENT}/invoice/:id/detail`,
  changesState: false,
  params: z.strictObject({ id: invoiceId }),
  data: z.object({ invoice: pharmacyInvoiceSchema, order: pharmacyOrderSchema }),
  errors: [401, 403, 404],
});

/** The selected invoices merged into ONE PDF, one after the other (to print, or for the accountant; docs/decisions.md). */
export const mergeInvoices = defineContract({
  method: 'POST',
  path: `${REFERENT}/mFactures`,
  changesState: true,
  body: invoicesSelection,
  file: true,
  data: fileBytes,
  errors: [401, 403, 404],
});
