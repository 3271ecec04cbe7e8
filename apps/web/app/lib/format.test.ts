import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from './format.ts';

describe('format', () => {
  it('shows dates in Europe/Paris time (spec §9)', () => {
    // 23:30 UTC on 20 October is already 21 October in Paris (UTC+2).
    expect(formatDate('2026-10-20T23:30:00Z', 'fr-FR')).toBe('21 octobre 2026');
    expect(formatDate('2026-10-20T23:30:00Z', 'es-ES')).toBe('21 de octubre de 2026');
    expect(formatDate(null, 'fr-FR')).toBeNull();
    expect(formatDate('not a date', 'fr-FR')).toBeNull();
  });

  it('formats euro prices in the locale', () => {
    expect(formatPrice(39, 'fr-FR').replace(/\s/g, ' ')).toBe('39,00 €');
    expect(formatPrice(1200.5, 'es-ES').replace(/\s/g, ' ')).toBe('1200,50 €');
  });
});
