import { describe, expect, it } from 'vitest';
import { capacityAllowed, dayProblems, hasStarted, sessionSchedule } from './face-to-face.ts';

describe('the days of a session an administrator enters', () => {
  it('finds a day ending before or when it starts, and a date given twice', () => {
    expect(dayProblems([{ date: '2027-03-02', startTime: '09:00', endTime: '17:00' }])).toEqual([]);
    expect(
      dayProblems([
        { date: '2027-03-02', startTime: '14:00', endTime: '09:30' },
        { date: '2027-03-03', startTime: '09:00', endTime: '09:00' },
        { date: '2027-03-02', startTime: '09:00', endTime: '12:00' },
      ]),
    ).toEqual([
      { index: 0, field: 'endTime', problem: 'endBeforeStart' },
      { index: 1, field: 'endTime', problem: 'endBeforeStart' },
      { index: 2, field: 'date', problem: 'sameDay' },
    ]);
  });

  it('starts a multi-date session on its earliest day, its days sorted', () => {
    const schedule = sessionSchedule([
      { date: '2027-04-10', startTime: '14:00', endTime: '18:00' },
      { date: '2027-04-03', startTime: '09:00', endTime: '12:30' },
    ]);
    expect(schedule).toEqual({
      startDate: '2027-04-03',
      startTime: '09:00',
      endTime: '12:30',
      multiDates: true,
      days: [
        { date: '2027-04-03', startTime: '09:00', endTime: '12:30' },
        { date: '2027-04-10', startTime: '14:00', endTime: '18:00' },
      ],
    });
  });

  it('keeps a single-date session on its own date, not multi-date', () => {
    expect(sessionSchedule([{ date: '2027-05-01', startTime: '10:00', endTime: '11:00' }])).toMatchObject({ startDate: '2027-05-01', multiDates: false });
  });
});

describe('a session’s capacity and start', () => {
  it('never offers fewer seats than those held', () => {
    expect(capacityAllowed(10, 10)).toBe(true);
    expect(capacityAllowed(9, 10)).toBe(false);
    expect(capacityAllowed(1, 0)).toBe(true);
  });

  it('has started from its first day’s start time in Paris', () => {
    const session = { startDate: '2027-01-15', startTime: '09:00' };
    expect(hasStarted(session, new Date('2027-01-15T07:59:00Z'))).toBe(false);
    expect(hasStarted(session, new Date('2027-01-15T08:00:00Z'))).toBe(true);
  });
});
