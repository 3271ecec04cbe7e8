import { describe, expect, it } from 'vitest';
import { joinState, joinWindow, meetingIdOf, TRAINER_OPENS_BEFORE_MINUTES, trainerLinkExpiry } from './virtual-class.ts';

const iso = (d: Date) => d.toISOString();

describe('joinWindow', () => {
  it('opens 15 minutes before the start and closes at the end, in Paris time', () => {
    const window = joinWindow({ date: '2027-01-12', startTime: '19:30:00', endTime: '21:30:00' });
    expect(iso(window.opensAt)).toBe('2027-01-12T18:15:00.000Z');
    expect(iso(window.closesAt)).toBe('2027-01-12T20:30:00.000Z');
  });

  it('counts 15 real minutes when the clocks change between the opening and the start', () => {
    // 03:10 CEST is 01:10 UTC; 15 minutes earlier the clocks showed 01:55 CET (02:55 never happened).
    const spring = joinWindow({ date: '2026-03-29', startTime: '03:10', endTime: '04:00' });
    expect(iso(spring.opensAt)).toBe('2026-03-29T00:55:00.000Z');
    // Autumn 2027: a class from 02:05 (first occurrence, CEST) to 03:00 (CET) lasts an hour and 55 minutes.
    const autumn = joinWindow({ date: '2027-10-31', startTime: '02:05', endTime: '03:00' });
    expect(iso(autumn.opensAt)).toBe('2027-10-30T23:50:00.000Z');
    expect(iso(autumn.closesAt)).toBe('2027-10-31T02:00:00.000Z');
  });
});

describe('joinState', () => {
  const days = [
    { date: '2026-10-27', startTime: '20:00', endTime: '21:00' },
    { date: '2026-10-20', startTime: '20:00', endTime: '21:30' },
  ];

  it('is upcoming with the next date before its window, the boundaries counted exactly', () => {
    const before = joinState(days, new Date('2026-10-20T17:44:59.999Z'));
    expect(before).toMatchObject({ state: 'upcoming', day: { date: '2026-10-20' } });
    expect(joinState(days, new Date('2026-10-20T17:45:00.000Z'))).toMatchObject({ state: 'open', day: { date: '2026-10-20' } });
    expect(joinState(days, new Date('2026-10-20T19:29:59.999Z'))).toMatchObject({ state: 'open' });
  });

  it('after the change to winter time the second date opens at 19:45 Paris, 18:45 UTC', () => {
    const between = joinState(days, new Date('2026-10-20T19:30:00.000Z'));
    expect(between).toMatchObject({ state: 'upcoming', day: { date: '2026-10-27' } });
    if (between.state !== 'upcoming') throw new Error('upcoming expected');
    expect(iso(between.window.opensAt)).toBe('2026-10-27T18:45:00.000Z');
    expect(joinState(days, new Date('2026-10-27T18:44:59.000Z')).state).toBe('upcoming');
    expect(joinState(days, new Date('2026-10-27T18:45:00.000Z')).state).toBe('open');
  });

  it('opens an hour before the start for the trainer', () => {
    expect(joinState(days, new Date('2026-10-20T17:00:00.000Z'), TRAINER_OPENS_BEFORE_MINUTES).state).toBe('open');
    expect(joinState(days, new Date('2026-10-20T16:59:59.000Z'), TRAINER_OPENS_BEFORE_MINUTES).state).toBe('upcoming');
  });

  it('is over once the last date has closed, and for a session without dates', () => {
    expect(joinState(days, new Date('2026-10-27T20:00:00.000Z'))).toEqual({ state: 'over' });
    expect(joinState([], new Date())).toEqual({ state: 'over' });
  });
});

describe('meetingIdOf', () => {
  it('names one meeting per session date, the same at every call', () => {
    expect(meetingIdOf(12, '2027-02-02')).toBe('pharma-campus-session-12-2027-02-02');
    expect(meetingIdOf(12, '2027-02-09')).not.toBe(meetingIdOf(12, '2027-02-02'));
  });
});

describe('trainerLinkExpiry', () => {
  it('is 30 days after the end of the last date', () => {
    const days = [
      { date: '2027-02-09', startTime: '20:00', endTime: '21:00' },
      { date: '2027-02-02', startTime: '20:00', endTime: '21:30' },
    ];
    expect(iso(trainerLinkExpiry(days))).toBe('2027-03-11T20:00:00.000Z');
  });
});
