/**
 * FUNDAE bonificaciones (Spain, issue 16 part 5): the company's yearly training credit, what its FUNDAE files use of it,
 * and which files count (docs/decisions.md "FUNDAE bonificaciones").
 *
 * The credit of a year is the vocational-training contributions ("cuota de formación profesional") the company paid the
 * previous year times a bonus percentage set by its average workforce (Ley 30/2015 art. 9 and Real Decreto 694/2017;
 * the percentages are fixed each year by the Ley de Presupuestos Generales del Estado and have stayed as below):
 *   1–5 employees: 100%, with a guaranteed minimum of 420 €;  6–9: 100%;  10–49: 75%;  50–249: 60%;  250 and more: 50%.
 */
import type { TrainingType } from '../catalogue/training-types.ts';
import type { DpecState } from './dpec.ts';

/** The guaranteed credit of a company of 1 to 5 employees, in cents (420 €). */
export const FUNDAE_MINIMUM_CREDIT_CENTS = 42_000;

/** The bonus percentage by average workforce: the first band whose `upTo` holds the workforce. */
export const FUNDAE_BANDS = [
  { upTo: 5, percent: 100, minimumCents: FUNDAE_MINIMUM_CREDIT_CENTS },
  { upTo: 9, percent: 100, minimumCents: 0 },
  { upTo: 49, percent: 75, minimumCents: 0 },
  { upTo: 249, percent: 60, minimumCents: 0 },
  { upTo: Number.POSITIVE_INFINITY, percent: 50, minimumCents: 0 },
] as const;

/**
 * The FUNDAE files whose amount is taken from the credit: communicated to FUNDAE and not refused or cancelled. A file
 * still `created` is a draft the owner has not sent: it does not use the credit yet.
 */
export const FUNDAE_USING_STATES: readonly DpecState[] = ['submitted', 'in_progress', 'financed', 'report_sent', 'reimbursed'];

export interface FundaeInputs {
  /** The previous year's vocational-training contributions, in cents. */
  contributionsCents: number;
  /** The company's average workforce over the previous year. */
  averageWorkforce: number;
}

export interface FundaeCredit {
  percent: number;
  /** True when the 420 € minimum of the smallest companies gave the credit. */
  minimumApplied: boolean;
  creditCents: number;
  usedCents: number;
  /** Negative when the files exceed the credit (what the owner would have to pay back). */
  leftCents: number;
}

/** The bonus percentage band of an average workforce (a workforce under 1 is a company of 1). */
export function fundaeBand(averageWorkforce: number) {
  const workforce = Math.max(1, Math.ceil(averageWorkforce));
  return FUNDAE_BANDS.find((band) => workforce <= band.upTo)!;
}

/** Whether a FUNDAE file in this state uses the credit. */
export function usesFundaeCredit(state: DpecState): boolean {
  return FUNDAE_USING_STATES.includes(state);
}

/** The credit of the year, what the files that count use of it, and what is left. */
export function fundaeCredit(inputs: FundaeInputs, files: readonly { state: DpecState; amountCents: number }[]): FundaeCredit {
  const band = fundaeBand(inputs.averageWorkforce);
  const fromContributions = Math.round((inputs.contributionsCents * band.percent) / 100);
  const creditCents = Math.max(fromContributions, band.minimumCents);
  const usedCents = files.filter((file) => usesFundaeCredit(file.state)).reduce((sum, file) => sum + file.amountCents, 0);
  return { percent: band.percent, minimumApplied: creditCents > fromContributions, creditCents, usedCents, leftCents: creditCents - usedCents };
}

/** The code of a group (a training followed by the pharmacy's learners in a year) in the FUNDAE export: `year-offer`. */
export function fundaeGroupCode(offerId: number, year: number): string {
  return `${year}-${offerId}`;
}

/** FUNDAE's modalities of an acción formativa ("modalidad de impartición"). */
export const FUNDAE_MODALITIES = ['PRESENCIAL', 'TELEFORMACION', 'MIXTA'] as const;
export type FundaeModality = (typeof FUNDAE_MODALITIES)[number];

/** The modality of a training: face-to-face only, mixed, or online (every other type is followed on the platform). */
export function fundaeModality(type: TrainingType): FundaeModality {
  if (type === 'faceToFaceOnly') return 'PRESENCIAL';
  if (type === 'mixt') return 'MIXTA';
  return 'TELEFORMACION';
}
