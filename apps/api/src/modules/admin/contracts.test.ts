import type { Contract } from '@app/contracts/contract';
import { getAttention } from '@app/contracts/admin/attention';
import { listAuditLog } from '@app/contracts/admin/audit';
import { getOutbox } from '@app/contracts/admin/outbox';
import * as f2f from '@app/contracts/admin/face-to-face';
import { signedIn } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';
import { demoSession, pastSessionWithLearner } from './face-to-face.fixture.ts';

sweepContracts('admin', contractsIn(import.meta.glob(['/packages/contracts/src/admin/*.ts', '!**/*.test.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [getOutbox, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(getOutbox, { query: { limit: 5 } })],
  [getAttention, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(getAttention)],
  [listAuditLog, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(listAuditLog, { query: {} })],
  [f2f.listFaceToFaceSessions, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(f2f.listFaceToFaceSessions, { query: {} })],
  [f2f.createFaceToFaceSession, async (t) => demoSession(t).then(({ admin, session, body }) => admin.call(f2f.createFaceToFaceSession, { body: { ...body, trainingId: session.trainingId } }))],
  [f2f.getFaceToFaceSession, async (t) => demoSession(t).then(({ admin, session }) => admin.call(f2f.getFaceToFaceSession, { params: { id: session.id } }))],
  [f2f.updateFaceToFaceSession, async (t) => demoSession(t).then(({ admin, session, body }) => admin.call(f2f.updateFaceToFaceSession, { params: { id: session.id }, body: { ...body, maxParticipants: 8 } }))],
  [f2f.markSessionAttendance, async (t) => pastSessionWithLearner(t).then(({ admin, session, date, bookingId }) => admin.call(f2f.markSessionAttendance, { params: { id: session.id }, body: { date, marks: [{ bookingId, present: true }] } }))],
  [f2f.cancelFaceToFaceSession, async (t) => demoSession(t).then(({ admin, session }) => admin.call(f2f.cancelFaceToFaceSession, { params: { id: session.id } }))],
]));
