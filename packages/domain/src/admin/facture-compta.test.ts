import { describe, expect, it } from 'vitest';
import { amountsByVatRate, chequePaysOrder, creditNoteAmounts, eurosToCents, monthPeriod, vatRatePercent } from './facture-compta.ts';

describe('amountsByVatRate', () => {
  it('adds an invoice’s lines up per VAT rate, lowest rate first', () => {
    const line = (vatRateBp: number, totalHtCents: number, vatCents: number) => ({ vatRateBp, totalHtCents, vatCents, totalWithVatCents: totalHtCents + vatCents });
    expect(amountsByVatRate([line(2000, 10000, 2000), line(550, 1000, 55), line(2000, 4950, 990)])).toEqual([
      { vatRateBp: 550, totalHtCents: 1000, vatCents: 55, totalWithVatCents: 1055 },
      { vatRateBp: 2000, totalHtCents: 14950, vatCents: 2990, totalWithVatCents: 17940 },
    ]);
    expect(amountsByVatRate([])).toEqual([]);
  });

  it('negates every amount of a credit note, keeping the rate', () => {
    const amounts = { vatRateBp: 2000, totalHtCents: 14950, vatCents: 2990, totalWithVatCents: 17940 };
    expect(creditNoteAmounts(amounts)).toEqual({ vatRateBp: 2000, totalHtCents: -14950, vatCents: -2990, totalWithVatCents: -17940 });
    const rows = [amounts, creditNoteAmounts(amounts)];
    expect(rows.reduce((sum, r) => sum + r.totalWithVatCents, 0)).toBe(0);
  });

  it('shows rates as percentages', () => {
    expect(vatRatePercent(2000)).toBe(20);
    expect(vatRatePercent(2100)).toBe(21);
    expect(vatRatePercent(550)).toBe(5.5);
  });
});

describe('monthPeriod', () => {
  it('gives the first and last day of the month, leap years included', () => {
    expect(monthPeriod('2026-10')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(monthPeriod('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthPeriod('2027-02')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(() => monthPeriod('2026-13')).toThrow(RangeError);
    expect(() => monthPeriod('10/2026')).toThrow(RangeError);
  });
});

describe('cheques', () => {
  it('reads euros as cents without drift and accepts only the order’s exact total', () => {
    expect(eurosToCents(19.99)).toBe(1999);
    expect(eurosToCents(1234.1)).toBe(123410);
    expect(eurosToCents(0.29)).toBe(29);
    expect(chequePaysOrder(eurosToCents(358.8), 35880)).toBe(true);
    expect(chequePaysOrder(35879, 35880)).toBe(false);
    expect(chequePaysOrder(35881, 35880)).toBe(false);
  });
});
