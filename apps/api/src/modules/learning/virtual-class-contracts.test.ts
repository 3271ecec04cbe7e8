import { afterAll } from 'vitest';
import type { Contract } from '@app/contracts/contract';
import * as virtualClass from '@app/contracts/learning/virtual-class';
import { startBigBlueButtonStandIn, type BigBlueButtonStandIn } from '../../test/bigbluebutton-stand-in.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';
import { createVisitor, signedIn, type TestApp } from '../../test/helper.ts';
import { issueTrainerLink } from './trainer-link.ts';
import { bookVirtualSession, openDay } from './virtual-class.fixture.ts';

const SECRET = 'sweep-bbb-secret-0123456789';
let bbb: BigBlueButtonStandIn | undefined;
afterAll(async () => bbb?.close());

/** A learner booked on a session open now, signed in. */
async function booked(t: TestApp) {
  const seat = await bookVirtualSession(t.db.db, 'pharmacien@demo.test', 'asthme-bpco-dispositifs-inhalation', [openDay()]);
  return { ...seat, learner: await signedIn(t.app, 'pharmacien@demo.test') };
}
async function trainerToken(t: TestApp) {
  const { sessionId } = await booked(t);
  return issueTrainerLink(t.db.db, sessionId, 'Antoine Roux');
}

sweepContracts(
  'virtual class',
  contractsIn(import.meta.glob(['/packages/contracts/src/learning/virtual-class.ts'], { eager: true })),
  () =>
    new Map<Contract, SweepCall>([
      [virtualClass.virtualClassJoin, async (t) => {
        const { learner, bookingId } = await booked(t);
        return learner.call(virtualClass.virtualClassJoin, { params: { id: bookingId } });
      }],
      [virtualClass.sessionDateTrackingJoin, async (t) => {
        const { learner, bookingId } = await booked(t);
        return learner.call(virtualClass.sessionDateTrackingJoin, { params: { id: bookingId } });
      }],
      [virtualClass.virtualClassCreateTest, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(virtualClass.virtualClassCreateTest)],
      [virtualClass.virtualSessionsAll, async (t) => (await booked(t)).learner.call(virtualClass.virtualSessionsAll)],
      [virtualClass.trainerVirtualClass, async (t) => createVisitor(t.app).call(virtualClass.trainerVirtualClass, { params: { token: await trainerToken(t) } })],
      [virtualClass.trainerMarkAttendance, async (t) => {
        const { sessionId, bookingId } = await booked(t);
        const token = await issueTrainerLink(t.db.db, sessionId, 'Antoine Roux');
        return createVisitor(t.app).call(virtualClass.trainerMarkAttendance, { params: { token }, body: { bookingId, date: openDay()[0], present: true } });
      }],
      [virtualClass.trainerPublishReplay, async (t) =>
        createVisitor(t.app).call(virtualClass.trainerPublishReplay, { params: { token: await trainerToken(t) }, body: { replayUrl: 'https://replay.example.org/x' } })],
      [virtualClass.trainerStartVirtualClass, async (t) => createVisitor(t.app).call(virtualClass.trainerStartVirtualClass, { params: { token: await trainerToken(t) } })],
    ]),
  async () => {
    bbb = await startBigBlueButtonStandIn(SECRET);
    return { BBB_URL: bbb.url, BBB_SECRET: SECRET };
  },
);
