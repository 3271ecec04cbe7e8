import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getUser } from '@app/contracts/identity/auth';
import { getCourse } from '@app/contracts/catalogue/course';
import * as booking from '@app/contracts/learning/booking';
import { subscribeFormation } from '@app/contracts/learning/enrolment';
import { listNotifications, readNotifications } from '@app/contracts/profile/notifications';
import { DEMO_LIVE_SESSIONS } from '@app/db/seed/data/booking-demo';
import { EVENT_NAMES, userChannel } from '@app/domain/realtime/realtime-channels';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';
import { finishTraining } from '../learning/quiz-completion.fixture.ts';

let t: TestApp;
let learner: Visitor;
let other: Visitor;
beforeAll(async () => {
  t = await buildTestApp();
  learner = await signedIn(t.app, 'pharmacien@demo.test');
  other = await signedIn(t.app, 'adjoint@demo.test');
});
afterAll(async () => t.close());

const course = async (slug: string) => dataOf(await createVisitor(t.app).call(getCourse, { params: { slug } }), getCourse);
const listOf = async (visitor: Visitor) => dataOf(await visitor.call(listNotifications), listNotifications);

describe('a notification raised by an enrolment (issue 13 part 8)', () => {
  it('is listed newest first with what it is about, counted unread, in the session user, and raised live on the learner’s channel', async () => {
    const publish = vi.spyOn(t.app.realtime.broadcaster, 'publish');
    const { id: courseId, name } = await course('accompagner-sevrage-tabagique');
    await learner.call(subscribeFormation, { body: { id: courseId } });
    const { notifications, unread } = await listOf(learner);
    expect(notifications[0]).toMatchObject({ readedDate: null, payload: { kind: 'enrolled', courseId, trainingName: name, slug: 'accompagner-sevrage-tabagique', trainingType: 'formation' } });
    expect(unread).toBe(1);
    const user = dataOf(await learner.call(getUser), getUser);
    expect(user.notifications.map((n) => n.id)).toEqual([notifications[0].id]);
    const me = user.id;
    expect(publish).toHaveBeenCalledWith([userChannel(me)], EVENT_NAMES.notification, { id: notifications[0].id }, undefined);
    publish.mockRestore();
  });

  it('is not raised again when the learner enrols again', async () => {
    await learner.call(subscribeFormation, { body: { id: (await course('accompagner-sevrage-tabagique')).id } });
    expect((await listOf(learner)).notifications).toHaveLength(1);
  });

  it('is marked read once (readedDate kept), and the unread count falls', async () => {
    const [latest] = (await listOf(learner)).notifications;
    expect(dataOf(await learner.call(readNotifications, { body: { ids: [latest.id] } }), readNotifications)).toEqual({ unread: 0 });
    const [read] = (await listOf(learner)).notifications;
    expect(read.readedDate).not.toBeNull();
    await learner.call(readNotifications, { body: { ids: [latest.id] } });
    expect((await listOf(learner)).notifications[0].readedDate).toBe(read.readedDate);
  });

  it('is the learner’s own: another learner lists none, and marking it read is a 404 that changes nothing', async () => {
    const mine = (await listOf(learner)).notifications.map((n) => n.id);
    expect((await listOf(other)).notifications).toEqual([]);
    await other.call(subscribeFormation, { body: { id: (await course('accompagner-sevrage-tabagique')).id } });
    const [theirs] = (await listOf(other)).notifications;
    const refused = await learner.call(readNotifications, { body: { ids: [...mine, theirs.id] } });
    expect(refused.statusCode).toBe(404);
    expect(failureOf(refused, readNotifications).message).toBe('Cette notification n’existe pas.');
    expect((await listOf(other)).notifications[0].readedDate).toBeNull();
    expect((await listOf(other)).unread).toBe(1);
  });

  it('refuses an empty or malformed list (422) and a visitor signed out (401)', async () => {
    expect((await learner.call(readNotifications, { body: { ids: [] } })).statusCode).toBe(422);
    expect((await learner.call(readNotifications, { body: { ids: ['x'] as unknown as number[] } })).statusCode).toBe(422);
    expect((await createVisitor(t.app).call(listNotifications)).statusCode).toBe(401);
  });
});

describe('notifications raised by the other features', () => {
  it('tells of a completed training and its attestation ready', async () => {
    const finished = await finishTraining(t.db.db, 'maxime.leroy@demo.test');
    const maxime = await signedIn(t.app, 'maxime.leroy@demo.test');
    const kinds = (await listOf(maxime)).notifications.map((n) => n.payload);
    expect(kinds).toEqual(expect.arrayContaining([
      expect.objectContaining({ kind: 'completed', trainingName: finished.trainingName }),
      expect.objectContaining({ kind: 'attestationReady', trainingName: finished.trainingName, courseTrackingId: finished.enrolmentId }),
    ]));
  });

  it('tells the first waiting learner of a seat offered, live', async () => {
    const virtual = await course('douleur-chronique-classe-virtuelle');
    const sessionId = virtual.dossier_resource.faceToFaces.flatMap((f) => f.sessions).find((s) => s.startDate === DEMO_LIVE_SESSIONS.virtualClass.lastSeat.date)!.id;
    const [first, second] = await Promise.all(['lea.dubois@demo.test', 'chloe.simon@demo.test'].map((e) => signedIn(t.app, e)));
    const book = (v: Visitor) => v.call(booking.subscribeCourse, { params: { id: virtual.id }, body: { sessions: [sessionId] } });
    expect(dataOf(await book(first), booking.subscribeCourse).bookings[0].status).toBe('confirmed');
    expect(dataOf(await book(second), booking.subscribeCourse).bookings[0].status).toBe('waiting');
    const publish = vi.spyOn(t.app.realtime.broadcaster, 'publish');
    await first.call(booking.unsubscribeCourse, { params: { id: virtual.id }, body: { sessions: [sessionId] } });
    const [offered] = (await listOf(second)).notifications;
    expect(offered.payload).toMatchObject({ kind: 'seatOffered', courseId: virtual.id, sessionId, expiresAt: expect.any(String) });
    const secondId = dataOf(await second.call(getUser), getUser).id;
    expect(publish).toHaveBeenCalledWith([userChannel(secondId)], EVENT_NAMES.notification, { id: offered.id }, undefined);
    publish.mockRestore();
  });
});
