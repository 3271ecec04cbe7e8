import { describe, expect, it } from 'vitest';
import { isFull, normalizeSession, orderSessions, seatsAvailable, sessionPlace } from './face-to-face-sessions.ts';

const session = (
  id: number,
  city: string | null,
  startDate: string,
  extra: Partial<{ marketingCity: string | null; startTime: string; multiDates: boolean; sessionDates: { date: string; startTime: string; endTime: string }[] }> = {},
) => ({ id, city, marketingCity: null as string | null, startDate, startTime: '09:00', ...extra });

describe('seats (spec §3: seats available = maxParticipants minus currentParticipants)', () => {
  it('subtracts current from max', () => {
    expect(seatsAvailable({ maxParticipants: 16, currentParticipants: 11 })).toBe(5);
    expect(isFull({ maxParticipants: 16, currentParticipants: 11 })).toBe(false);
  });

  it('is full when no seat is left, never negative', () => {
    expect(seatsAvailable({ maxParticipants: 12, currentParticipants: 12 })).toBe(0);
    expect(isFull({ maxParticipants: 12, currentParticipants: 12 })).toBe(true);
    expect(seatsAvailable({ maxParticipants: 10, currentParticipants: 13 })).toBe(0);
    expect(isFull({ maxParticipants: 0, currentParticipants: 0 })).toBe(true);
  });
});

describe('multi-date sessions (spec §4)', () => {
  it('take their earliest date as start date, with their dates sorted ascending', () => {
    const s = session(1, 'Lyon', '2027-03-10', {
      multiDates: true,
      sessionDates: [
        { date: '2027-03-10', startTime: '09:00', endTime: '17:00' },
        { date: '2027-02-03', startTime: '14:00', endTime: '17:30' },
        { date: '2027-02-24', startTime: '09:00', endTime: '12:00' },
      ],
    });
    const n = normalizeSession(s);
    expect(n.startDate).toBe('2027-02-03');
    expect(n.startTime).toBe('14:00');
    expect(n.sessionDates?.map((d) => d.date)).toEqual(['2027-02-03', '2027-02-24', '2027-03-10']);
    expect(s.sessionDates?.[0].date).toBe('2027-03-10'); // input untouched
  });

  it('leaves single-date sessions unchanged', () => {
    const s = session(1, 'Lyon', '2027-03-10');
    expect(normalizeSession(s)).toBe(s);
  });
});

describe('orderSessions (spec §4)', () => {
  it('sorts by marketing city (or city) in French alphabetical order, then by start date', () => {
    const ordered = orderSessions([
      session(1, 'Paris', '2027-01-10'),
      session(2, 'Évry', '2027-05-01'),
      session(3, 'Lyon', '2027-03-01'),
      session(4, 'Angers', '2027-06-01', { marketingCity: 'Angers Centre' }),
      session(5, 'Dijon', '2027-02-01'),
      session(6, 'Lyon', '2027-02-15'),
      session(7, 'Ecully', '2027-02-15', { marketingCity: 'Lyon Ouest' }),
    ]);
    // É sorts with E (French), between Dijon and Lyon; Lyon sessions by date; Ecully is listed as "Lyon Ouest".
    expect(ordered.map((s) => s.id)).toEqual([4, 5, 2, 6, 3, 7, 1]);
  });

  it('sorts by start date when all sessions are in the same city', () => {
    const ordered = orderSessions([
      session(1, 'Paris', '2027-03-01', { marketingCity: 'Paris Saint-Lazare' }),
      session(2, 'Paris', '2027-01-20', { marketingCity: 'Paris Bastille' }),
      session(3, 'paris', '2027-02-11', { startTime: '14:00' }),
      session(4, 'Paris', '2027-02-11', { startTime: '09:00' }),
    ]);
    expect(ordered.map((s) => s.id)).toEqual([2, 4, 3, 1]);
  });

  it('sorts by start date for a virtual class, whatever the cities', () => {
    const ordered = orderSessions(
      [session(1, 'Paris', '2027-03-01'), session(2, 'Bordeaux', '2027-04-01'), session(3, null, '2027-01-05')],
      { virtualClass: true },
    );
    expect(ordered.map((s) => s.id)).toEqual([3, 1, 2]);
  });

  it('orders multi-date sessions by their earliest date', () => {
    const ordered = orderSessions([
      session(1, 'Nantes', '2027-02-01'),
      session(2, 'Nantes', '2027-04-01', {
        multiDates: true,
        sessionDates: [
          { date: '2027-04-01', startTime: '09:00', endTime: '17:00' },
          { date: '2027-01-15', startTime: '09:00', endTime: '17:00' },
        ],
      }),
    ]);
    expect(ordered.map((s) => [s.id, s.startDate])).toEqual([
      [2, '2027-01-15'],
      [1, '2027-02-01'],
    ]);
  });

  it('puts sessions without a place after the others', () => {
    const ordered = orderSessions([session(1, null, '2027-01-01'), session(2, 'Caen', '2027-05-01'), session(3, 'Brest', '2027-06-01')]);
    expect(ordered.map((s) => s.id)).toEqual([3, 2, 1]);
    expect(sessionPlace({ city: 'Lyon', marketingCity: 'Lyon Confluence', startDate: '2027-01-01' })).toBe('Lyon Confluence');
    expect(sessionPlace({ city: 'Lyon', marketingCity: '  ', startDate: '2027-01-01' })).toBe('Lyon');
  });
});
