import { describe, expect, it } from 'vitest';
import { fundingKindOf, isPlausibleBirthDate, missingProfileFields, PROFESSIONAL_ID_PATTERN } from './personal-data.ts';

const EMPTY = { firstName: 'Claire', lastName: 'Dupont', function: null, birthDate: null, professionalId: ' ', mobilePhone: null };

describe('personal data rules', () => {
  it('accepts a real birth date at least 16 years back, from 1900', () => {
    expect(isPlausibleBirthDate('1985-04-12', '2026-11-23')).toBe(true);
    expect(isPlausibleBirthDate('2010-11-23', '2026-11-23')).toBe(true);
    expect(isPlausibleBirthDate('2010-11-24', '2026-11-23')).toBe(false);
    expect(isPlausibleBirthDate('1985-02-30', '2026-11-23')).toBe(false);
    expect(isPlausibleBirthDate('1899-12-31', '2026-11-23')).toBe(false);
    expect(isPlausibleBirthDate('12/04/1985', '2026-11-23')).toBe(false);
  });

  it('knows an RPPS number, a NIF and a NIE', () => {
    for (const ok of ['10101234567', '12345678Z', 'X1234567L']) expect(PROFESSIONAL_ID_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['1010123456', '1234567Z', 'A1234567L', '']) expect(PROFESSIONAL_ID_PATTERN.test(bad), bad).toBe(false);
  });

  it('tells a funding file’s kind and the fields it lacks, blank counting as missing', () => {
    expect(fundingKindOf({ hasDpc: true, lang: 'fr' })).toBe('dpc');
    expect(fundingKindOf({ hasDpc: false, lang: 'fr' })).toBe('opco');
    expect(fundingKindOf({ hasDpc: true, lang: 'es' })).toBe('fundae');
    expect(missingProfileFields(EMPTY, ['dpc'])).toEqual(['birthDate', 'professionalId', 'mobilePhone']);
    expect(missingProfileFields(EMPTY, ['opco', 'dpc'])).toEqual(['function', 'birthDate', 'professionalId', 'mobilePhone']);
    expect(missingProfileFields(EMPTY, [])).toEqual([]);
  });
});
