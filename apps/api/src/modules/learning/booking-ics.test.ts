import { describe, expect, it } from 'vitest';
import type { Booking } from '@app/contracts/learning/booking-live';
import { bookingCalendar } from './booking-ics.ts';

const booking = (days: Booking['session']['days']): Booking => ({
  id: 7,
  status: 'confirmed',
  queuePosition: null,
  offerExpiresAt: null,
  lateCancellation: false,
  session: {
    id: 3, name: 'Atelier', city: 'Lyon', marketingCity: 'Lyon Part-Dieu', postalCode: '69003', startDate: days[0].date, startTime: days[0].startTime, endTime: days[0].endTime,
    maxParticipants: 10, currentParticipants: 4, seatsAvailable: 6, virtualClass: false, startsAt: '', days, missingForOnDemand: 0,
  },
});

describe('bookingCalendar', () => {
  it('writes each day in Paris wall time on either side of the change to summer time, with the place', () => {
    const ics = bookingCalendar(
      booking([
        { date: '2027-03-27', startTime: '09:00', endTime: '17:00' },
        { date: '2027-03-29', startTime: '09:00', endTime: '12:30' },
      ]),
      { training: 'Formation', platform: 'Pharma Campus', host: 'demo.localhost' },
    );
    expect(ics).toContain('DTSTART;TZID=Europe/Paris:20270327T090000');
    expect(ics).toContain('DTSTART;TZID=Europe/Paris:20270329T090000');
    expect(ics).toContain('DTEND;TZID=Europe/Paris:20270329T123000');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('UID:booking-7-2@demo.localhost');
    expect(ics).toContain('LOCATION:Lyon Part-Dieu 69003');
  });
});
