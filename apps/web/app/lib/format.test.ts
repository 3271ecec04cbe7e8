import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatDayAndTime, formatPrice, formatTime } from './format.ts';

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

  it('shows session days in full and times as HH:MM', () => {
    expect(formatDay('2027-01-18', 'fr-FR')).toBe('lundi 18 janvier 2027');
    expect(formatDay('2027-03-29', 'es-ES')).toBe('lunes, 29 de marzo de 2027');
    expect(formatDay('bad', 'fr-FR')).toBeNull();
    expect(formatTime('09:00:00')).toBe('09:00');
    expect(formatTime('9:30')).toBe('09:30');
    expect(formatTime(null)).toBeNull();
  });

  it('shows an instant as its Paris day and time, on either side of the change to winter time', () => {
    expect(formatDayAndTime('2026-10-24T17:45:00Z', 'fr-FR')).toEqual({ day: 'samedi 24 octobre 2026', time: '19:45' });
    expect(formatDayAndTime('2026-10-25T18:45:00Z', 'es-ES')).toEqual({ day: 'domingo, 25 de octubre de 2026', time: '19:45' });
  });
});
