/**
 * The accountant's view of a platform's sales (issue 17 part 5, `factureCompta`): invoices of a period, one row per
 * invoice and VAT rate, and the cheques the back-office records against orders awaiting them.
 */

/** The amounts of a sold line, in integer cents, and its VAT rate in basis points (2000 = 20 %). */
export interface AccountingAmounts {
  vatRateBp: number;
  totalHtCents: number;
  vatCents: number;
  totalWithVatCents: number;
}

/**
 * An invoice's lines added up per VAT rate, lowest rate first: what an accountant books (one entry per rate). An
 * invoice without lines gives no row.
 */
export function amountsByVatRate(lines: readonly AccountingAmounts[]): AccountingAmounts[] {
  const byRate = new Map<number, AccountingAmounts>();
  for (const line of lines) {
    const sum = byRate.get(line.vatRateBp) ?? { vatRateBp: line.vatRateBp, totalHtCents: 0, vatCents: 0, totalWithVatCents: 0 };
    sum.totalHtCents += line.totalHtCents;
    sum.vatCents += line.vatCents;
    sum.totalWithVatCents += line.totalWithVatCents;
    byRate.set(line.vatRateBp, sum);
  }
  return [...byRate.values()].sort((a, b) => a.vatRateBp - b.vatRateBp);
}

/**
 * What a credit note books against the invoice it cancels in full: the same rate, every amount negated (an accountant
 * reads the period's net sales by adding the rows up).
 */
export function creditNoteAmounts(amounts: AccountingAmounts): AccountingAmounts {
  return { vatRateBp: amounts.vatRateBp, totalHtCents: -amounts.totalHtCents, vatCents: -amounts.vatCents, totalWithVatCents: -amounts.totalWithVatCents };
}

/** A VAT rate in basis points as a percentage (2000 → 20, 550 → 5.5). */
export function vatRatePercent(vatRateBp: number): number {
  return vatRateBp / 100;
}

/** The first and last days (YYYY-MM-DD) of a month given as YYYY-MM: the period the month picker fills in. */
export function monthPeriod(month: string): { from: string; to: string } {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) throw new RangeError(`Not a month: ${month}`);
  const last = new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** An amount typed in euros (at most two decimals) in integer cents, without floating-point drift (19.99 → 1999). */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

/**
 * Whether a cheque pays an order awaiting it: its amount must be the order's total with VAT to the cent (partial
 * payments and overpayments are not modelled; the back-office sorts those out with the buyer before recording).
 */
export function chequePaysOrder(chequeCents: number, orderTotalWithVatCents: number): boolean {
  return chequeCents === orderTotalWithVatCents;
}
