import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCourse } from '@app/contracts/catalogue/course';
import * as booking from '@app/contracts/learning/booking';
import * as enrolment from '@app/contracts/learning/enrolment';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { outboxMessages } from '@app/db/schema/outbox-messages';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { DEMO_LIVE_SESSIONS } from '@app/db/seed/data/booking-demo';
import { rowsOf } from '@app/db/testing';
import { createMailer } from '../../mail/mailer.ts';
import { answerOf, buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';
import { sweepExpiredOffers, type BookingDeps } from './booking-effects.ts';

const VIRTUAL = 'douleur-chronique-classe-virtuelle';
const NO_WAITING_LIST = 'orthopedie-contention-veineuse';
const WEBINAR = 'nouvelles-missions-pharmacien-2027';

let t: TestApp;
let deps: BookingDeps;
beforeAll(async () => {
  t = await buildTestApp();
  deps = { db: t.db.db, jobs: t.app.jobs, mailer: createMailer(t.db.db), broadcaster: t.app.realtime.broadcaster };
});
afterAll(() => t.close());

const course = async (slug: string) => dataOf(await createVisitor(t.app).call(getCourse, { params: { slug } }), getCourse);
const sessionsOf = async (slug: string) => (await course(slug)).dossier_resource.faceToFaces.flatMap((f) => f.sessions);
const seatsOf = async (sessionId: number) =>
  (await t.db.db.select({ current: faceToFaceSessions.currentParticipants }).from(faceToFaceSessions).where(eq(faceToFaceSessions.id, sessionId)))[0].current;
const book = (learner: Visitor, courseId: number, sessions: number[]) => learner.call(booking.subscribeCourse, { params: { id: courseId }, body: { sessions } });
const cancel = (learner: Visitor, courseId: number, sessions?: number[]) => learner.call(booking.unsubscribeCourse, { params: { id: courseId }, body: sessions ? { sessions } : {} });
const mailsTo = async (email: string) => t.db.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, email));
const jobsOf = async (name: string, bookingId: number) =>
  (await rowsOf<{ n: number }>(t.db.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${name} and data->>'bookingId' = ${String(bookingId)}`)))[0].n;

describe('booking a seat', () => {
  let learner: Visitor;
  let courseId: number;
  let sessionId: number;
  beforeAll(async () => {
    learner = await signedIn(t.app, 'pharmacien@demo.test');
    const offer = await course(VIRTUAL);
    courseId = offer.id;
    sessionId = offer.dossier_resource.faceToFaces[0].sessions.find((s) => s.seatsAvailable > 5 && !s.isPast)!.id;
  });

  it('enrols, takes a seat counted by the database, and the course’s seats follow', async () => {
    const before = await seatsOf(sessionId);
    const answer = dataOf(await book(learner, courseId, [sessionId]), booking.subscribeCourse);
    expect(answer.training).toMatchObject({ status: 'active', flowType: 'virtualClass' });
    expect(answer.training.sessions).toEqual([expect.objectContaining({ status: 'confirmed', bookingId: answer.bookings[0].id })]);
    expect(answer.bookings[0]).toMatchObject({ status: 'confirmed', queuePosition: null, session: { id: sessionId, virtualClass: true, currentParticipants: before + 1 } });
    expect(await seatsOf(sessionId)).toBe(before + 1);
    // The seats read now (the catalogue detail is cached), with the learner's booking.
    const seats = dataOf(await learner.call(booking.courseSeats, { params: { id: courseId } }), booking.courseSeats);
    expect(seats.courseTrackingId).toBe(answer.training.id);
    expect(seats.sessions.find((s) => s.id === sessionId)).toMatchObject({ currentParticipants: before + 1, booking: { id: answer.bookings[0].id, status: 'confirmed' } });
    // The reminder the day before is queued, once.
    expect(await jobsOf('booking-reminder', answer.bookings[0].id)).toBe(1);
  });

  it('shows the bookings in the live flow and in the trainings list', async () => {
    const { trainings } = dataOf(await learner.call(enrolment.currentFormations), enrolment.currentFormations);
    const enrolled = trainings.find((x) => x.course.id === courseId)!;
    const flow = dataOf(await learner.call(booking.faceToFaceCurrentFlow, { params: { id: enrolled.id } }), booking.faceToFaceCurrentFlow);
    expect(flow.flowType).toBe('virtualClass');
    expect(flow.live?.bookings).toEqual([expect.objectContaining({ status: 'confirmed', session: expect.objectContaining({ id: sessionId }) })]);
    const list = dataOf(await learner.call(enrolment.trainingsList), enrolment.trainingsList);
    expect(list.upcoming.map((x) => x.id)).toContain(enrolled.id);
  });

  it('refuses the same session twice, a session of another training, a started one and a full one without waiting list; nothing changes', async () => {
    const before = await seatsOf(sessionId);
    const count = async () => (await t.db.db.select({ n: sql<number>`count(*)::int` }).from(sessionBookings))[0].n;
    const rows = await count();

    const twice = await book(learner, courseId, [sessionId]);
    expect(twice.statusCode).toBe(409);
    expect(failureOf(twice, booking.subscribeCourse)).toMatchObject({ message: 'Vous êtes déjà inscrit à cette session.', data: { reason: 'alreadyBooked' } });

    const other = (await sessionsOf(NO_WAITING_LIST))[0].id;
    const wrong = await book(learner, courseId, [other]);
    expect(wrong.statusCode).toBe(422);
    expect(failureOf(wrong, booking.subscribeCourse).data).toEqual({ errors: { sessions: ['Cette session ne fait pas partie de cette formation.'] } });

    const past = (await sessionsOf(VIRTUAL)).find((s) => s.id !== sessionId && s.seatsAvailable > 0)!.id;
    await t.db.db.update(faceToFaceSessions).set({ startDate: '2025-01-10' }).where(eq(faceToFaceSessions.id, past));
    const started = await book(learner, courseId, [past]);
    expect(started.statusCode).toBe(409);
    expect(failureOf(started, booking.subscribeCourse).data).toEqual({ reason: 'past' });
    await t.db.db.update(faceToFaceSessions).set({ startDate: '2027-02-16' }).where(eq(faceToFaceSessions.id, past));

    const full = (await sessionsOf(NO_WAITING_LIST))[0];
    await t.db.db.update(faceToFaceSessions).set({ currentParticipants: full.maxParticipants }).where(eq(faceToFaceSessions.id, full.id));
    const refused = await book(learner, (await course(NO_WAITING_LIST)).id, [full.id]);
    expect(refused.statusCode).toBe(409);
    expect(failureOf(refused, booking.subscribeCourse).data).toEqual({ reason: 'full' });

    const duplicate = await book(learner, courseId, [sessionId, sessionId]);
    expect(duplicate.statusCode).toBe(422);
    expect(failureOf(duplicate, booking.subscribeCourse).data).toEqual({ errors: { sessions: ['Chaque session ne se choisit qu’une fois.'] } });
    expect(await seatsOf(sessionId)).toBe(before);
    expect(await count()).toBe(rows);
  });

  it('gives the calendar file in Europe/Paris time, with its time zone', async () => {
    const [own] = await t.db.db.select().from(sessionBookings).where(and(eq(sessionBookings.sessionId, sessionId), eq(sessionBookings.status, 'confirmed')));
    const response = await learner.call(booking.bookingCalendar, { params: { id: own.id } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.headers['content-disposition']).toContain('.ics');
    answerOf(response, booking.bookingCalendar);
    const ics = response.body;
    expect(ics).toContain('BEGIN:VTIMEZONE');
    expect(ics).toContain('TZID:Europe/Paris');
    // The seeded session: 12 January 2027, 19:30–21:30 in Paris (winter time), written as Paris wall time.
    expect(ics).toMatch(/DTSTART;TZID=Europe\/Paris:20270112T193000/);
    expect(ics).toMatch(/DTEND;TZID=Europe\/Paris:20270112T213000/);
  });

  it('treats another learner’s booking and enrolment as not found, and a signed-out caller as such', async () => {
    const [own] = await t.db.db.select().from(sessionBookings).where(and(eq(sessionBookings.sessionId, sessionId), eq(sessionBookings.status, 'confirmed')));
    const other = await signedIn(t.app, 'adjoint@demo.test');
    expect((await other.call(booking.bookingCalendar, { params: { id: own.id } })).statusCode).toBe(404);
    expect((await other.call(booking.confirmSeat, { params: { id: own.id } })).statusCode).toBe(404);
    expect((await other.call(booking.faceToFaceCurrentFlow, { params: { id: own.enrolmentId } })).statusCode).toBe(404);
    expect((await other.call(booking.unsubscribeCourse, { params: { id: courseId }, body: { sessions: [sessionId] } })).statusCode).toBe(404);
    expect((await createVisitor(t.app).call(booking.subscribeCourse, { params: { id: courseId }, body: { sessions: [sessionId] } })).statusCode).toBe(401);
  });

  it('enrols through faceToFaceOnly/subscribe without a session, and refuses a self-paced course there', async () => {
    const other = await signedIn(t.app, 'titulaire@demo.test');
    const enrolled = dataOf(await other.call(booking.subscribeFaceToFace, { body: { id: (await course(NO_WAITING_LIST)).id } }), booking.subscribeFaceToFace);
    expect(enrolled).toMatchObject({ training: { status: 'active', flowType: 'faceToFaceOnly' }, bookings: [] });
    const selfPaced = (await course('quiz-diabete-type-2')).id;
    expect((await other.call(booking.subscribeFaceToFace, { body: { id: selfPaced } })).statusCode).toBe(404);
    // A self-paced enrolment has no live flow here.
    const quiz = dataOf(await other.call(enrolment.subscribeType, { params: { type: 'quiz' }, body: { id: selfPaced } }), enrolment.subscribeType);
    expect((await other.call(booking.faceToFaceCurrentFlow, { params: { id: quiz.id } })).statusCode).toBe(409);
  });
});

describe('the waiting list', () => {
  let courseId: number;
  let sessionId: number;
  let first: Visitor;
  let second: Visitor;
  let third: Visitor;
  const bookingOf = async (v: Visitor) => {
    const { trainings } = dataOf(await v.call(enrolment.currentFormations), enrolment.currentFormations);
    const enrolled = trainings.find((x) => x.course.id === courseId)!;
    const flow = dataOf(await v.call(booking.faceToFaceCurrentFlow, { params: { id: enrolled.id } }), booking.faceToFaceCurrentFlow);
    return flow.live!.bookings.find((b) => b.session.id === sessionId)!;
  };

  beforeAll(async () => {
    courseId = (await course(VIRTUAL)).id;
    sessionId = (await sessionsOf(VIRTUAL)).find((s) => s.startDate === DEMO_LIVE_SESSIONS.virtualClass.lastSeat.date)!.id;
    [first, second, third] = await Promise.all(['lea.dubois@demo.test', 'maxime.leroy@demo.test', 'chloe.simon@demo.test'].map((e) => signedIn(t.app, e)));
  });

  it('gives the last seat to the first and puts the next ones on the waiting list, in order', async () => {
    expect(dataOf(await book(first, courseId, [sessionId]), booking.subscribeCourse).bookings[0].status).toBe('confirmed');
    const waiting = dataOf(await book(second, courseId, [sessionId]), booking.subscribeCourse).bookings[0];
    expect(waiting).toMatchObject({ status: 'waiting', queuePosition: 1, session: { seatsAvailable: 0 } });
    expect(dataOf(await book(third, courseId, [sessionId]), booking.subscribeCourse).bookings[0]).toMatchObject({ status: 'waiting', queuePosition: 2 });
  });

  it('offers a freed seat to the first waiting, by e-mail, held 24 hours; the seat count does not move', async () => {
    const seats = await seatsOf(sessionId);
    const cancelled = dataOf(await cancel(first, courseId, [sessionId]), booking.unsubscribeCourse);
    expect(cancelled.bookings[0]).toMatchObject({ status: 'cancelled', lateCancellation: false });
    expect(cancelled.training.status).toBe('active');
    const offered = await bookingOf(second);
    expect(offered.status).toBe('offered');
    const held = Date.parse(offered.offerExpiresAt!) - Date.now();
    expect(held).toBeGreaterThan(23.9 * 3600_000);
    expect(held).toBeLessThanOrEqual(24 * 3600_000);
    expect(await seatsOf(sessionId)).toBe(seats);
    expect(await bookingOf(third)).toMatchObject({ status: 'waiting', queuePosition: 1 });
    const [mail] = await mailsTo('maxime.leroy@demo.test');
    expect(mail.subject).toContain('Une place s’est libérée');
    expect(await jobsOf('booking-offer-expiry', offered.id)).toBe(1);
  });

  it('lets only the promoted learner confirm', async () => {
    const waiting = await bookingOf(third);
    expect((await third.call(booking.confirmSeat, { params: { id: waiting.id } })).statusCode).toBe(409);
    const offered = await bookingOf(second);
    const confirmed = dataOf(await second.call(booking.confirmSeat, { params: { id: offered.id } }), booking.confirmSeat);
    expect(confirmed).toMatchObject({ status: 'confirmed', offerExpiresAt: null });
    expect((await second.call(booking.confirmSeat, { params: { id: offered.id } })).statusCode).toBe(409);
  });

  it('passes an offer not confirmed in time to the next person, and gives the seat back when nobody waits', async () => {
    await cancel(second, courseId, [sessionId]);
    const offered = await bookingOf(third);
    expect(offered.status).toBe('offered');
    await t.db.db.update(sessionBookings).set({ offerExpiresAt: new Date(Date.now() - 1000) }).where(eq(sessionBookings.id, offered.id));
    // Too late: 410, and the seat moves on (here, nobody waits: it is given back).
    const seats = await seatsOf(sessionId);
    const late = await third.call(booking.confirmSeat, { params: { id: offered.id } });
    expect(late.statusCode).toBe(410);
    expect(failureOf(late, booking.confirmSeat).message).toContain('Le délai pour confirmer');
    expect(await bookingOf(third)).toMatchObject({ status: 'expired' });
    expect(await seatsOf(sessionId)).toBe(seats - 1);
  });

  it('has the sweep expire an offer whose job was lost, promoting the next in line', async () => {
    // The seeded full session: three seats booked, one learner waiting.
    const full = (await sessionsOf(VIRTUAL)).find((s) => s.startDate === DEMO_LIVE_SESSIONS.virtualClass.full.date)!.id;
    const holder = await signedIn(t.app, 'lea.dubois@demo.test');
    const waiting = await signedIn(t.app, 'pharmacien@demo.test');
    dataOf(await book(waiting, courseId, [full]), booking.subscribeCourse);
    await cancel(holder, courseId, [full]);
    const [romain] = await t.db.db.select().from(sessionBookings).where(and(eq(sessionBookings.sessionId, full), eq(sessionBookings.status, 'offered')));
    await t.db.db.update(sessionBookings).set({ offerExpiresAt: new Date(Date.now() - 1000) }).where(eq(sessionBookings.id, romain.id));
    await sweepExpiredOffers(deps);
    const rows = await t.db.db.select().from(sessionBookings).where(eq(sessionBookings.sessionId, full));
    expect(rows.find((r) => r.id === romain.id)?.status).toBe('expired');
    expect(rows.filter((r) => r.status === 'offered')).toHaveLength(1);
    expect(await seatsOf(full)).toBe(3);
  });

  it('leaves the course: its bookings of sessions to come are cancelled and the enrolment is left', async () => {
    const left = dataOf(await cancel(third, courseId), booking.unsubscribeCourse);
    expect(left.training.status).toBe('unsubscribed');
  });
});

describe('a webinar registration', () => {
  it('books a session and queues the reminders the day before and an hour before', async () => {
    const learner = await signedIn(t.app, 'romain.michel@demo.test');
    const offer = await course(WEBINAR);
    const session = offer.dossier_resource.faceToFaces[0].sessions[0];
    const answer = dataOf(await book(learner, offer.id, [session.id]), booking.subscribeCourse);
    expect(answer.training.flowType).toBe('virtualClass');
    expect(await jobsOf('booking-reminder', answer.bookings[0].id)).toBe(2);
  });
});

describe('a session on demand', () => {
  it('shows the seats still missing, then tells its learners once the minimum (8) is reached', async () => {
    const offer = await course('gestes-soins-urgence-afgsu-2');
    const session = offer.dossier_resource.faceToFaces[0].sessions.find((s) => s.city === 'Toulouse')!;
    await t.db.db.update(faceToFaceSessions).set({ currentParticipants: 6 }).where(eq(faceToFaceSessions.id, session.id));
    const first = await signedIn(t.app, 'paul.andre@demo.test');
    const booked = dataOf(await book(first, offer.id, [session.id]), booking.subscribeCourse).bookings[0];
    expect(booked.session.missingForOnDemand).toBe(1);
    expect(await rowsOf<{ n: number }>(t.db.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'booking-session-opened'`))).toEqual([{ n: 0 }]);

    const second = await signedIn(t.app, 'emma.mercier@demo.test');
    expect(dataOf(await book(second, offer.id, [session.id]), booking.subscribeCourse).bookings[0].session.missingForOnDemand).toBe(0);
    // The job of this process sends it: to both learners booked on the platform, once.
    // The job mails one learner after the other: wait for each.
    for (const email of ['paul.andre@demo.test', 'emma.mercier@demo.test']) {
      await expect.poll(async () => (await mailsTo(email)).filter((m) => m.subject.startsWith('Votre session a lieu')).length, { timeout: 15_000 }).toBe(1);
    }
  });
});
