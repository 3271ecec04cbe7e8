import { describe, expect, it } from 'vitest';
import { calendarYearOf, currentAndHistory, displayedSpan, layoutRows, meetsSpan, parisDateOf, parisIsoDate, PLAN_MIN_MONTHS } from './training-plan.ts';

describe('displayedSpan (spec §4, §9: at least 12 months from the start)', () => {
  it('extends a short plan to the last day of its twelfth month', () => {
    const span = displayedSpan('2026-03-15', '2026-06-30');
    expect(span.endDate).toBe('2027-02-28');
    expect(span.months).toHaveLength(PLAN_MIN_MONTHS);
    expect(span.months[0]).toBe('2026-03');
    expect(span.months.at(-1)).toBe('2027-02');
  });

  it('keeps a longer plan as it is, one column per month', () => {
    const span = displayedSpan('2026-01-01', '2027-06-10');
    expect(span.endDate).toBe('2027-06-10');
    expect(span.months).toHaveLength(18);
  });

  it('ends a leap February on the 29th', () => {
    expect(displayedSpan('2027-03-01', '2027-03-02').endDate).toBe('2028-02-29');
  });
});

describe('layoutRows (spec §4: overlapping month spans take different rows)', () => {
  const span = displayedSpan('2026-01-01', '2026-12-31');
  const a = (startDate: string, finishDate: string, name: string) => ({ startDate, finishDate, name });

  it('puts overlapping months on different rows and reuses a row once it is free', () => {
    const placed = layoutRows([a('2026-01-10', '2026-03-05', 'A'), a('2026-03-20', '2026-04-01', 'B'), a('2026-04-15', '2026-05-01', 'C')], span);
    expect(placed.map((p) => [p.name, p.row, p.fromDate, p.toDate])).toEqual([
      ['A', 0, 0, 2],
      // Same month (March) as A's end: an overlap of months, even on different days.
      ['B', 1, 2, 3],
      ['C', 0, 3, 4],
    ]);
  });

  it('is stable: equal spans keep their given order, and the answer keeps the given order', () => {
    const placed = layoutRows([a('2026-05-01', '2026-06-01', 'late'), a('2026-02-01', '2026-02-10', 'x'), a('2026-02-03', '2026-02-20', 'y')], span);
    expect(placed.map((p) => [p.name, p.row])).toEqual([['late', 0], ['x', 0], ['y', 1]]);
  });

  it('never gives two overlapping activities the same row', () => {
    const list = Array.from({ length: 30 }, (_, i) => a(`2026-${String((i % 12) + 1).padStart(2, '0')}-01`, `2026-${String(Math.min(12, (i % 12) + 1 + (i % 4))).padStart(2, '0')}-28`, String(i)));
    const placed = layoutRows(list, span);
    for (const p of placed) {
      for (const q of placed) {
        if (p !== q && p.row === q.row) expect(p.toDate < q.fromDate || q.toDate < p.fromDate).toBe(true);
      }
    }
  });

  it('clips columns to the span and treats a finish before the start as one month', () => {
    const [before, reversed] = layoutRows([a('2025-10-01', '2026-02-01', 'before'), a('2026-08-01', '2026-07-01', 'reversed')], span);
    expect([before.fromDate, before.toDate]).toEqual([0, 1]);
    expect([reversed.fromDate, reversed.toDate]).toEqual([7, 7]);
  });

  it('tells whether an activity meets the span', () => {
    expect(meetsSpan(a('2025-12-01', '2026-01-02', 'x'), span)).toBe(true);
    expect(meetsSpan(a('2025-11-01', '2025-12-31', 'x'), span)).toBe(false);
  });
});

describe('Paris-zone ISO dates (spec §3, §9)', () => {
  it('writes midnight in Paris with its winter or summer offset', () => {
    expect(parisIsoDate('2026-01-15')).toBe('2026-01-15T00:00:00+01:00');
    expect(parisIsoDate('2026-07-01')).toBe('2026-07-01T00:00:00+02:00');
    // The day clocks go forward (29 March 2026, at 2 a.m.): midnight is still winter time.
    expect(parisIsoDate('2026-03-29')).toBe('2026-03-29T00:00:00+01:00');
    expect(() => parisIsoDate('15/01/2026')).toThrow(RangeError);
  });

  it('reads back the Paris day of an instant, whatever its zone', () => {
    expect(parisDateOf(parisIsoDate('2026-10-25'))).toBe('2026-10-25');
    expect(parisDateOf('2026-06-30T22:30:00Z')).toBe('2026-07-01');
    expect(parisDateOf('2026-12-31T22:59:00Z')).toBe('2026-12-31');
    expect(() => parisDateOf('tomorrow')).toThrow(RangeError);
  });

  it('gives the calendar year of a day', () => {
    expect(calendarYearOf('2026-11-23')).toEqual({ startDate: '2026-01-01', endDate: '2026-12-31' });
  });
});

describe('currentAndHistory (spec §3 historyPlans)', () => {
  const plan = (id: number, startDate: string, endDate: string) => ({ id, startDate, endDate });
  it('takes the latest started running plan as current, the later ones as upcoming, the ended ones newest first', () => {
    const plans = [plan(1, '2024-01-01', '2024-12-31'), plan(2, '2025-01-01', '2025-12-31'), plan(3, '2026-01-01', '2026-12-31'), plan(4, '2026-06-01', '2026-08-31'), plan(5, '2027-01-01', '2027-06-30')];
    const { current, upcoming, ended } = currentAndHistory(plans, '2026-07-01');
    expect(current?.id).toBe(4);
    expect(upcoming.map((p) => p.id)).toEqual([3, 5]);
    expect(ended.map((p) => p.id)).toEqual([2, 1]);
  });
  it('falls back on the next plan to start, else none', () => {
    expect(currentAndHistory([plan(1, '2027-01-01', '2027-12-31')], '2026-07-01')).toMatchObject({ current: { id: 1 }, upcoming: [] });
    expect(currentAndHistory([plan(1, '2024-01-01', '2024-12-31')], '2026-07-01')).toMatchObject({ current: null, ended: [{ id: 1 }] });
  });
});
