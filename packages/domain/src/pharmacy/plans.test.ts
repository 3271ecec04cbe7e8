import { describe, expect, it } from 'vitest';
import { moveActivity, shiftDay, withinPlan } from './plans.ts';

describe('shiftDay', () => {
  it('moves by months keeping the day, or the month’s last day when shorter', () => {
    expect(shiftDay('2026-01-15', { months: 1 })).toBe('2026-02-15');
    expect(shiftDay('2026-01-31', { months: 1 })).toBe('2026-02-28');
    expect(shiftDay('2026-01-10', { months: -2 })).toBe('2025-11-10');
  });
  it('moves by days across months and years, whatever the clock change', () => {
    expect(shiftDay('2026-03-27', { days: 7 })).toBe('2026-04-03');
    expect(shiftDay('2026-01-03', { days: -7 })).toBe('2025-12-27');
  });
});

describe('moveActivity', () => {
  it('keeps the activity’s length in days', () => {
    expect(moveActivity({ startDate: '2026-01-31', finishDate: '2026-02-10' }, { months: 1 })).toEqual({ startDate: '2026-02-28', finishDate: '2026-03-10' });
    expect(moveActivity({ startDate: '2026-03-25', finishDate: '2026-03-31' }, { days: 7 })).toEqual({ startDate: '2026-04-01', finishDate: '2026-04-07' });
  });
});

describe('withinPlan', () => {
  const plan = { startDate: '2026-01-01', endDate: '2026-10-31' };
  it('accepts an activity inside the plan’s days and refuses one leaving them or reversed', () => {
    expect(withinPlan({ startDate: '2026-01-01', finishDate: '2026-10-31' }, plan)).toBe(true);
    expect(withinPlan({ startDate: '2025-12-31', finishDate: '2026-01-10' }, plan)).toBe(false);
    expect(withinPlan({ startDate: '2026-10-01', finishDate: '2026-11-01' }, plan)).toBe(false);
    expect(withinPlan({ startDate: '2026-05-02', finishDate: '2026-05-01' }, plan)).toBe(false);
  });
});
