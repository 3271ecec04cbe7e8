/**
 * What each funder of a pharmacy's trainings paid or is asked to pay in a year, and what it has left (issue 19 part 4,
 * docs/decisions.md "the owner's cockpit"). Used: the amounts of the pharmacy's funding files opened that year and
 * communicated to the funder, not refused nor cancelled (the rule FUNDAE's credit follows, `./fundae.ts`). Left: only
 * where the pharmacy has a budget with the funder — FUNDAE's yearly credit, and the OPCO budget the owner enters; the
 * ANDPC and the FIF-PL fund each professional within an envelope of their own, which is not the pharmacy's.
 */
import type { Funding } from '../catalogue/fundings.ts';
import type { VatCountry } from '../shop/prices.ts';
import { FUNDAE_USING_STATES } from './fundae.ts';
import type { DpecState } from './dpec.ts';

/** The funders of a country's pharmacies, in the order shown. */
export const FUNDERS_OF_COUNTRY: Record<VatCountry, readonly Funding[]> = { FR: ['DPC', 'FIFPL', 'OPCO'], ES: ['FUNDAE'] };

/** Whose budget limits a funder: the pharmacy's (a yearly amount) or each professional's envelope. */
export const FUNDER_CAPS: Record<Funding, 'pharmacy' | 'perProfessional'> = { DPC: 'perProfessional', FIFPL: 'perProfessional', OPCO: 'pharmacy', FUNDAE: 'pharmacy' };

/** Whether a funding file's amount counts as asked of its funder: communicated, and neither refused nor cancelled. */
export function askedOfFunder(state: DpecState): boolean {
  return FUNDAE_USING_STATES.includes(state);
}

export interface FunderBudget {
  funder: Funding;
  cap: 'pharmacy' | 'perProfessional';
  usedCents: number;
  /** The pharmacy's budget with the funder for the year; null when the funder has none for the pharmacy or none was given. */
  budgetCents: number | null;
  /** Negative when the files exceed the budget; null without a budget. */
  leftCents: number | null;
}

/** The country's funders with what the year's files ask of each and what is left of the pharmacy's budgets. */
export function funderBudgets(
  country: VatCountry,
  files: readonly { funder: Funding; state: DpecState; amountCents: number }[],
  budgets: Partial<Record<Funding, number>>,
): FunderBudget[] {
  return FUNDERS_OF_COUNTRY[country].map((funder) => {
    const usedCents = files.filter((f) => f.funder === funder && askedOfFunder(f.state)).reduce((sum, f) => sum + f.amountCents, 0);
    const cap = FUNDER_CAPS[funder];
    const budgetCents = cap === 'pharmacy' ? (budgets[funder] ?? null) : null;
    return { funder, cap, usedCents, budgetCents, leftCents: budgetCents === null ? null : budgetCents - usedCents };
  });
}
