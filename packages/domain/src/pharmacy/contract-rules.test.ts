import { describe, expect, it } from 'vitest';
import { compactTaxId, contractPeriodEnd, contractPrice, contractState, contractVatRateBp, isPharmacyTaxId, isPostalCode, isSiret, isSpanishTaxId } from './contract-rules.ts';

describe('contract rules', () => {
  it('tells the state: paid over signed over draft', () => {
    const at = new Date();
    expect(contractState({ signedAt: null, paidAt: null })).toBe('draft');
    expect(contractState({ signedAt: at, paidAt: null })).toBe('signed');
    expect(contractState({ signedAt: at, paidAt: at })).toBe('paid');
  });

  it('prices with the country standard VAT, rounded half-up in cents', () => {
    expect(contractVatRateBp('fr')).toBe(2000);
    expect(contractVatRateBp('es')).toBe(2100);
    expect(contractPrice(59_000, 2000)).toEqual({ htCents: 59_000, vatCents: 11_800, ttcCents: 70_800 });
    expect(contractPrice(99_999, 2100)).toEqual({ htCents: 99_999, vatCents: 21_000, ttcCents: 120_999 });
  });

  it('ends a year-long period the day before the same date', () => {
    expect(contractPeriodEnd('2026-01-01', 12)).toBe('2026-12-31');
    expect(contractPeriodEnd('2028-03-01', 12)).toBe('2029-02-28');
  });

  it('checks a SIRET: 14 digits and the Luhn key (La Poste apart)', () => {
    expect(isSiret('73282932000074')).toBe(true);
    expect(isSiret('73282932000075')).toBe(false);
    expect(isSiret('7328293200007')).toBe(false);
    expect(isSiret('35600000000051')).toBe(true);
    expect(isPharmacyTaxId('732 829 320 00074', 'fr')).toBe(true);
  });

  it('checks a Spanish NIF, NIE and CIF', () => {
    expect(isSpanishTaxId('12345678Z')).toBe(true);
    expect(isSpanishTaxId('12345678A')).toBe(false);
    expect(isSpanishTaxId('X1234567L')).toBe(true);
    expect(isSpanishTaxId('B12345674')).toBe(true);
    expect(isSpanishTaxId('B12345675')).toBe(false);
    expect(isSpanishTaxId('Q2826000H')).toBe(true);
    expect(isPharmacyTaxId('b-12345674', 'es')).toBe(true);
    expect(isPharmacyTaxId('73282932000074', 'es')).toBe(false);
    expect(compactTaxId(' b-1234.5674 ')).toBe('B12345674');
  });

  it('checks postal codes per country', () => {
    expect(isPostalCode('75001', 'fr')).toBe(true);
    expect(isPostalCode('7500', 'fr')).toBe(false);
    expect(isPostalCode('28010', 'es')).toBe(true);
    expect(isPostalCode('99010', 'es')).toBe(false);
  });
});
