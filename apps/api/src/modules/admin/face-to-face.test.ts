import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f2f from '@app/contracts/admin/face-to-face';
import { listAuditLog } from '@app/contracts/admin/audit';
import { getCourse } from '@app/contracts/catalogue/course';
import * as booking from '@app/contracts/learning/booking';
import * as enrolment from '@app/contracts/learning/enrolment';
import { experts } from '@app/db/schema/experts';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { faceToFaces } from '@app/db/schema/face-to-faces';
import { notifications } from '@app/db/schema/notifications';
import { outboxMessages } from '@app/db/schema/outbox-messages';
import { sessionAttendances } from '@app/db/schema/session-attendances';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { rowsOf } from '@app/db/testing';
import { createMailer } from '../../mail/mailer.ts';
import { sendSessionMail } from '../learning/booking-mail.ts';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';

const VIRTUAL = 'douleur-chronique-classe-virtuelle';

let t: TestApp;
let admin: Visitor;
let trainingId: number;
let courseId: number;
let trainerIds: number[];
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, 'admin@demo.test');
  const detail = dataOf(await createVisitor(t.app).call(getCourse, { params: { slug: VIRTUAL } }), getCourse);
  courseId = detail.id;
  trainingId = detail.dossier_resource.id;
  trainerIds = (await t.db.db.select({ id: experts.id }).from(experts).orderBy(experts.name).limit(2)).map((e) => e.id);
});
afterAll(() => t.close());

