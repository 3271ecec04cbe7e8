import { describe, expect, it } from 'vitest';
import { isCalendarDay, nextDay, parisDaysBounds, parisInstant } from './paris-time.ts';

const iso = (d: Date) => d.toISOString();

describe('parisInstant', () => {
  it('reads winter times at UTC+1 and summer times at UTC+2', () => {
    expect(iso(parisInstant('2027-01-12', '19:30:00'))).toBe('2027-01-12T18:30:00.000Z');
    expect(iso(parisInstant('2026-07-01', '09:00'))).toBe('2026-07-01T07:00:00.000Z');
  });

  it('changes offset on the last Sunday of March (2026-03-29, 2027-03-28) at 02:00 local', () => {
    expect(iso(parisInstant('2026-03-28', '10:00'))).toBe('2026-03-28T09:00:00.000Z');
    expect(iso(parisInstant('2026-03-29', '01:59'))).toBe('2026-03-29T00:59:00.000Z');
    expect(iso(parisInstant('2026-03-29', '03:00'))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(parisInstant('2026-03-29', '10:00'))).toBe('2026-03-29T08:00:00.000Z');
    expect(iso(parisInstant('2027-03-28', '10:00'))).toBe('2027-03-28T08:00:00.000Z');
    expect(iso(parisInstant('2027-03-27', '10:00'))).toBe('2027-03-27T09:00:00.000Z');
  });

  it('reads a time skipped in spring one hour later, as the clocks show it', () => {
    expect(iso(parisInstant('2026-03-29', '02:30'))).toBe('2026-03-29T01:30:00.000Z');
  });

  it('changes offset back on the last Sunday of October (2026-10-25, 2027-10-31), a repeated time being its first occurrence', () => {
    expect(iso(parisInstant('2026-10-24', '10:00'))).toBe('2026-10-24T08:00:00.000Z');
    expect(iso(parisInstant('2026-10-25', '10:00'))).toBe('2026-10-25T09:00:00.000Z');
    expect(iso(parisInstant('2026-10-25', '02:30'))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(parisInstant('2026-10-25', '03:00'))).toBe('2026-10-25T02:00:00.000Z');
    expect(iso(parisInstant('2027-10-30', '19:00'))).toBe('2027-10-30T17:00:00.000Z');
    expect(iso(parisInstant('2027-10-31', '19:00'))).toBe('2027-10-31T18:00:00.000Z');
  });

  it('refuses what is not a date and a time', () => {
    expect(() => parisInstant('31/10/2027', '19:00')).toThrow(RangeError);
  });

  it('reads winter and summer times with their offsets', () => {
    expect(parisInstant('2026-12-10', '09:30').toISOString()).toBe('2026-12-10T08:30:00.000Z');
    expect(parisInstant('2026-07-01', '09:30:00').toISOString()).toBe('2026-07-01T07:30:00.000Z');
  });

  it('holds right across the daylight-saving changes', () => {
    // 29 March 2026: 02:00 → 03:00; 25 October 2026: 03:00 → 02:00.
    expect(parisInstant('2026-03-29', '01:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(parisInstant('2026-03-29', '03:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(parisInstant('2026-10-25', '04:00').toISOString()).toBe('2026-10-25T03:00:00.000Z');
    expect(parisInstant('2026-10-24', '23:00').toISOString()).toBe('2026-10-24T21:00:00.000Z');
  });
});

describe('parisDaysBounds', () => {
  it('runs from the first day’s Paris midnight to the midnight after the last, across a month and a clock change', () => {
    expect(parisDaysBounds('2026-03-01', '2026-03-31')).toEqual({ start: new Date('2026-02-28T23:00:00Z'), end: new Date('2026-03-31T22:00:00Z') });
    expect(parisDaysBounds(undefined, '2026-12-31')).toEqual({ end: new Date('2026-12-31T23:00:00Z') });
    expect(parisDaysBounds()).toEqual({});
    const { start, end } = parisDaysBounds('2026-10-01', '2026-10-31');
    expect(iso(start)).toBe('2026-09-30T22:00:00.000Z');
    expect(iso(end)).toBe('2026-10-31T23:00:00.000Z');
  });

  it('finds the next day across a year end and a leap day', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});

describe('isCalendarDay', () => {
  it('accepts real days only', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const value of ['2026-02-29', '2026-13-01', '2026-1-01', '01/02/2026', '']) expect(isCalendarDay(value)).toBe(false);
  });
});
