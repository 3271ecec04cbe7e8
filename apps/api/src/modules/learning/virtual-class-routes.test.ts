import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as virtualClass from '@app/contracts/learning/virtual-class';
import { attestations } from '@app/db/schema/attestations';
import { enrolments } from '@app/db/schema/enrolments';
import { sessionAttendances } from '@app/db/schema/session-attendances';
import { virtualClasses } from '@app/db/schema/virtual-classes';
import { VIRTUAL_CLASS_DEMO } from '@app/db/seed/data/virtual-class-demo';
import { meetingIdOf } from '@app/domain/learning/virtual-class';
import { AppError } from '../../errors/app-error.ts';
import { startBigBlueButtonStandIn, type BigBlueButtonStandIn } from '../../test/bigbluebutton-stand-in.ts';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';
import { bigBlueButton } from './bigbluebutton.ts';
import { issueTrainerLink } from './trainer-link.ts';
import { bookVirtualSession, openDay, tomorrowDay, type Booked } from './virtual-class.fixture.ts';

const SECRET = 'bbb-test-secret-0123456789abcdef';
const VIRTUAL = 'asthme-bpco-dispositifs-inhalation';

let bbb: BigBlueButtonStandIn;
let t: TestApp;
beforeAll(async () => {
  bbb = await startBigBlueButtonStandIn(SECRET);
  t = await buildTestApp({ BBB_URL: bbb.url, BBB_SECRET: SECRET });
});
afterAll(async () => {
  await t.close();
  await bbb.close();
});

const join = (learner: Visitor, id: number) => learner.call(virtualClass.virtualClassJoin, { params: { id } });
const track = (learner: Visitor, id: number) => learner.call(virtualClass.sessionDateTrackingJoin, { params: { id } });

