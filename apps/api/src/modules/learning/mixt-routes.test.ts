import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCourse } from '@app/contracts/catalogue/course';
import * as booking from '@app/contracts/learning/booking';
import * as flow from '@app/contracts/learning/flow';
import * as mixt from '@app/contracts/learning/mixt';
import { attestations } from '@app/db/schema/attestations';
import { enrolments } from '@app/db/schema/enrolments';
import { sessionAttendances } from '@app/db/schema/session-attendances';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { MODULE_TYPE } from '@app/domain/catalogue/training-types';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';
import { completeLiveModules } from './attendance-progress.ts';
import { loadEnrolment } from './enrolment-record.ts';
import { recordProgress } from './progress.ts';

const MIXT = 'trod-angine-dispensation';
const OTHER_MIXT = 'vaccination-pratique-injections';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const course = async (slug: string) => dataOf(await createVisitor(t.app).call(getCourse, { params: { slug } }), getCourse);
const openSession = async (slug: string) => (await course(slug)).dossier_resource.faceToFaces[0].sessions.find((s) => s.seatsAvailable > 0 && !s.isPast)!;
const flowOf = async (learner: Visitor, id: number) => dataOf(await learner.call(mixt.mixtCurrentFlow, { params: { id } }), mixt.mixtCurrentFlow);
const kinds = (f: flow.CurrentFlow) => f.modules.map((m) => (m.typeCode === MODULE_TYPE.faceToFace ? 'live' : 'elearning'));

