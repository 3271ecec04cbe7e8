import { describe, expect, it } from 'vitest';
import { formatPhone, normalisePhone } from './mobile-phone.ts';

describe('normalisePhone', () => {
  it('keeps French and Spanish mobile numbers in E.164, local ones read in the platform’s language', () => {
    expect(normalisePhone('06 12 34 56 78', 'fr', 'mobile')).toBe('+33612345678');
    expect(normalisePhone('07.56.12.34.56', 'fr', 'mobile')).toBe('+33756123456');
    expect(normalisePhone('612 345 678', 'es', 'mobile')).toBe('+34612345678');
    expect(normalisePhone('+34 612 345 678', 'fr', 'mobile')).toBe('+34612345678');
    expect(normalisePhone('+33 6 12 34 56 78', 'es', 'mobile')).toBe('+33612345678');
    expect(normalisePhone('+594 694 20 12 34', 'fr', 'mobile')).toBe('+594694201234');
  });

  it('refuses landlines as a mobile, other countries, short or long input and words', () => {
    expect(normalisePhone('01 23 45 67 89', 'fr', 'mobile')).toBeNull();
    expect(normalisePhone('01 23 45 67 89', 'fr', 'any')).toBe('+33123456789');
    expect(normalisePhone('912 345 678', 'es', 'any')).toBe('+34912345678');
    expect(normalisePhone('+1 212 555 0100', 'fr', 'any')).toBeNull();
    expect(normalisePhone('06 12', 'fr', 'mobile')).toBeNull();
    expect(normalisePhone('06 12 34 56 78 90 12 34 56 78 90 12 34', 'fr', 'mobile')).toBeNull();
    expect(normalisePhone('mobile', 'fr', 'mobile')).toBeNull();
  });

  it('writes an E.164 number as people read it', () => {
    expect(formatPhone('+33612345678')).toBe('+33 6 12 34 56 78');
  });
});