describe('a learner booked on a virtual class', () => {
  let learner: Visitor;
  let now: Booked;
  let tomorrow: Booked;
  beforeAll(async () => {
    learner = await signedIn(t.app, 'pharmacien@demo.test');
    now = await bookVirtualSession(t.db.db, 'pharmacien@demo.test', VIRTUAL, [openDay()]);
    tomorrow = await bookVirtualSession(t.db.db, 'pharmacien@demo.test', VIRTUAL, [tomorrowDay()]);
  });

  it('joins inside the window: the meeting of that date is created on BigBlueButton and the signed link lets them in as a viewer', async () => {
    const joined = dataOf(await join(learner, now.bookingId), virtualClass.virtualClassJoin);
    const meetingId = meetingIdOf(now.sessionId, openDay()[0]);
    expect(joined).toMatchObject({ provider: 'bigbluebutton', date: openDay()[0] });
    expect(joined.url.startsWith(`${bbb.url}api/join?`)).toBe(true);
    expect(bbb.meetings.has(meetingId)).toBe(true);
    // The stand-in checks the join link's checksum as BigBlueButton would.
    const opened = await (await fetch(joined.url)).text();
    expect(opened).toContain('<returncode>SUCCESS</returncode>');
    expect(bbb.joins.at(-1)).toEqual({ meetingID: meetingId, fullName: 'Camille Martin', role: 'VIEWER', userID: `user-${now.userId}` });
    expect(bbb.refused).toEqual([]);
    // Joining again reuses the meeting.
    dataOf(await join(learner, now.bookingId), virtualClass.virtualClassJoin);
    expect([...bbb.meetings.keys()].filter((id) => id === meetingId)).toHaveLength(1);
  });

  it('outside the window is told when it opens, in their language and Paris time', async () => {
    const refused = await join(learner, tomorrow.bookingId);
    expect(refused.statusCode).toBe(409);
    const failure = failureOf(refused, virtualClass.virtualClassJoin);
    expect(failure.message).toMatch(/^La classe virtuelle ouvrira le \p{L}+ \d{1,2} \p{L}+ \d{4} à 09:45 \(heure de Paris\)/u);
    expect(failure.data).toMatchObject({ date: tomorrowDay()[0] });
    const spanish = await signedIn(t.app, 'pharmacien@demo.test', 'demo-es.localhost');
    const enEspanol = failureOf(await join(spanish, tomorrow.bookingId), virtualClass.virtualClassJoin);
    expect(enEspanol.message).toMatch(/^El aula virtual abrirá el \p{L}+, \d{1,2} de \p{L}+ de \d{4} a las 09:45 \(hora de París\)/u);
    expect((await track(learner, tomorrow.bookingId)).statusCode).toBe(409);
  });

  it('records attendance once per date, the first join kept', async () => {
    const first = dataOf(await track(learner, now.bookingId), virtualClass.sessionDateTrackingJoin);
    const again = dataOf(await track(learner, now.bookingId), virtualClass.sessionDateTrackingJoin);
    expect(again).toEqual(first);
    const rows = await t.db.db.select().from(sessionAttendances).where(eq(sessionAttendances.bookingId, now.bookingId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ date: openDay()[0], present: null });
  });

  it('lists their sessions with where joining stands, the open one first, and the replay once published', async () => {
    await t.db.db.insert(virtualClasses).values({ sessionId: tomorrow.sessionId, replayUrl: 'https://replay.example.org/asthme' });
    const sessions = dataOf(await learner.call(virtualClass.virtualSessionsAll), virtualClass.virtualSessionsAll);
    const mine = sessions.filter((s) => [now.bookingId, tomorrow.bookingId].includes(s.bookingId));
    expect(mine.map((s) => [s.bookingId, s.join.state])).toEqual([
      [now.bookingId, 'open'],
      [tomorrow.bookingId, 'upcoming'],
    ]);
    expect(mine[0]).toMatchObject({ courseTrackingId: now.enrolmentId, provider: 'bigbluebutton', replayUrl: null, training: { type: 'virtualClass' } });
    expect(mine[0].days[0].joinedAt).not.toBeNull();
    expect(mine[1]).toMatchObject({ replayUrl: 'https://replay.example.org/asthme', days: [{ startTime: '10:00', endTime: '12:00', joinedAt: null }] });
  });

  it('cannot use another learner’s booking: 404, as if it did not exist', async () => {
    const other = await signedIn(t.app, 'adjoint@demo.test');
    expect((await join(other, now.bookingId)).statusCode).toBe(404);
    expect((await track(other, now.bookingId)).statusCode).toBe(404);
    expect((await join(createVisitor(t.app), now.bookingId)).statusCode).toBe(401);
  });

  it('is sent to the session’s external link when it has one', async () => {
    const linked = await bookVirtualSession(t.db.db, 'pharmacien@demo.test', VIRTUAL, [openDay()]);
    await t.db.db.insert(virtualClasses).values({ sessionId: linked.sessionId, externalUrl: 'https://meet.example.org/asthme' });
    expect(dataOf(await join(learner, linked.bookingId), virtualClass.virtualClassJoin)).toMatchObject({ provider: 'externalLink', url: 'https://meet.example.org/asthme' });
  });
});

describe('a learner registered for a webinar', () => {
  it('joins it in its window like a virtual class, and finds the replay once published', async () => {
    const learner = await signedIn(t.app, 'chloe.simon@demo.test');
    const seat = await bookVirtualSession(t.db.db, 'chloe.simon@demo.test', 'lyme-piqures-tiques', [openDay()]);
    expect(dataOf(await join(learner, seat.bookingId), virtualClass.virtualClassJoin)).toMatchObject({ provider: 'bigbluebutton', date: openDay()[0] });
    const listed = () => learner.call(virtualClass.virtualSessionsAll).then((r) => dataOf(r, virtualClass.virtualSessionsAll).find((s) => s.bookingId === seat.bookingId));
    expect(await listed()).toMatchObject({ training: { name: 'Maladie de Lyme et piqûres de tiques', type: 'webinar' }, join: { state: 'open' }, replayUrl: null });
    const token = await issueTrainerLink(t.db.db, seat.sessionId, 'Julien Lefebvre');
    await createVisitor(t.app).call(virtualClass.trainerPublishReplay, { params: { token }, body: { replayUrl: 'https://replay.example.org/lyme' } });
    expect((await listed())?.replayUrl).toBe('https://replay.example.org/lyme');
  });
});

