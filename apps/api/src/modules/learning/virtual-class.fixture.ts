/** Tests of virtual classes: a learner's confirmed seat in a virtual session on given days, written straight in the database. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { faceToFaces } from '@app/db/schema/face-to-faces';
import { platforms } from '@app/db/schema/platforms';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { sessionDates } from '@app/db/schema/session-dates';
import { trainingOffers } from '@app/db/schema/training-offers';
import { users } from '@app/db/schema/users';
import { TIME_ZONE } from '@app/domain/platform/locales';

export type Day = readonly [date: string, startTime: string, endTime: string];

const parisParts = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

/** The Paris date and time `minutes` from now, as a session's local date and `HH:MM`. */
export function parisAt(minutes: number, now = new Date()): { date: string; time: string } {
  const p = Object.fromEntries(parisParts.formatToParts(new Date(now.getTime() + minutes * 60_000)).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** A day whose join window is open now: today in Paris, from a little before now to a little after (within the day). */
export function openDay(now = new Date()): Day {
  const { date, time } = parisAt(0, now);
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return [date, hhmm(Math.max(0, minutes - 30)), hhmm(Math.min(23 * 60 + 59, minutes + 60))];
}

/** Tomorrow in Paris at 10:00–12:00: joinable from 09:45. */
export function tomorrowDay(now = new Date()): Day {
  return [parisAt(24 * 60, now).date, '10:00', '12:00'];
}

export interface Booked {
  sessionId: number;
  bookingId: number;
  enrolmentId: number;
  userId: number;
}

/**
 * Books the user (confirmed) into a new session of the virtual training offered as `slug` on their platform, on those
 * days, enrolling them first when they are not yet.
 */
export async function bookVirtualSession(db: Db, email: string, slug: string, days: readonly Day[], platform = 'demo'): Promise<Booked> {
  const [user] = await db
    .select({ id: users.id, platformId: users.platformId })
    .from(users)
    .innerJoin(platforms, eq(platforms.id, users.platformId))
    .where(and(eq(users.email, email), eq(platforms.codeName, platform)));
  const [offer] = await db
    .select({ id: trainingOffers.id, trainingId: trainingOffers.trainingId, faceToFaceId: faceToFaces.id })
    .from(trainingOffers)
    .innerJoin(faceToFaces, eq(faceToFaces.trainingId, trainingOffers.trainingId))
    .where(and(eq(trainingOffers.platformId, user.platformId), eq(trainingOffers.slug, slug)));
  const [[date, startTime, endTime]] = days;
  const [session] = await db
    .insert(faceToFaceSessions)
    .values({ faceToFaceId: offer.faceToFaceId, name: `Test ${slug} ${date}`, startDate: date, startTime, endTime, maxParticipants: 10, currentParticipants: 1, multiDates: days.length > 1 })
    .returning({ id: faceToFaceSessions.id });
  if (days.length > 1) await db.insert(sessionDates).values(days.map(([d, s, e]) => ({ sessionId: session.id, date: d, startTime: s, endTime: e })));
  const [enrolment] = await db
    .insert(enrolments)
    .values({ platformId: user.platformId, userId: user.id, trainingId: offer.trainingId, offerId: offer.id })
    .onConflictDoUpdate({ target: [enrolments.userId, enrolments.trainingId, enrolments.platformId], set: { updatedAt: new Date() } })
    .returning({ id: enrolments.id });
  const [booking] = await db
    .insert(sessionBookings)
    .values({ sessionId: session.id, userId: user.id, enrolmentId: enrolment.id, status: 'confirmed', confirmedAt: new Date() })
    .returning({ id: sessionBookings.id });
  return { sessionId: session.id, bookingId: booking.id, enrolmentId: enrolment.id, userId: user.id };
}
