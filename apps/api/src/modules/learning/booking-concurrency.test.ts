import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@app/db/client';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { faceToFaces } from '@app/db/schema/face-to-faces';
import { platforms } from '@app/db/schema/platforms';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { trainingOffers } from '@app/db/schema/training-offers';
import { users } from '@app/db/schema/users';
import { openDatabaseForTests } from '../../test/helper.ts';
import { bookSessions } from './booking-book.ts';
import { cancelBookings } from './booking-cancel.ts';
import { expireOffer } from './booking-seats.ts';
import type { LearnerContract } from './learner.ts';

/**
 * Seats under concurrency, on the database of the run (PGlite by default, PostgreSQL with DATABASE_URL): the seat is
 * taken by one conditional UPDATE, so 50 learners asking at once for 10 seats get exactly 10.
 */
const FREE_WEBINAR = 'nouvelles-missions-pharmacien-2027';

let handle: DbHandle;
let courseId: number;
let sessionId: number;
let learners: LearnerContract[];

beforeAll(async () => {
  handle = await openDatabaseForTests();
  const db = handle.db;
  const [demo] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.codeName, 'demo'));
  const [offer] = await db
    .select({ id: trainingOffers.id, trainingId: trainingOffers.trainingId })
    .from(trainingOffers)
    .where(and(eq(trainingOffers.platformId, demo.id), eq(trainingOffers.slug, FREE_WEBINAR)));
  courseId = offer.id;
  const [f2f] = await db.select({ id: faceToFaces.id }).from(faceToFaces).where(eq(faceToFaces.trainingId, offer.trainingId));
  const [session] = await db
    .insert(faceToFaceSessions)
    .values({ faceToFaceId: f2f.id, name: 'Dix places', marketingCity: 'Webinaire', startDate: '2027-06-01', startTime: '12:30', endTime: '13:30', maxParticipants: 10 })
    .returning({ id: faceToFaceSessions.id });
  sessionId = session.id;
  // A free training needs no contract: learners without an account may book it.
  const rows = await db
    .insert(users)
    .values(Array.from({ length: 50 }, (_, i) => ({ platformId: demo.id, email: `rush-${i}@demo.test`, passwordHash: 'x', firstName: 'Rush', lastName: String(i), function: 'Pharmacien' as const })))
    .returning({ id: users.id });
  learners = rows.map((r) => ({ userId: r.id, platformId: demo.id, accountId: null, appId: null, contractType: null, contractValidDate: null, function: 'Pharmacien', isIndividualAccount: true }));
}, 60_000);
afterAll(() => handle.close());

const bookingsOfSession = () =>
  handle.db.select().from(sessionBookings).where(eq(sessionBookings.sessionId, sessionId)).orderBy(asc(sessionBookings.queuedAt), asc(sessionBookings.id));
const seats = async () => (await handle.db.select({ n: faceToFaceSessions.currentParticipants }).from(faceToFaceSessions).where(eq(faceToFaceSessions.id, sessionId)))[0].n;

describe(`seats under concurrency (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('gives 10 seats to 50 simultaneous bookings: 10 confirmed, 40 waiting, nobody twice', async () => {
    const outcomes = await Promise.allSettled(learners.map((l) => bookSessions(handle.db, l, 'fr', courseId, [sessionId], 'live')));
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    const rows = await bookingsOfSession();
    expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(10);
    expect(rows.filter((r) => r.status === 'waiting')).toHaveLength(40);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(50);
    expect(await seats()).toBe(10);
  }, 120_000);

  it('promotes the waiting list in its order as seats are cancelled, and an expired offer passes to the next', async () => {
    const before = await bookingsOfSession();
    const queue = before.filter((r) => r.status === 'waiting').map((r) => r.id);
    const holders = before.filter((r) => r.status === 'confirmed').slice(0, 3);
    const learnerOf = (userId: number) => learners.find((l) => l.userId === userId)!;
    // Three cancellations at once: the first three waiting are offered the seats, in their order.
    await Promise.all(holders.map((h) => cancelBookings(handle.db, learnerOf(h.userId), 'fr', courseId, [sessionId])));
    const offered = (await handle.db.select().from(sessionBookings).where(and(eq(sessionBookings.sessionId, sessionId), eq(sessionBookings.status, 'offered')))).map((r) => r.id);
    expect(offered.sort((a, b) => a - b)).toEqual(queue.slice(0, 3).sort((a, b) => a - b));
    expect(await seats()).toBe(10);

    // The first offer is not confirmed in time: it expires and the fourth in line is offered the seat.
    const later = new Date(Date.now() + 25 * 3600_000);
    const outcome = await handle.db.transaction((tx) => expireOffer(tx, queue[0], later));
    expect(outcome?.promoted?.bookingId).toBe(queue[3]);
    const rows = await handle.db.select().from(sessionBookings).where(inArray(sessionBookings.id, [queue[0], queue[3]]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [queue[0]]: 'expired', [queue[3]]: 'offered' });
    // Running the expiry again changes nothing (a job run twice is harmless).
    expect(await handle.db.transaction((tx) => expireOffer(tx, queue[0], later))).toBeNull();
    expect(await seats()).toBe(10);
  }, 120_000);
});
