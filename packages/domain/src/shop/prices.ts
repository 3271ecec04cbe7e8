/**
 * Prices of the shop (spec §3 Cart: total, totalDiscount, totalWithVat, vat; tax amount = totalWithVat − total).
 * Everything is computed here, once, in integer cents: the API stores what this answers on orders and invoices, and
 * the web only shows it. Rounding is half-up on non-negative integers, per line, so an invoice's lines add up.
 */

/** The countries the platforms sell in, and the VAT rates (basis points) an offer may carry there (docs/decisions.md). */
export const VAT_RATES = {
  /** France: 20 % standard; 0 when the seller is a registered training organisation exempt under art. 261-4-4° CGI. */
  FR: [2000, 0],
  /** Spain: 21 % general; 0 for training exempt under art. 20.1.9° Ley 37/1992 del IVA. */
  ES: [2100, 0],
} as const satisfies Record<string, readonly number[]>;
export type VatCountry = keyof typeof VAT_RATES;

/** The country whose rules (VAT, invoice mentions) apply to a sale in this language: Spanish platforms sell in Spain. */
export function vatCountry(lang: 'fr' | 'es'): VatCountry {
  return lang === 'es' ? 'ES' : 'FR';
}

/** True when the rate is one of the country's. */
export function isVatRateOf(country: VatCountry, vatRateBp: number): boolean {
  return (VAT_RATES[country] as readonly number[]).includes(vatRateBp);
}

/** Half-up rounding of a non-negative fraction `numerator / denominator` to an integer. */
function roundDiv(numerator: number, denominator: number): number {
  return Number((2n * BigInt(numerator) + BigInt(denominator)) / (2n * BigInt(denominator)));
}

/** VAT in cents on an amount excluding VAT, rounded half-up. */
export function vatOf(amountHtCents: number, vatRateBp: number): number {
  return roundDiv(amountHtCents * vatRateBp, 10_000);
}

/** Price including VAT in euros, rounded to the cent: priceHT × (1 + rate). */
export function priceWithVat(priceHtCents: number, vatRateBp: number): number {
  return centsToEuros(priceHtCents + vatOf(priceHtCents, vatRateBp));
}

/** Cents as euros for an answer (two decimals, exact for any safe integer of cents). */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

export interface PricedLine<Id = number> {
  id: Id;
  /** Unit price excluding VAT. */
  unitPriceHtCents: number;
  quantity: number;
  vatRateBp: number;
  /** False when the discount code does not apply to this line (its scope). */
  discountable: boolean;
}

/** A discount code's value: a percentage (basis points, 10 000 = 100 %) or an amount in cents, excluding VAT. */
export type DiscountValue = { kind: 'percent'; valueBp: number } | { kind: 'amount'; valueCents: number };

export interface LineTotals<Id = number> {
  id: Id;
  /** unit price × quantity, before the discount. */
  grossHtCents: number;
  discountCents: number;
  /** grossHtCents − discountCents. */
  totalHtCents: number;
  vatCents: number;
  totalWithVatCents: number;
}

export interface CartTotals<Id = number> {
  lines: LineTotals<Id>[];
  /** Sum of the lines before the discount. */
  grossHtCents: number;
  /** The spec's totalDiscount. */
  totalDiscountCents: number;
  /** The spec's total: excluding VAT, after the discount. */
  totalCents: number;
  /** The spec's vat: the tax amount, totalWithVat − total. */
  vatCents: number;
  totalWithVatCents: number;
}

function assertCents(name: string, value: number) {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
}

/**
 * Totals of a cart or an order. The discount is taken on the discountable lines' gross amount (a percentage rounded
 * half-up; an amount capped at that gross, never below zero), then shared between those lines in proportion to their
 * amounts, remainders to the largest fractions, so the lines' discounts add up to the whole exactly. VAT is per line
 * on its discounted amount.
 */
export function priceLines<Id>(lines: readonly PricedLine<Id>[], discount: DiscountValue | null): CartTotals<Id> {
  for (const line of lines) {
    assertCents('unitPriceHtCents', line.unitPriceHtCents);
    assertCents('vatRateBp', line.vatRateBp);
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError(`quantity must be a positive integer, got ${line.quantity}`);
  }
  const gross = lines.map((l) => l.unitPriceHtCents * l.quantity);
  const eligible = lines.reduce((sum, l, i) => (l.discountable ? sum + gross[i] : sum), 0);
  const discountTotal = discountAmount(eligible, discount);
  const shares = shareDiscount(
    lines.map((l, i) => (l.discountable ? gross[i] : 0)),
    eligible,
    discountTotal,
  );
  const out = lines.map((l, i): LineTotals<Id> => {
    const totalHtCents = gross[i] - shares[i];
    const vatCents = vatOf(totalHtCents, l.vatRateBp);
    return { id: l.id, grossHtCents: gross[i], discountCents: shares[i], totalHtCents, vatCents, totalWithVatCents: totalHtCents + vatCents };
  });
  const sum = (f: (l: LineTotals<Id>) => number) => out.reduce((s, l) => s + f(l), 0);
  const totalCents = sum((l) => l.totalHtCents);
  const vatCents = sum((l) => l.vatCents);
  return { lines: out, grossHtCents: sum((l) => l.grossHtCents), totalDiscountCents: discountTotal, totalCents, vatCents, totalWithVatCents: totalCents + vatCents };
}

/** The discount on an eligible amount, never more than it. */
export function discountAmount(eligibleCents: number, discount: DiscountValue | null): number {
  if (!discount) return 0;
  if (discount.kind === 'percent') {
    assertCents('valueBp', discount.valueBp);
    return Math.min(eligibleCents, roundDiv(eligibleCents * Math.min(discount.valueBp, 10_000), 10_000));
  }
  assertCents('valueCents', discount.valueCents);
  return Math.min(eligibleCents, discount.valueCents);
}

/** Shares `total` between amounts in proportion (largest remainder); the shares add up to `total` exactly. */
function shareDiscount(amounts: number[], sum: number, total: number): number[] {
  if (total === 0 || sum === 0) return amounts.map(() => 0);
  // BigInt: amount × total may pass 2^53 for big carts.
  const exact = amounts.map((a, i) => {
    const product = BigInt(a) * BigInt(total);
    return { i, floor: Number(product / BigInt(sum)), rest: Number(product % BigInt(sum)) };
  });
  let left = total - exact.reduce((s, e) => s + e.floor, 0);
  const shares = exact.map((e) => e.floor);
  for (const e of [...exact].sort((a, b) => b.rest - a.rest || a.i - b.i)) {
    if (left === 0) break;
    shares[e.i] += 1;
    left -= 1;
  }
  return shares;
}
