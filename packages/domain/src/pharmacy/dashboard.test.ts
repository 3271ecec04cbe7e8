import { describe, expect, it } from 'vitest';
import { behindOn, dashboardYears, fillMonths, sortBehind } from './dashboard.ts';

const april = { startDate: '2026-04-01', finishDate: '2026-04-30' };
const none = { completed: false, started: false };

describe('behindOn', () => {
  it('is overdue from the day after the finish day while not completed', () => {
    expect(behindOn(april, { completed: false, started: true }, '2026-04-30')).toBeNull();
    expect(behindOn(april, { completed: false, started: true }, '2026-05-01')).toEqual({ reason: 'overdue', since: '2026-05-01' });
    expect(behindOn(april, none, '2026-11-26')).toEqual({ reason: 'overdue', since: '2026-05-01' });
  });

  it('is never behind once completed', () => {
    expect(behindOn(april, { completed: true, started: true }, '2026-11-26')).toBeNull();
  });

  it('is late when half the period has elapsed without starting, not when started', () => {
    // 30 days: late from the 16th day (1 April + 15).
    expect(behindOn(april, none, '2026-04-15')).toBeNull();
    expect(behindOn(april, none, '2026-04-16')).toEqual({ reason: 'lateStart', since: '2026-04-16' });
    expect(behindOn(april, { completed: false, started: true }, '2026-04-20')).toBeNull();
  });

  it('gives a one-day activity until its day has passed', () => {
    const day = { startDate: '2026-03-10', finishDate: '2026-03-10' };
    expect(behindOn(day, none, '2026-03-10')).toBeNull();
    expect(behindOn(day, none, '2026-03-11')).toEqual({ reason: 'overdue', since: '2026-03-11' });
  });

  it('counts days across the change to summer time', () => {
    expect(behindOn({ startDate: '2026-03-28', finishDate: '2026-03-31' }, none, '2026-03-30')).toEqual({ reason: 'lateStart', since: '2026-03-30' });
  });

  it('is not behind before the activity starts', () => {
    expect(behindOn(april, none, '2026-03-31')).toBeNull();
  });
});

describe('sortBehind', () => {
  it('puts overdue activities first, then more activities, then the oldest', () => {
    const late = { name: 'Late', activities: [{ reason: 'lateStart' as const, since: '2026-01-01' }] };
    const overdue = { name: 'Overdue', activities: [{ reason: 'overdue' as const, since: '2026-06-01' }] };
    const older = { name: 'Older', activities: [{ reason: 'overdue' as const, since: '2026-02-01' }] };
    const two = { name: 'Two', activities: [{ reason: 'overdue' as const, since: '2026-09-01' }, { reason: 'lateStart' as const, since: '2026-10-01' }] };
    expect(sortBehind([late, overdue, older, two]).map((l) => l.name)).toEqual(['Two', 'Older', 'Overdue', 'Late']);
  });
});

describe('fillMonths', () => {
  it('gives twelve months with zeros where nothing happened', () => {
    const months = fillMonths([{ month: 3, seconds: 60 }], { seconds: 0 });
    expect(months).toHaveLength(12);
    expect(months[2]).toEqual({ month: 3, seconds: 60 });
    expect(months[0]).toEqual({ month: 1, seconds: 0 });
  });
});

describe('dashboardYears', () => {
  it('offers this year and the four before, newest first', () => {
    expect(dashboardYears(2026)).toEqual([2026, 2025, 2024, 2023, 2022]);
  });
});