describe('the provider check', () => {
  it('creates the test meeting for an administrator, and is refused to a learner', async () => {
    const admin = await signedIn(t.app, 'admin@demo.test');
    const created = dataOf(await admin.call(virtualClass.virtualClassCreateTest), virtualClass.virtualClassCreateTest);
    expect(created.meetingId).toBe('pharma-campus-test');
    expect(await (await fetch(created.moderatorUrl)).text()).toContain('<role>MODERATOR</role>');
    expect((await (await signedIn(t.app, 'pharmacien@demo.test')).call(virtualClass.virtualClassCreateTest)).statusCode).toBe(403);
  });

  it('reports a BigBlueButton that refuses our checksum (a wrong secret) as unavailable', async () => {
    const wrong = bigBlueButton({ url: bbb.url, secret: 'not-the-secret-0123456789', checksum: 'sha1' });
    const error = await wrong.createMeeting({ id: 'x', name: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(503);
    expect(bbb.refused).toContain('create');
  });
});

describe('the trainer’s link', () => {
  let token: string;
  let booked: Booked;
  const trainerCall = (visitor: Visitor) => visitor.call(virtualClass.trainerVirtualClass, { params: { token } });
  beforeAll(async () => {
    booked = await bookVirtualSession(t.db.db, 'lea.dubois@demo.test', VIRTUAL, [openDay(), tomorrowDay()]);
    token = await issueTrainerLink(t.db.db, booked.sessionId, 'Antoine Roux');
  });

  it('shows the session and who is booked, without signing in', async () => {
    const page = dataOf(await trainerCall(createVisitor(t.app)), virtualClass.trainerVirtualClass);
    expect(page).toMatchObject({ trainerName: 'Antoine Roux', provider: 'bigbluebutton', start: { state: 'open' }, training: { type: 'virtualClass' } });
    expect(page.days.map((d) => d.date)).toEqual([openDay()[0], tomorrowDay()[0]]);
    expect(page.learners).toEqual([
      { bookingId: booked.bookingId, firstName: 'Léa', lastName: 'Dubois', attendance: [{ date: openDay()[0], present: null, joinedAt: null }, { date: tomorrowDay()[0], present: null, joinedAt: null }] },
    ]);
  });

  it('marks attendance per date, again replacing the mark, and refuses a date or a learner of another session by field', async () => {
    const trainer = createVisitor(t.app);
    const mark = (body: { bookingId: number; date: string; present: boolean }) => trainer.call(virtualClass.trainerMarkAttendance, { params: { token }, body });
    const enrolment = async () => (await t.db.db.select().from(enrolments).where(eq(enrolments.id, booked.enrolmentId)))[0];
    expect(dataOf(await mark({ bookingId: booked.bookingId, date: openDay()[0], present: false }), virtualClass.trainerMarkAttendance).present).toBe(false);
    expect((await enrolment()).status).toBe('active');
    const marked = await mark({ bookingId: booked.bookingId, date: openDay()[0], present: true });
    // Present: the training's live module is done, and with it the training, with its points and attestation.
    expect(await enrolment()).toMatchObject({ status: 'completed', points: expect.any(Number) });
    expect(await t.db.db.select().from(attestations).where(eq(attestations.enrolmentId, booked.enrolmentId))).toHaveLength(1);
    expect(dataOf(marked, virtualClass.trainerMarkAttendance).present).toBe(true);
    expect(marked.json().message).toBe('Présence enregistrée.');
    const [row] = await t.db.db.select().from(sessionAttendances).where(and(eq(sessionAttendances.bookingId, booked.bookingId), eq(sessionAttendances.date, openDay()[0])));
    expect(row).toMatchObject({ present: true, markedBy: 'trainer:Antoine Roux' });
    const page = dataOf(await trainerCall(trainer), virtualClass.trainerVirtualClass);
    expect(page.learners[0].attendance[0].present).toBe(true);

    const wrongDate = await mark({ bookingId: booked.bookingId, date: '2020-01-01', present: true });
    expect(wrongDate.statusCode).toBe(422);
    expect(failureOf(wrongDate, virtualClass.trainerMarkAttendance).data).toEqual({ errors: { date: ['Choisissez une date de la session.'] } });
    const elsewhere = await bookVirtualSession(t.db.db, 'maxime.leroy@demo.test', VIRTUAL, [openDay()]);
    expect(failureOf(await mark({ bookingId: elsewhere.bookingId, date: openDay()[0], present: true }), virtualClass.trainerMarkAttendance).data).toEqual({
      errors: { bookingId: ['Choisissez un participant de la session.'] },
    });
  });

  it('starts the class as moderator of that date’s meeting', async () => {
    const started = dataOf(await createVisitor(t.app).call(virtualClass.trainerStartVirtualClass, { params: { token } }), virtualClass.trainerStartVirtualClass);
    expect(started).toMatchObject({ provider: 'bigbluebutton', date: openDay()[0] });
    expect(await (await fetch(started.url)).text()).toContain('<role>MODERATOR</role>');
    expect(bbb.joins.at(-1)).toMatchObject({ meetingID: meetingIdOf(booked.sessionId, openDay()[0]), fullName: 'Antoine Roux' });
  });

  it('publishes the replay for the booked learners, refuses what is not a web address by field, and withdraws it', async () => {
    const trainer = createVisitor(t.app);
    const publish = (replayUrl: string | null) => trainer.call(virtualClass.trainerPublishReplay, { params: { token }, body: { replayUrl } });
    const refused = await publish('javascript:alert(1)');
    expect(refused.statusCode).toBe(422);
    expect(failureOf(refused, virtualClass.trainerPublishReplay).data).toEqual({ errors: { replayUrl: ['Indiquez l’adresse complète du replay, par exemple https://…'] } });
    const published = await publish('https://replay.example.org/lea');
    expect(published.json().message).toBe('Replay publié pour les participants.');
    const learner = await signedIn(t.app, 'lea.dubois@demo.test');
    const seat = () => learner.call(virtualClass.virtualSessionsAll).then((r) => dataOf(r, virtualClass.virtualSessionsAll).find((s) => s.bookingId === booked.bookingId));
    expect((await seat())?.replayUrl).toBe('https://replay.example.org/lea');
    expect(dataOf(await trainerCall(trainer), virtualClass.trainerVirtualClass).replayUrl).toBe('https://replay.example.org/lea');
    expect(dataOf(await publish(null), virtualClass.trainerPublishReplay).replayUrl).toBeNull();
    expect((await seat())?.replayUrl).toBeNull();
  });

  it('opens nothing with an unknown, replaced or expired token', async () => {
    const visitor = createVisitor(t.app);
    expect((await visitor.call(virtualClass.trainerVirtualClass, { params: { token: 'x'.repeat(43) } })).statusCode).toBe(404);
    const old = token;
    token = await issueTrainerLink(t.db.db, booked.sessionId, 'Antoine Roux');
    expect((await visitor.call(virtualClass.trainerVirtualClass, { params: { token: old } })).statusCode).toBe(404);
    await t.db.db.update(virtualClasses).set({ trainerTokenExpiresAt: new Date(Date.now() - 1000) }).where(eq(virtualClasses.sessionId, booked.sessionId));
    expect((await trainerCall(visitor)).statusCode).toBe(404);
  });

  it('opens the demo trainer’s link with its booked learners', async () => {
    const page = dataOf(await createVisitor(t.app).call(virtualClass.trainerVirtualClass, { params: { token: VIRTUAL_CLASS_DEMO.trainerToken } }), virtualClass.trainerVirtualClass);
    expect(page.learners.map((l) => `${l.firstName} ${l.lastName}`).sort()).toEqual(['Chloé Simon', 'Romain Michel']);
    expect(page.start).toMatchObject({ state: 'upcoming', date: VIRTUAL_CLASS_DEMO.sessionDate });
  });
});
