import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getUser } from '@app/contracts/identity/auth';
import { getCourse } from '@app/contracts/catalogue/course';
import * as booking from '@app/contracts/learning/booking';
import { listNotifications } from '@app/contracts/profile/notifications';
import { DEMO_LIVE_SESSIONS } from '@app/db/seed/data/booking-demo';
import { EVENT_NAMES, userChannel } from '@app/domain/realtime/realtime-channels';
import { buildTestApp, createVisitor, dataOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';
import { finishTraining } from './quiz-completion.fixture.ts';

/** The notifications the learning features raise (issue 13 part 8): completion, attestation, seat offered. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const course = async (slug: string) => dataOf(await createVisitor(t.app).call(getCourse, { params: { slug } }), getCourse);
const listOf = async (visitor: Visitor) => dataOf(await visitor.call(listNotifications), listNotifications);

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
