import { z } from 'zod';
import { TRAINING_TYPES } from '@app/domain/catalogue/training-types';
import { DPEC_STATES } from '@app/domain/pharmacy/dpec';
import { defineContract, fileBytes } from '../contract.ts';
import { emptyToUndefined } from '../query.ts';
import { dpecFileSchema } from './dpec.ts';

/**
 * Spec §7 "Referent", FUNDAE bonificaciones (Spain, issue 16 part 5): the company's training credit of a year with what
 * its FUNDAE files use and what is left (`dpec/fundae`, GET; its inputs saved with PUT), the follow-up report of each
 * group (`dpec/informes`), the paid invoices holding bonificable trainings (`bonificacionesInvoices`) and the export of
 * groups and participants in FUNDAE's XML (`dpec/fundae/xml`, ours). Every call answers 401 to a guest and 403 to
 * whoever does not manage the account in use; everything is the pharmacy's own (docs/decisions.md "FUNDAE bonificaciones").
 */
const REFERENT = '/api/user/referent';

const year = z.coerce.number('pharmacy.fundae.validation.year').int('pharmacy.fundae.validation.year').min(2000, 'pharmacy.fundae.validation.year').max(2100, 'pharmacy.fundae.validation.year');
/** The year asked, this year (Europe/Paris) when absent. */
export const fundaeYearQuery = z.strictObject({ year: z.preprocess(emptyToUndefined, year.optional()) });

export const fundaeCreditSchema = z.object({
  percent: z.number(),
  minimumApplied: z.boolean(),
  creditCents: z.number().int(),
  usedCents: z.number().int(),
  leftCents: z.number().int(),
});

export const fundaeInputsSchema = z.object({ contributionsCents: z.number().int().nonnegative(), averageWorkforce: z.number().nonnegative() });

export const getFundae = defineContract({
  method: 'GET',
  path: `${REFERENT}/dpec/fundae`,
  changesState: false,
  query: fundaeYearQuery,
  data: z.object({
    year: z.number().int(),
    /** What the owner gave for the year; null until then (no credit can be computed). */
    inputs: fundaeInputsSchema.nullable(),
    credit: fundaeCreditSchema.nullable(),
    /** The pharmacy's FUNDAE files opened that year, newest first; `usesCredit` says which count. */
    files: z.array(dpecFileSchema.extend({ usesCredit: z.boolean() })),
  }),
  errors: [401, 403, 422],
  summary: 'The FUNDAE training credit of a year: credit, used, left, and the FUNDAE files of the year.',
});

export const fundaeInputsForm = z.strictObject({
  year,
  /** The previous year's vocational-training contributions, in euros. */
  contributions: z.number('pharmacy.fundae.validation.contributions').nonnegative('pharmacy.fundae.validation.contributions').max(100_000_000, 'pharmacy.fundae.validation.contributions'),
  averageWorkforce: z.number('pharmacy.fundae.validation.workforce').nonnegative('pharmacy.fundae.validation.workforce').max(100_000, 'pharmacy.fundae.validation.workforce'),
});
export type FundaeInputsInput = z.infer<typeof fundaeInputsForm>;

export const saveFundaeInputs = defineContract({
  method: 'PUT',
  path: `${REFERENT}/dpec/fundae`,
  changesState: true,
  body: fundaeInputsForm,
  data: z.object({ year: z.number().int(), credit: fundaeCreditSchema }),
  errors: [401, 403, 422],
  summary: 'Saves the contributions and average workforce of a year and answers the credit they give.',
});

export const fundaeParticipantSchema = z.object({
  learner: z.object({ id: z.number(), firstName: z.string(), lastName: z.string() }),
  fileId: z.number(),
  state: z.enum(DPEC_STATES),
  /** The file's amount taken from the credit. */
  amountCents: z.number().int(),
  /** From the learner's enrolment in the training; null when not started or not finished. */
  startedOn: z.string().nullable(),
  finishedOn: z.string().nullable(),
  hours: z.number(),
  completed: z.boolean(),
});

export const fundaeGroupSchema = z.object({
  /** `year-offer`: the group's code in the FUNDAE export. */
  code: z.string(),
  /** The acción formativa: the training. */
  training: z.object({ id: z.number(), name: z.string(), type: z.enum(TRAINING_TYPES), hours: z.number() }),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  participants: z.array(fundaeParticipantSchema),
  completedCount: z.number().int(),
});
export type FundaeGroup = z.infer<typeof fundaeGroupSchema>;

export const listFundaeInformes = defineContract({
  method: 'GET',
  path: `${REFERENT}/dpec/informes`,
  changesState: false,
  query: fundaeYearQuery,
  data: z.object({ year: z.number().int(), groups: z.array(fundaeGroupSchema) }),
  errors: [401, 403, 422],
  summary: 'The follow-up report of each FUNDAE group of a year: participants, dates, hours, completion.',
});

export const bonificableInvoiceSchema = z.object({
  id: z.number(),
  number: z.string(),
  issuedAt: z.string(),
  /** The bonificable trainings of the invoice, with their amount excluding VAT. */
  lines: z.array(z.object({ name: z.string(), quantity: z.number().int(), totalHtCents: z.number().int() })),
  totalHtCents: z.number().int(),
  /** What may be bonified: the bonificable lines' amount excluding VAT. */
  bonifiableCents: z.number().int(),
});

export const listBonificacionesInvoices = defineContract({
  method: 'GET',
  path: `${REFERENT}/bonificacionesInvoices`,
  changesState: false,
  query: fundaeYearQuery,
  data: z.object({ year: z.number().int(), invoices: z.array(bonificableInvoiceSchema), bonifiableCents: z.number().int() }),
  errors: [401, 403, 422],
  summary: 'The pharmacy’s paid invoices of a year holding bonificable trainings, with the amount to bonify.',
});

export const downloadFundaeXml = defineContract({
  method: 'GET',
  path: `${REFERENT}/dpec/fundae/xml`,
  changesState: false,
  query: fundaeYearQuery,
  file: true,
  data: fileBytes,
  errors: [401, 403, 422],
  summary: 'The FUNDAE groups and participants of a year in the XML written down in docs/fundae-xml.md.',
});
