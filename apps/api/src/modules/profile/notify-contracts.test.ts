import type { Contract } from '@app/contracts/contract';
import { getCourse } from '@app/contracts/catalogue/course';
import { subscribeFormation } from '@app/contracts/learning/enrolment';
import { deleteBookmark, listBookmarks, putBookmark } from '@app/contracts/profile/bookmarks';
import { listNotifications, readNotifications } from '@app/contracts/profile/notifications';
import { createVisitor, dataOf, signedIn, type TestApp } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';

const courseId = async (t: TestApp) => dataOf(await createVisitor(t.app).call(getCourse, { params: { slug: 'accompagner-sevrage-tabagique' } }), getCourse).id;
const learner = (t: TestApp) => signedIn(t.app, 'pharmacien@demo.test');

sweepContracts('bookmarks and notifications', contractsIn(import.meta.glob(['/packages/contracts/src/profile/bookmarks.ts', '/packages/contracts/src/profile/notifications.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [listBookmarks, async (t) => (await learner(t)).call(listBookmarks)],
  [putBookmark, async (t) => (await learner(t)).call(putBookmark, { params: { id: await courseId(t) } })],
  [deleteBookmark, async (t) => (await learner(t)).call(deleteBookmark, { params: { id: await courseId(t) } })],
  [listNotifications, async (t) => (await learner(t)).call(listNotifications)],
  [readNotifications, async (t) => {
    const visitor = await learner(t);
    await visitor.call(subscribeFormation, { body: { id: await courseId(t) } });
    const [latest] = dataOf(await visitor.call(listNotifications), listNotifications).notifications;
    return visitor.call(readNotifications, { body: { ids: [latest.id] } });
  }],
]));
