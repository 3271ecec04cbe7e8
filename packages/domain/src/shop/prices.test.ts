import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountAmount, priceLines, priceWithVat, vatOf, type DiscountValue, type PricedLine } from './prices.ts';

const line = fc.record({
  id: fc.nat(),
  unitPriceHtCents: fc.integer({ min: 0, max: 5_000_000 }),
  quantity: fc.integer({ min: 1, max: 50 }),
  vatRateBp: fc.constantFrom(0, 550, 1000, 2000, 2100),
  discountable: fc.boolean(),
});
const discount: fc.Arbitrary<DiscountValue | null> = fc.oneof(
  fc.constant(null),
  fc.record({ kind: fc.constant('percent' as const), valueBp: fc.integer({ min: 0, max: 10_000 }) }),
  fc.record({ kind: fc.constant('amount' as const), valueCents: fc.integer({ min: 0, max: 100_000_000 }) }),
);

describe('priceLines (spec §3 Cart totals)', () => {
  it('never gives a negative, fractional or inconsistent total', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), discount, (lines, d) => {
        const t = priceLines(lines, d);
        for (const v of [t.totalCents, t.totalDiscountCents, t.vatCents, t.totalWithVatCents]) {
          expect(Number.isSafeInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
        // Tax amount = totalWithVat − total (spec §3), and the lines add up to the totals.
        expect(t.totalWithVatCents - t.totalCents).toBe(t.vatCents);
        expect(t.lines.reduce((s, l) => s + l.discountCents, 0)).toBe(t.totalDiscountCents);
        expect(t.lines.reduce((s, l) => s + l.totalHtCents, 0)).toBe(t.totalCents);
        expect(t.grossHtCents - t.totalDiscountCents).toBe(t.totalCents);
        t.lines.forEach((l, i) => {
          expect(l.totalHtCents).toBeGreaterThanOrEqual(0);
          expect(l.vatCents).toBe(vatOf(l.totalHtCents, lines[i].vatRateBp));
          if (!lines[i].discountable) expect(l.discountCents).toBe(0);
        });
      }),
    );
  });

  it('takes the discount only on the lines in its scope, never more than they cost', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), discount, (lines, d) => {
        const eligible = lines.filter((l) => l.discountable).reduce((s, l) => s + l.unitPriceHtCents * l.quantity, 0);
        const t = priceLines(lines, d);
        expect(t.totalDiscountCents).toBeLessThanOrEqual(eligible);
        expect(t.totalDiscountCents).toBe(discountAmount(eligible, d));
      }),
    );
  });

  it('rounds VAT half-up to the cent, per line', () => {
    expect(vatOf(1999, 550)).toBe(110); // 109.945
    expect(vatOf(25, 2000)).toBe(5);
    expect(vatOf(1, 2100)).toBe(0); // 0.21
    expect(priceWithVat(29000, 2000)).toBe(348);
    expect(priceWithVat(26000, 2100)).toBe(314.6);
    expect(priceWithVat(0, 2000)).toBe(0);
  });

  it('shares a discount between lines to the cent, the largest remainders first', () => {
    const lines: PricedLine[] = [
      { id: 1, unitPriceHtCents: 100, quantity: 1, vatRateBp: 2000, discountable: true },
      { id: 2, unitPriceHtCents: 100, quantity: 1, vatRateBp: 2000, discountable: true },
      { id: 3, unitPriceHtCents: 100, quantity: 1, vatRateBp: 2000, discountable: true },
    ];
    const t = priceLines(lines, { kind: 'amount', valueCents: 100 });
    expect(t.lines.map((l) => l.discountCents)).toEqual([34, 33, 33]);
    expect(t.totalCents).toBe(200);
    // Per line: 13.2 + 13.4 + 13.4 → 13 + 13 + 13, as each line of the invoice shows it.
    expect(t.vatCents).toBe(39);
    expect(t.totalWithVatCents).toBe(239);
  });

  it('makes a 100 % code a free cart', () => {
    const t = priceLines([{ id: 1, unitPriceHtCents: 29_000, quantity: 1, vatRateBp: 2000, discountable: true }], { kind: 'percent', valueBp: 10_000 });
    expect(t.totalWithVatCents).toBe(0);
  });

  it('refuses negative or fractional amounts instead of pricing them', () => {
    expect(() => priceLines([{ id: 1, unitPriceHtCents: -1, quantity: 1, vatRateBp: 0, discountable: true }], null)).toThrow(RangeError);
    expect(() => priceLines([{ id: 1, unitPriceHtCents: 1.5, quantity: 1, vatRateBp: 0, discountable: true }], null)).toThrow(RangeError);
    expect(() => priceLines([{ id: 1, unitPriceHtCents: 1, quantity: 0, vatRateBp: 0, discountable: true }], null)).toThrow(RangeError);
  });
});
