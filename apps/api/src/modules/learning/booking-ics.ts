import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar } from 'ical-generator';
import type { Booking } from '@app/contracts/learning/booking-live';

const PARIS = 'Europe/Paris';

/**
 * A Paris wall time for ical-generator: with a time zone set it writes a date's *local* fields after `TZID=`, so the
 * date is built from the wall time's fields in this process's own zone, whatever that zone is.
 */
function wallTime(date: string, time: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  return new Date(y, mo - 1, d, h, mi);
}

/**
 * The calendar file of a booking (RFC 5545): one event per day of the session, in Europe/Paris time with its
 * VTIMEZONE, so calendars show the session at the same local hour on either side of a daylight-saving change.
 */
export function bookingCalendar(booking: Booking, facts: { training: string; platform: string; host: string }): string {
  const cal = new ICalCalendar({ prodId: { company: facts.platform, product: 'sessions', language: 'FR' }, name: facts.training });
  cal.timezone({ name: PARIS, generator: getVtimezoneComponent });
  const { session } = booking;
  const place = session.virtualClass ? null : [session.marketingCity || session.city, session.postalCode].filter(Boolean).join(' ') || null;
  session.days.forEach((day, i) => {
    cal.createEvent({
      id: `booking-${booking.id}-${i + 1}@${facts.host}`,
      start: wallTime(day.date, day.startTime),
      end: wallTime(day.date, day.endTime),
      timezone: PARIS,
      summary: `${facts.training} — ${session.name}`,
      location: place,
    });
  });
  return cal.toString();
}
