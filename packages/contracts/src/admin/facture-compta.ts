import { z } from 'zod';
import { defineContract, fileBytes } from '../contract.ts';
import { pageQuery } from '../content/scope.ts';
import { pageOf } from '../page.ts';
import { HISTORY_EXPORT_FORMATS } from '../profile/history.ts';
import { id } from '../learning/enrolment.ts';
import { orderReference, orderStatusSchema } from '../shop/orders.ts';
import { adminDay } from './day.ts';

/**
 * The back-office's accounting (issue 17 part 5, `/admin/factureCompta`; ours, spec §7 has no call for it: see
 * docs/decisions.md): the invoices of a period of Europe/Paris days for the accountant (listed with totals, exported as
 * CSV and XLSX), and the cheques recorded against the orders awaiting them. Everything is of the administrator's
 * platform: another platform's order is a 404. 401 for a guest, 403 for whoever is not an administrator.
 */
const BASE = '/api/admin/factureCompta';


/** A period of local days, both included; `to` before `from` is refused beside `to` (422). */
export const accountingPeriodQuery = z.strictObject({ from: adminDay, to: adminDay });

export const ACCOUNTING_KINDS = ['invoice', 'creditNote'] as const;

/**
 * What the accountant books for one document (an invoice, or a credit note cancelling one) and one VAT rate; amounts
 * in euros, a credit note's negative.
 */
export const accountingRowSchema = z.object({
  /** The invoice (a credit note's: the one it cancels). */
  invoiceId: z.number(),
  /** The credit note's id (its PDF), null for an invoice. */
  creditNoteId: z.number().nullable(),
  number: z.string(),
  issuedAt: z.string(),
  kind: z.enum(ACCOUNTING_KINDS),
  /** A credit note's: the number of the invoice it cancels; null for an invoice. */
  cancels: z.string().nullable(),
  /** The buyer as printed on the invoice: the pharmacy, or the person. */
  buyer: z.string(),
  orderReference: z.string(),
  /** A percentage (20, 21, 5.5). */
  vatRate: z.number(),
  total: z.number(),
  vat: z.number(),
  totalWithVat: z.number(),
  paymentMethod: z.enum(['card', 'free', 'cheque']).nullable(),
  /** The order's status now: `paid`, or `refunded` once a credit note cancels its invoice. */
  status: orderStatusSchema,
});
export type AccountingRow = z.infer<typeof accountingRowSchema>;

/** The period's invoices and credit notes counted, and its amounts net of the credit notes. */
export const accountingTotalsSchema = z.object({ invoices: z.number(), creditNotes: z.number(), total: z.number(), vat: z.number(), totalWithVat: z.number() });

export const listAccountingInvoices = defineContract({
  method: 'GET',
  path: `${BASE}/invoices`,
  changesState: false,
  query: z.strictObject({ ...accountingPeriodQuery.shape, ...pageQuery.shape }),
  data: pageOf(accountingRowSchema).extend({
    /** The whole period's, not the page's. */
    totals: accountingTotalsSchema,
  }),
  errors: [401, 403, 422],
  summary: 'The invoices and credit notes of a period of this platform, one row per document and VAT rate, oldest first, with the period’s totals.',
});

export const ACCOUNTING_EXPORT_FORMATS = HISTORY_EXPORT_FORMATS;

export const exportAccountingInvoices = defineContract({
  method: 'GET',
  path: `${BASE}/invoices/export`,
  changesState: false,
  query: z.strictObject({ ...accountingPeriodQuery.shape, format: z.enum(ACCOUNTING_EXPORT_FORMATS) }),
  file: true,
  data: fileBytes,
  errors: [401, 403, 422],
  summary: 'The same rows as a file for the accountant: CSV (UTF-8 with BOM, `;`, decimal comma) or XLSX.',
});

/** An order of the platform waiting for its cheque; amounts in euros. */
export const awaitingChequeSchema = z.object({
  reference: z.string(),
  /** Who ordered, by name, and the pharmacy it was for (null for a person's own purchase). */
  buyer: z.string(),
  pharmacy: z.string().nullable(),
  email: z.string(),
  createdAt: z.string(),
  totalWithVat: z.number(),
  trainings: z.array(z.string()),
});
export type AwaitingCheque = z.infer<typeof awaitingChequeSchema>;