/** A day some weeks ahead, as YYYY-MM-DD. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const sessionBody = (over: Partial<f2f.CreateSessionInput> = {}): f2f.CreateSessionInput => ({
  trainingId,
  virtualClass: false,
  name: 'Session de Lyon',
  city: 'Lyon',
  marketingCity: 'Lyon Part-Dieu',
  postalCode: '69003',
  maxParticipants: 12,
  dates: [
    { date: inDays(50), startTime: '14:00', endTime: '17:30' },
    { date: inDays(43), startTime: '09:00', endTime: '12:30' },
  ],
  trainerIds,
  ...over,
});
const updateBody = (over: Partial<f2f.CreateSessionInput> = {}) => {
  const { trainingId: _, ...body } = sessionBody(over);
  return body;
};
const create = async (over: Partial<f2f.CreateSessionInput> = {}) => dataOf(await admin.call(f2f.createFaceToFaceSession, { body: sessionBody(over) }), f2f.createFaceToFaceSession);
const catalogueSessionIds = async () =>
  dataOf(await createVisitor(t.app).call(getCourse, { params: { slug: VIRTUAL } }), getCourse).dossier_resource.faceToFaces.flatMap((f) => f.sessions.map((s) => s.id));
const auditActions = async () => dataOf(await admin.call(listAuditLog, { query: {} }), listAuditLog).items.map((e) => e.action);

describe('who may manage sessions', () => {
  it('answers 401 to a guest, 403 to a learner and a referent, and 404 on this platform’s sessions to another platform’s administrator', async () => {
    const session = await create();
    const calls = [
      (v: Visitor) => v.call(f2f.listFaceToFaceSessions, { query: {} }),
      (v: Visitor) => v.call(f2f.getFaceToFaceSession, { params: { id: session.id } }),
      (v: Visitor) => v.call(f2f.createFaceToFaceSession, { body: sessionBody() }),
      (v: Visitor) => v.call(f2f.updateFaceToFaceSession, { params: { id: session.id }, body: updateBody() }),
      (v: Visitor) => v.call(f2f.markSessionAttendance, { params: { id: session.id }, body: { date: session.startDate, marks: [{ bookingId: 1, present: true }] } }),
      (v: Visitor) => v.call(f2f.cancelFaceToFaceSession, { params: { id: session.id } }),
    ];
    const guest = createVisitor(t.app);
    await guest.csrf();
    const learner = await signedIn(t.app, 'pharmacien@demo.test');
    const referent = await signedIn(t.app, 'referent@demo.test');
    for (const call of calls) {
      expect((await call(guest)).statusCode).toBe(401);
      expect((await call(learner)).statusCode).toBe(403);
      expect((await call(referent)).statusCode).toBe(403);
    }
    const elsewhere = await signedIn(t.app, 'admin@cofares.test', 'cofares.localhost', 'cofares');
    for (const call of calls.slice(3).concat(calls[1])) {
      const refused = await call(elsewhere);
      expect(refused.statusCode).toBe(404);
      expect(failureOf(refused, f2f.getFaceToFaceSession).message).toBe('Esta sesión no existe en esta plataforma.');
    }
    const theirs = dataOf(await elsewhere.call(f2f.listFaceToFaceSessions, { query: {} }), f2f.listFaceToFaceSessions);
    expect(theirs.items.map((s) => s.id)).not.toContain(session.id);
    expect(theirs.trainings.map((x) => x.id)).not.toContain(trainingId);
    // A training of this platform is not theirs to add sessions to.
    const foreign = await elsewhere.call(f2f.createFaceToFaceSession, { body: sessionBody() });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys((failureOf(foreign, f2f.createFaceToFaceSession).data as { errors: object }).errors)).toEqual(['trainingId']);
    // Demo's administrator signed in on demo is a guest on the other platform's host.
    const demoAdminThere = createVisitor(t.app, 'cofares.localhost');
    await demoAdminThere.csrf();
    await demoAdminThere.request({ method: 'POST', url: '/back/api/login', payload: { email: 'admin@demo.test', password: 'Pharma-Demo-2026', platform: 'cofares' }, xsrf: true });
    expect((await demoAdminThere.call(f2f.listFaceToFaceSessions, { query: {} })).statusCode).toBe(401);
    // Nothing was changed by any of them.
    expect(dataOf(await admin.call(f2f.getFaceToFaceSession, { params: { id: session.id } }), f2f.getFaceToFaceSession).session).toEqual(session);
  });
});

describe('creating and changing a session', () => {
  it('creates a multi-date session starting on its earliest day, with its trainers, shown at once on the training page and in the audit log', async () => {
    const cached = await catalogueSessionIds();
    const session = await create();
    expect(session).toMatchObject({
      trainingId,
      name: 'Session de Lyon',
      virtualClass: false,
      startDate: inDays(43),
      startTime: '09:00',
      endTime: '12:30',
      multiDates: true,
      days: [
        { date: inDays(43), startTime: '09:00', endTime: '12:30' },
        { date: inDays(50), startTime: '14:00', endTime: '17:30' },
      ],
      maxParticipants: 12,
      seatsTaken: 0,
      seatsLeft: 12,
      waiting: 0,
      cancelledAt: null,
    });
    expect(session.trainers.map((x) => x.id).sort()).toEqual([...trainerIds].sort());
    expect(cached).not.toContain(session.id);
    expect(await catalogueSessionIds()).toContain(session.id);
    // In a room: the training gained a face-to-face part beside its virtual class.
    const [part] = await t.db.db.select({ virtual: faceToFaces.virtualClass }).from(faceToFaceSessions).innerJoin(faceToFaces, eq(faceToFaces.id, faceToFaceSessions.faceToFaceId)).where(eq(faceToFaceSessions.id, session.id));
    expect(part.virtual).toBe(false);
    const [entry] = dataOf(await admin.call(listAuditLog, { query: { action: 'faceToFace.session.create' } }), listAuditLog).items;
    expect(entry.subject).toContain(`#${session.id}`);
    expect(entry.changes.find((c) => c.field === 'dates')?.after).toEqual([`${inDays(43)} 09:00–12:30`, `${inDays(50)} 14:00–17:30`]);
  });

  it('lists upcoming sessions soonest first and past ones latest first, by training, with seats and waiting counts', async () => {
    const soon = await create({ name: 'Bientôt', dates: [{ date: inDays(2), startTime: '10:00', endTime: '11:00' }] });
    const upcoming = dataOf(await admin.call(f2f.listFaceToFaceSessions, { query: { trainingId, perPage: 100 } }), f2f.listFaceToFaceSessions);
    expect(upcoming.items.every((s) => s.trainingId === trainingId)).toBe(true);
    const starts = upcoming.items.map((s) => s.startDate);
    expect(starts).toEqual([...starts].sort());
    expect(upcoming.items[0].startDate <= soon.startDate).toBe(true);
    expect(upcoming.items.map((s) => s.id)).toContain(soon.id);
    expect(upcoming.trainings.map((x) => x.id)).toContain(trainingId);
    await t.db.db.update(faceToFaceSessions).set({ startDate: inDays(-3) }).where(eq(faceToFaceSessions.id, soon.id));
    const past = dataOf(await admin.call(f2f.listFaceToFaceSessions, { query: { when: 'past', trainingId: String(trainingId) as never, perPage: 100 } }), f2f.listFaceToFaceSessions);
    expect(past.items.map((s) => s.id)).toContain(soon.id);
    const pastStarts = past.items.map((s) => s.startDate);
    expect(pastStarts).toEqual([...pastStarts].sort().reverse());
    const bad = await admin.request({ method: 'GET', url: '/back/api/admin/faceToFace/sessions?when=tomorrow&trainingId=x' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((failureOf(bad, f2f.listFaceToFaceSessions).data as { errors: object }).errors).sort()).toEqual(['trainingId', 'when']);
  });

  it('refuses a day ending before it starts, a date given twice, a room without a city, an unknown trainer, beside their fields', async () => {
    const before = (await t.db.db.select({ n: sql<number>`count(*)::int` }).from(faceToFaceSessions))[0].n;
    const days = await admin.call(f2f.createFaceToFaceSession, {
      body: sessionBody({ dates: [{ date: inDays(40), startTime: '14:00', endTime: '12:00' }, { date: inDays(40), startTime: '09:00', endTime: '10:00' }], city: null }),
    });
    expect(days.statusCode).toBe(422);
    expect(failureOf(days, f2f.createFaceToFaceSession).data).toEqual({
      errors: {
        'dates.0.endTime': ['La fin doit être après le début.'],
        'dates.1.date': ['Cette date figure déjà dans la session.'],
        city: ['Indiquez la ville d’une session en présentiel.'],
      },
    });
    const trainer = await admin.call(f2f.createFaceToFaceSession, { body: sessionBody({ trainerIds: [Number.MAX_SAFE_INTEGER] }) });
    expect(failureOf(trainer, f2f.createFaceToFaceSession).data).toEqual({ errors: { trainerIds: ['Ce formateur n’existe pas.'] } });
    const malformed = await admin.call(f2f.createFaceToFaceSession, { body: { ...sessionBody(), maxParticipants: 0, dates: [{ date: '2027-02-30', startTime: '9h', endTime: '10:00' }] } });
    expect(Object.keys((failureOf(malformed, f2f.createFaceToFaceSession).data as { errors: object }).errors).sort()).toEqual(['dates.0.date', 'dates.0.startTime', 'maxParticipants']);
    // A virtual class needs no city.
    expect((await admin.call(f2f.createFaceToFaceSession, { body: sessionBody({ virtualClass: true, city: null, marketingCity: null, postalCode: null }) })).statusCode).toBe(201);
    expect((await t.db.db.select({ n: sql<number>`count(*)::int` }).from(faceToFaceSessions))[0].n).toBe(before + 1);
  });

  it('never offers fewer seats than those booked, and offers new seats to whoever waits', async () => {
    const session = await create({ maxParticipants: 1, virtualClass: true, city: null });
    const first = await signedIn(t.app, 'pharmacien@demo.test');
    const second = await signedIn(t.app, 'adjoint@demo.test');
    expect((await first.call(booking.subscribeCourse, { params: { id: courseId }, body: { sessions: [session.id] } })).statusCode).toBe(200);
    expect((await second.call(booking.subscribeCourse, { params: { id: courseId }, body: { sessions: [session.id] } })).statusCode).toBe(200);
    const edit = (over: Partial<f2f.CreateSessionInput>) =>
      admin.call(f2f.updateFaceToFaceSession, { params: { id: session.id }, body: updateBody({ virtualClass: true, city: null, dates: session.days, ...over }) });
    await t.db.db.update(faceToFaceSessions).set({ maxParticipants: 2 }).where(eq(faceToFaceSessions.id, session.id));
    await t.db.db.update(faceToFaceSessions).set({ currentParticipants: 2 }).where(eq(faceToFaceSessions.id, session.id));
    const below = await edit({ maxParticipants: 1, name: 'Renommée' });
    expect(below.statusCode).toBe(422);
    expect(failureOf(below, f2f.updateFaceToFaceSession).data).toEqual({ errors: { maxParticipants: ['Il y a déjà 2 places occupées : la capacité ne peut pas être inférieure.'] } });
    const unchanged = dataOf(await admin.call(f2f.getFaceToFaceSession, { params: { id: session.id } }), f2f.getFaceToFaceSession);
    expect(unchanged.session).toMatchObject({ name: session.name, maxParticipants: 2, seatsTaken: 2, waiting: 1 });
    await t.db.db.update(faceToFaceSessions).set({ currentParticipants: 1, maxParticipants: 1 }).where(eq(faceToFaceSessions.id, session.id));
    const grown = dataOf(await edit({ maxParticipants: 3, name: 'Renommée' }), f2f.updateFaceToFaceSession);
    expect(grown).toMatchObject({ name: 'Renommée', maxParticipants: 3, seatsTaken: 2, seatsLeft: 1, waiting: 0 });
    const people = dataOf(await admin.call(f2f.getFaceToFaceSession, { params: { id: session.id } }), f2f.getFaceToFaceSession).participants;
    expect(people.map((p) => [p.email, p.status])).toEqual([
      ['pharmacien@demo.test', 'confirmed'],
      ['adjoint@demo.test', 'offered'],
    ]);
    expect(await auditActions()).toContain('faceToFace.session.update');
    await first.call(booking.unsubscribeCourse, { params: { id: courseId }, body: { sessions: [session.id] } });
    await second.call(booking.unsubscribeCourse, { params: { id: courseId }, body: { sessions: [session.id] } });
  });
});

describe('attendance', () => {
  it('marks the seated learners of a begun day, as the trainer’s records, and refuses a day to come or someone not seated', async () => {
    const session = await create({ virtualClass: true, city: null, dates: [{ date: inDays(20), startTime: '09:00', endTime: '12:00' }] });
    const learner = await signedIn(t.app, 'pharmacien@demo.test');
    const booked = dataOf(await learner.call(booking.subscribeCourse, { params: { id: courseId }, body: { sessions: [session.id] } }), booking.subscribeCourse);
    const bookingId = booked.bookings[0].id;
    const mark = (date: string, marks: { bookingId: number; present: boolean }[]) => admin.call(f2f.markSessionAttendance, { params: { id: session.id }, body: { date, marks } });

    const early = await mark(inDays(20), [{ bookingId, present: true }]);
    expect(failureOf(early, f2f.markSessionAttendance).data).toEqual({ errors: { date: ['Cette date n’a pas encore commencé.'] } });
    // The session took place yesterday.
    await t.db.db.update(faceToFaceSessions).set({ startDate: inDays(-1) }).where(eq(faceToFaceSessions.id, session.id));
    const notADay = await mark(inDays(-2), [{ bookingId, present: true }]);
    expect(failureOf(notADay, f2f.markSessionAttendance).data).toEqual({ errors: { date: ['Cette date n’est pas une date de la session.'] } });
    const stranger = await mark(inDays(-1), [{ bookingId, present: true }, { bookingId: bookingId + 100_000, present: true }]);
    expect(stranger.statusCode).toBe(422);
    expect(await t.db.db.select().from(sessionAttendances).where(eq(sessionAttendances.bookingId, bookingId))).toEqual([]);

    const marked = dataOf(await mark(inDays(-1), [{ bookingId, present: true }]), f2f.markSessionAttendance);
    expect(marked.participants).toEqual([expect.objectContaining({ bookingId, attendance: [{ date: inDays(-1), present: true }] })]);
    const [row] = await t.db.db.select().from(sessionAttendances).where(eq(sessionAttendances.bookingId, bookingId));
    expect(row).toMatchObject({ date: inDays(-1), present: true, markedBy: 'admin:Aurélie Blanc' });
    // Marking again replaces the mark.
    dataOf(await mark(inDays(-1), [{ bookingId, present: false }]), f2f.markSessionAttendance);
    expect((await t.db.db.select().from(sessionAttendances).where(eq(sessionAttendances.bookingId, bookingId))).map((r) => r.present)).toEqual([false]);
    const [entry] = dataOf(await admin.call(listAuditLog, { query: { action: 'faceToFace.session.attendance' } }), listAuditLog).items;
    expect(entry.changes).toEqual([{ field: expect.stringContaining(`#${bookingId}`), before: true, after: false }]);
  });
});

describe('moving a session', () => {
  it('tells everyone booked or waiting (notification and e-mail) when its dates or place change, and no one when only its name does', async () => {
    const session = await create({ maxParticipants: 1, virtualClass: true, city: null, name: 'Session à déplacer' });
    const seated = await signedIn(t.app, 'pharmacien@demo.test');
    const waiting = await signedIn(t.app, 'adjoint@demo.test');
    for (const learner of [seated, waiting]) {
      expect((await learner.call(booking.subscribeCourse, { params: { id: courseId }, body: { sessions: [session.id] } })).statusCode).toBe(200);
    }
    const edit = (over: Partial<f2f.CreateSessionInput>) =>
      admin.call(f2f.updateFaceToFaceSession, { params: { id: session.id }, body: updateBody({ virtualClass: true, city: null, dates: session.days, name: session.name, maxParticipants: 1, ...over }) });
    const told = async () =>
      (await t.db.db.select({ payload: notifications.payload }).from(notifications).where(sql`${notifications.payload}->>'kind' = 'sessionChanged' and (${notifications.payload}->>'sessionId')::int = ${session.id}`)).length;

    expect((await edit({ name: 'Session renommée' })).statusCode).toBe(200);
    expect(await told()).toBe(0);

    const later = [{ date: inDays(60), startTime: '14:00', endTime: '17:00' }];
    const moved = dataOf(await edit({ name: 'Session renommée', dates: later }), f2f.updateFaceToFaceSession);
    expect(moved.days.map((d) => d.date)).toEqual([inDays(60)]);
    const bookings = await t.db.db.select({ userId: sessionBookings.userId, status: sessionBookings.status }).from(sessionBookings).where(eq(sessionBookings.sessionId, session.id));
    expect(bookings.map((b) => b.status).sort()).toEqual(['confirmed', 'waiting']);
    for (const { userId } of bookings) {
      const [note] = await t.db.db.select({ payload: notifications.payload }).from(notifications).where(and(eq(notifications.userId, userId), sql`${notifications.payload}->>'kind' = 'sessionChanged'`, sql`(${notifications.payload}->>'sessionId')::int = ${session.id}`));
      expect(note.payload).toMatchObject({ kind: 'sessionChanged', sessionId: session.id, sessionName: 'Session renommée', courseId, slug: VIRTUAL, startDate: expect.stringMatching(new RegExp(`^${inDays(60)}T`)) });
    }
    await expect
      .poll(async () => (await t.db.db.select().from(outboxMessages).where(sql`${outboxMessages.subject} like 'Session modifiée%'`)).map((m) => m.toAddress).sort())
      .toEqual(['adjoint@demo.test', 'pharmacien@demo.test']);
    await seated.call(booking.unsubscribeCourse, { params: { id: courseId }, body: { sessions: [session.id] } });
    await waiting.call(booking.unsubscribeCourse, { params: { id: courseId }, body: { sessions: [session.id] } });
  });

  it('sends the reminders of the new dates only: the one queued for the former dates is dropped when due', async () => {
    const session = await create({ maxParticipants: 1, virtualClass: true, city: null, name: 'Session avancée' });
    const learner = await signedIn(t.app, 'pharmacien@demo.test');
    const booked = dataOf(await learner.call(booking.subscribeCourse, { params: { id: courseId }, body: { sessions: [session.id] } }), booking.subscribeCourse);
    const bookingId = booked.bookings[0].id;
    const later = [{ date: inDays(45), startTime: '09:30', endTime: '12:00' }];
    expect((await admin.call(f2f.updateFaceToFaceSession, { params: { id: session.id }, body: updateBody({ virtualClass: true, city: null, dates: later, name: session.name, maxParticipants: 1 }) })).statusCode).toBe(200);

    // The new dates' reminders are queued once the answer is sent.
    const reminders = () => rowsOf<{ start: string }>(t.db.db.execute(sql`select data->>'start' as start from pgboss.job where name = 'booking-reminder' and data->>'bookingId' = ${String(bookingId)} order by start_after`));
    await expect.poll(async () => (await reminders()).map((j) => j.start.slice(0, 10))).toEqual([session.days[0].date, inDays(45)].sort());
    const jobs = await reminders();
    // What the queue's worker does with each when it is due: only the new dates' reminder is e-mailed.
    const mailer = createMailer(t.db.db);
    const sent = [];
    for (const job of jobs) sent.push(await sendSessionMail(t.db.db, mailer, bookingId, 'reminder', job.start));
    expect(sent).toEqual(jobs.map((j) => j.start.startsWith(inDays(45))));
    await learner.call(booking.unsubscribeCourse, { params: { id: courseId }, body: { sessions: [session.id] } });
  });
});

describe('cancelling a session', () => {
  it('cancels every booking, tells each learner (notification and e-mail), takes the session off the training page, and is recorded', async () => {
    const session = await create({ maxParticipants: 1, virtualClass: true, city: null, name: 'Session à annuler' });
    const seated = await signedIn(t.app, 'pharmacien@demo.test');
    const waiting = await signedIn(t.app, 'adjoint@demo.test');
    for (const learner of [seated, waiting]) {
      expect((await learner.call(booking.subscribeCourse, { params: { id: courseId }, body: { sessions: [session.id] } })).statusCode).toBe(200);
    }
    expect(dataOf(await admin.call(f2f.getFaceToFaceSession, { params: { id: session.id } }), f2f.getFaceToFaceSession).session).toMatchObject({ seatsTaken: 1, waiting: 1 });

    const cancelled = dataOf(await admin.call(f2f.cancelFaceToFaceSession, { params: { id: session.id } }), f2f.cancelFaceToFaceSession);
    expect(cancelled).toEqual({ id: session.id, notified: 2 });
    const bookings = await t.db.db.select({ status: sessionBookings.status, userId: sessionBookings.userId }).from(sessionBookings).where(eq(sessionBookings.sessionId, session.id));
    expect(bookings.map((b) => b.status)).toEqual(['cancelled', 'cancelled']);
    const after = dataOf(await admin.call(f2f.getFaceToFaceSession, { params: { id: session.id } }), f2f.getFaceToFaceSession);
    expect(after.session).toMatchObject({ seatsTaken: 0, waiting: 0 });
    expect(after.session.cancelledAt).not.toBeNull();
    expect(after.participants).toEqual([]);
    for (const { userId } of bookings) {
      const [note] = await t.db.db.select({ payload: notifications.payload }).from(notifications).where(and(eq(notifications.userId, userId), sql`${notifications.payload}->>'kind' = 'sessionCancelled'`));
      expect(note.payload).toMatchObject({ kind: 'sessionCancelled', sessionId: session.id, sessionName: 'Session à annuler', courseId, slug: VIRTUAL });
    }
    await expect
      .poll(async () => (await t.db.db.select().from(outboxMessages).where(sql`${outboxMessages.subject} like 'Session annulée%'`)).map((m) => m.toAddress).sort())
      .toEqual(['adjoint@demo.test', 'pharmacien@demo.test']);
    // Gone from the training page, from what may be booked, and from the learner's trainings.
    expect(await catalogueSessionIds()).not.toContain(session.id);
    const seats = dataOf(await seated.call(booking.courseSeats, { params: { id: courseId } }), booking.courseSeats);
    expect(seats.sessions.map((s) => s.id)).not.toContain(session.id);
    const mine = dataOf(await seated.call(enrolment.currentFormations), enrolment.currentFormations).trainings.flatMap((x) => x.sessions ?? []);
    expect(mine.map((s) => s.name)).not.toContain('Session à annuler');
    const again = await seated.call(booking.subscribeCourse, { params: { id: courseId }, body: { sessions: [session.id] } });
    expect(again.statusCode).toBe(422);

    // Once cancelled it stays so: neither cancelled again nor changed.
    expect((await admin.call(f2f.cancelFaceToFaceSession, { params: { id: session.id } })).statusCode).toBe(409);
    expect((await admin.call(f2f.updateFaceToFaceSession, { params: { id: session.id }, body: updateBody() })).statusCode).toBe(409);
    const [entry] = dataOf(await admin.call(listAuditLog, { query: { action: 'faceToFace.session.cancel' } }), listAuditLog).items;
    expect(entry.changes).toEqual(expect.arrayContaining([{ field: 'cancelled', before: false, after: true }, { field: 'bookings', before: 2, after: 0 }]));
  });

  it('refuses to cancel a session that has started', async () => {
    const session = await create({ virtualClass: true, city: null });
    await t.db.db.update(faceToFaceSessions).set({ startDate: inDays(-1) }).where(eq(faceToFaceSessions.id, session.id));
    const started = await admin.call(f2f.cancelFaceToFaceSession, { params: { id: session.id } });
    expect(started.statusCode).toBe(409);
    expect(failureOf(started, f2f.cancelFaceToFaceSession).message).toBe('Cette session a commencé : elle ne peut plus être annulée.');
    expect((await t.db.db.select({ at: faceToFaceSessions.cancelledAt }).from(faceToFaceSessions).where(eq(faceToFaceSessions.id, session.id)))[0].at).toBeNull();
  });
});