describe('mixt subscribe and current flow', () => {
  let learner: Visitor;
  let courseId: number;
  let enrolmentId: number;
  let bookingId: number;
  beforeAll(async () => {
    learner = await signedIn(t.app, 'pharmacien@demo.test');
    courseId = (await course(MIXT)).id;
  });

  it('enrols and books a session at once; the flow shows the e-learning part, then the live part with the booking', async () => {
    const session = await openSession(MIXT);
    const answer = dataOf(await learner.call(mixt.subscribeMixt, { body: { id: courseId, sessions: [session.id] } }), mixt.subscribeMixt);
    expect(answer.training).toMatchObject({ status: 'active', flowType: 'mixt' });
    expect(answer.bookings).toEqual([expect.objectContaining({ status: 'confirmed', session: expect.objectContaining({ id: session.id }) })]);
    enrolmentId = answer.training.id;
    bookingId = answer.bookings[0].id;
    const current = await flowOf(learner, enrolmentId);
    expect(current).toMatchObject({ flowType: 'mixt', mixt: { planF2f: true, displayType: 'mixtElearningF2f' } });
    expect(current.mixt!.parts.map((p) => [p.kind, p.status])).toEqual([['elearning', 'notStarted'], ['live', 'inProgress']]);
    expect(kinds(current)).toEqual(['elearning', 'elearning', 'live']);
    // The live part waits for the e-learning one; its session is booked already.
    expect(current.modules.map((m) => m.locked)).toEqual([false, true, true]);
    expect(current.modules[2].status).toBe('inProgress');
    expect(current.live?.bookings.map((b) => b.session.id)).toEqual([session.id]);
    expect(current.resumeModuleId).toBe(current.modules[0].id);
    // The generic current flow serves it the same.
    const generic = dataOf(await learner.call(flow.formationCurrentFlow, { params: { id: enrolmentId } }), flow.formationCurrentFlow);
    expect(generic.modules.map((m) => m.id)).toEqual(current.modules.map((m) => m.id));
  });

  it('completes the live module once the learner attended', async () => {
    const [live] = (await flowOf(learner, enrolmentId)).live!.bookings;
    await t.db.db.insert(sessionAttendances).values({ bookingId, date: live.session.startDate, present: true, markedBy: 'test', markedAt: new Date() });
    const current = await flowOf(learner, enrolmentId);
    expect(current.modules[2].status).toBe('completed');
    expect(current.mixt!.parts[1].status).toBe('completed');
    expect(current.progress).toBe(33);
  });

  it('attended before the online part ends, the training completes with that part: points and attestation', async () => {
    const other = await signedIn(t.app, 'adjoint@demo.test');
    const session = await openSession(MIXT);
    const answer = dataOf(await other.call(mixt.subscribeMixt, { body: { id: courseId, sessions: [session.id] } }), mixt.subscribeMixt);
    const id = answer.training.id;
    const status = async () => (await t.db.db.select({ status: enrolments.status, points: enrolments.points }).from(enrolments).where(eq(enrolments.id, id)))[0];
    // Present at the session while the e-learning is still to do: the live module is done, not the training.
    await t.db.db.insert(sessionAttendances).values({ bookingId: answer.bookings[0].id, date: session.startDate, present: true, markedBy: 'test', markedAt: new Date() });
    await completeLiveModules(t.db.db, answer.bookings[0].id, { date: session.startDate });
    expect((await flowOf(other, id)).modules.map((m) => m.status)).toEqual(['notStarted', 'notStarted', 'completed']);
    expect((await status()).status).toBe('active');
    // The online modules done as their players record them: the last one closes the training.
    const [first, second] = (await flowOf(other, id)).modules;
    const [owner] = await t.db.db.select({ userId: enrolments.userId, platformId: enrolments.platformId }).from(enrolments).where(eq(enrolments.id, id));
    await recordProgress(t.db.db, await loadEnrolment(t.db.db, owner, id), first.id, { kind: 'complete', complete: true });
    expect((await status()).status).toBe('active');
    await recordProgress(t.db.db, await loadEnrolment(t.db.db, owner, id), second.id, { kind: 'complete', complete: true });
    expect(await status()).toEqual({ status: 'completed', points: expect.any(Number) });
    expect(await t.db.db.select().from(attestations).where(eq(attestations.enrolmentId, id))).toHaveLength(1);
  });

  it('puts the live part first when the training says faceToFaceFirst, and locks the e-learning behind it', async () => {
    const [{ trainingId }] = await t.db.db.select({ trainingId: trainingOffers.trainingId }).from(trainingOffers).where(eq(trainingOffers.id, courseId));
    await t.db.db.update(trainings).set({ faceToFaceFirst: true }).where(eq(trainings.id, trainingId));
    try {
      const current = await flowOf(learner, enrolmentId);
      expect(kinds(current)).toEqual(['live', 'elearning', 'elearning']);
      expect(current.mixt!.parts.map((p) => p.kind)).toEqual(['live', 'elearning']);
      expect(current.mixt!.displayType).toBe('mixtF2fElearning');
      // The live module is completed (attended): the first e-learning module opens.
      expect(current.modules.map((m) => m.locked)).toEqual([false, false, true]);
    } finally {
      await t.db.db.update(trainings).set({ faceToFaceFirst: false }).where(eq(trainings.id, trainingId));
    }
  });

  it('is a 404 for another learner, and a 409 on the face-to-face call', async () => {
    const other = await signedIn(t.app, 'adjoint@demo.test');
    expect((await other.call(mixt.mixtCurrentFlow, { params: { id: enrolmentId } })).statusCode).toBe(404);
    expect((await learner.call(booking.faceToFaceCurrentFlow, { params: { id: enrolmentId } })).statusCode).toBe(409);
  });

  it('enrols without a session: the live part has no booking yet', async () => {
    const other = await signedIn(t.app, 'titulaire@demo.test');
    const answer = dataOf(await other.call(mixt.subscribeMixt, { body: { id: (await course(OTHER_MIXT)).id } }), mixt.subscribeMixt);
    expect(answer.bookings).toEqual([]);
    const current = await flowOf(other, answer.training.id);
    expect(current.live?.bookings).toEqual([]);
    expect(current.mixt!.parts.map((p) => [p.kind, p.status])).toEqual([['elearning', 'notStarted'], ['live', 'notStarted']]);
    // The e-learning module is played like any other: the live module's lock does not stop it.
    const started = dataOf(await other.call(flow.createSuivi, { params: { id: answer.training.id }, body: {} }), flow.createSuivi);
    expect(started.modules[0].status).toBe('inProgress');
  });

  it('refuses a read-only contract, a course of another type and a session of another training', async () => {
    const readOnly = await (await signedIn(t.app, 'lecture@demo.test')).call(mixt.subscribeMixt, { body: { id: courseId } });
    expect(readOnly.statusCode).toBe(403);
    expect(failureOf(readOnly, mixt.subscribeMixt).data).toEqual({ reason: 'readOnly' });
    const virtual = await course('douleur-chronique-classe-virtuelle');
    expect((await learner.call(mixt.subscribeMixt, { body: { id: virtual.id } })).statusCode).toBe(404);
    const foreign = await learner.call(mixt.subscribeMixt, { body: { id: courseId, sessions: [virtual.dossier_resource.faceToFaces[0].sessions[0].id] } });
    expect(foreign.statusCode).toBe(422);
  });
});