export const listAwaitingCheques = defineContract({
  method: 'GET',
  path: `${BASE}/cheques`,
  changesState: false,
  data: z.object({ items: z.array(awaitingChequeSchema) }),
  errors: [401, 403],
  summary: 'The orders of this platform waiting for their cheque, oldest first.',
});

/** A cheque number as printed (French cheques have 7 digits; other banks' letters and dashes are kept). */
export const CHEQUE_NUMBER_MAX = 30;
export const CHEQUE_BANK_MAX = 100;

export const recordChequeBody = z.strictObject({
  /** In euros, at most two decimals: it must be the order's total with VAT (422 beside it otherwise). */
  amount: z
    .number({ error: 'admin.factureCompta.validation.amount' })
    .positive('admin.factureCompta.validation.amount')
    .max(1_000_000, 'admin.factureCompta.validation.amount')
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'admin.factureCompta.validation.amount'),
  chequeNumber: z
    .string({ error: 'admin.factureCompta.validation.chequeNumber' })
    .trim()
    .min(1, 'admin.factureCompta.validation.chequeNumber')
    .max(CHEQUE_NUMBER_MAX, 'admin.factureCompta.validation.chequeNumber')
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'admin.factureCompta.validation.chequeNumber'),
  bank: z
    .string({ error: 'admin.factureCompta.validation.bank' })
    .trim()
    .min(2, 'admin.factureCompta.validation.bank')
    .max(CHEQUE_BANK_MAX, 'admin.factureCompta.validation.bank'),
  /** The local day it arrived: not in the future, not before the order (422 beside it). */
  receivedOn: adminDay,
});
export type RecordChequeBody = z.infer<typeof recordChequeBody>;

export const recordCheque = defineContract({
  method: 'POST',
  path: `${BASE}/cheques/:reference`,
  changesState: true,
  params: z.strictObject({ reference: orderReference }),
  body: recordChequeBody,
  data: z.object({
    reference: z.string(),
    status: z.enum(['paid']),
    paidAt: z.string(),
    invoiceNumber: z.string(),
  }),
  errors: [401, 403, 404, 409, 422],
  summary: 'Records the cheque received for an order awaiting it: the order is paid, invoiced and its trainings enrolled. Twice is a 409.',
});

/** Why the invoice is cancelled, printed on the credit note: 1–500 characters. */
export const CREDIT_NOTE_REASON_MAX = 500;

export const issueCreditNoteBody = z.strictObject({
  reason: z
    .string({ error: 'admin.factureCompta.validation.reason' })
    .trim()
    .min(1, 'admin.factureCompta.validation.reason')
    .max(CREDIT_NOTE_REASON_MAX, 'admin.factureCompta.validation.reason'),
});
export type IssueCreditNoteBody = z.infer<typeof issueCreditNoteBody>;

export const issueCreditNote = defineContract({
  method: 'POST',
  path: `${BASE}/invoices/:invoiceId/creditNote`,
  changesState: true,
  params: z.strictObject({ invoiceId: id }),
  body: issueCreditNoteBody,
  data: z.object({
    creditNoteId: z.number(),
    number: z.string(),
    invoiceNumber: z.string(),
    orderReference: z.string(),
    status: z.enum(['refunded']),
    issuedAt: z.string(),
  }),
  errors: [401, 403, 404, 409, 422],
  summary:
    'Issues a credit note cancelling a paid invoice in full: numbered in its own series, the order refunded, its enrolments not started withdrawn and its seats of sessions to come given back, the buyer told. Twice is a 409.',
});

export const downloadAccountingCreditNote = defineContract({
  method: 'GET',
  path: `${BASE}/creditNotes/:creditNoteId`,
  changesState: false,
  params: z.strictObject({ creditNoteId: id }),
  data: fileBytes,
  file: true,
  errors: [401, 403, 404],
  summary: 'A credit note of this platform as PDF.',
});
