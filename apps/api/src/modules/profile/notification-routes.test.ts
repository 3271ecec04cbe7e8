import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getUser } from '@app/contracts/identity/auth';
import { getCourse } from '@app/contracts/catalogue/course';
import { subscribeFormation } from '@app/contracts/learning/enrolment';
import { listNotifications, readNotifications } from '@app/contracts/profile/notifications';
import { EVENT_NAMES, userChannel } from '@app/domain/realtime/realtime-channels';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';

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
