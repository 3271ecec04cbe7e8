import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCourse } from '@app/contracts/catalogue/course';
import * as enrolment from '@app/contracts/learning/enrolment';
import * as flow from '@app/contracts/learning/flow';
import * as tracking from '@app/contracts/learning/tracking';
import { accounts } from '@app/db/schema/accounts';
import { enrolments } from '@app/db/schema/enrolments';
import { moduleProgress } from '@app/db/schema/module-progress';
import { trackingEvents } from '@app/db/schema/tracking-events';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';
import { loadEnrolment } from './enrolment-record.ts';
import { recordProgress } from './progress.ts';
import { verifyTracking } from './verify-tracking.ts';

const FORMATION = 'accompagner-sevrage-tabagique';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const courseId = async (slug: string) => dataOf(await createVisitor(t.app).call(getCourse, { params: { slug } }), getCourse).id;
const enrolIn = async (learner: Visitor, slug: string) => dataOf(await learner.call(enrolment.subscribeFormation, { body: { id: await courseId(slug) } }), enrolment.subscribeFormation);

describe('enrolment', () => {
  it('enrols a learner once, however often asked, and lists the training as current', async () => {
    const learner = await signedIn(t.app, 'pharmacien@demo.test');
    const first = await enrolIn(learner, FORMATION);
    const again = await enrolIn(learner, FORMATION);
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ status: 'active', flowType: 'formation', progress: 0, course: { slug: FORMATION, type: 'formation' } });
    const { trainings, current } = dataOf(await learner.call(enrolment.currentFormations), enrolment.currentFormations);
    expect(trainings.map((x) => x.id)).toContain(first.id);
    expect(current?.id).toBe(first.id);
    const state = dataOf(await learner.call(enrolment.checkFormation, { params: { a: 'formation', b: FORMATION } }), enrolment.checkFormation);
    expect(state).toMatchObject({ state: 'continue', courseTrackingId: first.id });
  });

  it('refuses with the reason of spec §4: read-only, expired contract, shop contract, function', async () => {
    const id = await courseId(FORMATION);
    const refusal = async (email: string) => {
      const response = await (await signedIn(t.app, email)).call(enrolment.subscribeFormation, { body: { id } });
      expect(response.statusCode).toBe(403);
      return failureOf(response, enrolment.subscribeFormation);
    };
    expect((await refusal('lecture@demo.test')).data).toEqual({ reason: 'readOnly' });
    expect((await refusal('expire@demo.test')).data).toEqual({ reason: 'contractInvalid' });
    const shop = await refusal('boutique@demo.test');
    expect(shop.data).toEqual({ reason: 'shopContext' });
    expect(shop.message).toMatch(/boutique/);
    // An individual Adjoint is shown as Pharmacien (spec §3): a training for deputies only is not theirs.
    const adjoint = await signedIn(t.app, 'adjoint@demo.test');
    const state = dataOf(await adjoint.call(enrolment.checkFormation, { params: { a: 'formation', b: 'dermocosmetique-conseil-cutane' } }), enrolment.checkFormation);
    expect(state).toMatchObject({ state: 'refused', reason: 'functionNotAvailable' });
  });

  it('answers the refusal in Spanish on a Spanish host', async () => {
    const learner = await signedIn(t.app, 'farmaceutico@cofares.test', 'cofares.localhost', 'cofares');
    const pdf = dataOf(await createVisitor(t.app, 'cofares.localhost').call(getCourse, { params: { slug: 'dermofarmacia-practica' } }), getCourse);
    const response = await learner.call(enrolment.subscribeVideo, { params: { id: pdf.id } });
    expect(response.statusCode).toBe(404);
    expect(failureOf(response, enrolment.subscribeVideo).message).toMatch(/formación/);
  });

  it('needs a signed-in learner, a course offered here and of the type the call is for', async () => {
    const id = await courseId(FORMATION);
    expect((await createVisitor(t.app).call(enrolment.subscribeFormation, { body: { id } })).statusCode).toBe(401);
    const learner = await signedIn(t.app, 'pharmacien@demo.test');
    expect((await learner.call(enrolment.subscribeVideo, { params: { id } })).statusCode).toBe(404);
    expect((await learner.call(enrolment.subscribeFormation, { body: { id: 999_999 } })).statusCode).toBe(404);
    const bad = await learner.call(enrolment.subscribeType, { params: { type: 'webinar' as 'video' }, body: { id } });
    expect(bad.statusCode).toBe(422);
  });

  it('leaves an enrolment in progress, and enrols again into the same one', async () => {
    const learner = await signedIn(t.app, 'titulaire@demo.test');
    const enrolled = await enrolIn(learner, FORMATION);
    const left = dataOf(await learner.call(enrolment.unsubscribeFormation, { params: { id: enrolled.course.id } }), enrolment.unsubscribeFormation);
    expect(left.status).toBe('unsubscribed');
    const state = dataOf(await learner.call(enrolment.checkFormation, { params: { a: 'formation', b: FORMATION } }), enrolment.checkFormation);
    expect(state.state).toBe('enrol');
    expect((await enrolIn(learner, FORMATION)).id).toBe(enrolled.id);
  });
});

describe('the current flow', () => {
  it('locks each module until the one before is completed, and starts where the learner resumes', async () => {
    const learner = await signedIn(t.app, 'pharmacien@demo.test');
    const { id } = await enrolIn(learner, FORMATION);
    const current = dataOf(await learner.call(flow.formationCurrentFlow, { params: { id } }), flow.formationCurrentFlow);
    expect(current.modules.map((m) => m.locked)).toEqual([false, true, true]);
    const [first, second] = current.modules;
    const skipped = await learner.call(flow.createSuivi, { params: { id }, body: { moduleId: second.id } });
    expect(skipped.statusCode).toBe(409);
    const started = dataOf(await learner.call(flow.createSuivi, { params: { id }, body: {} }), flow.createSuivi);
    expect(started.modules[0].status).toBe('inProgress');
    expect(started.resumeModuleId).toBe(first.id);
  });

  it('is a 404 for another learner, and read-only learners may look but not start', async () => {
    const owner = await signedIn(t.app, 'pharmacien@demo.test');
    const { id } = await enrolIn(owner, FORMATION);
    const other = await signedIn(t.app, 'titulaire@demo.test');
    expect((await other.call(flow.formationCurrentFlow, { params: { id } })).statusCode).toBe(404);
    expect((await other.call(tracking.tracking, { query: { courseTrackingId: id } })).statusCode).toBe(404);
    expect((await other.call(tracking.heartbeat, { body: { courseTrackingId: id, moduleId: 1 } })).statusCode).toBe(404);
  });

  it('lets a learner whose contract became read-only look at the training but not progress in it, whatever the call', async () => {
    const learner = await signedIn(t.app, 'adjoint@demo.test');
    const { id } = await enrolIn(learner, FORMATION);
    const [{ accountId }] = await t.db.db.select({ accountId: enrolments.accountId }).from(enrolments).where(eq(enrolments.id, id));
    await t.db.db.update(accounts).set({ contractType: 'read-only' }).where(eq(accounts.id, accountId!));
    const current = dataOf(await learner.call(flow.formationCurrentFlow, { params: { id } }), flow.formationCurrentFlow);
    expect(current.readOnly).toBe(true);
    expect((await learner.call(flow.createSuivi, { params: { id }, body: {} })).statusCode).toBe(403);
    const beat = await learner.call(tracking.heartbeat, { body: { courseTrackingId: id, moduleId: current.modules[0].id } });
    expect(beat.statusCode).toBe(403);
    expect(failureOf(beat, tracking.heartbeat).message).toMatch(/lecture seule/);
  });
});

describe('tracking', () => {
  it('credits the time between heartbeats, never a gap, and shows it with its events', async () => {
    const learner = await signedIn(t.app, 'pharmacien@demo.test');
    const { id } = await enrolIn(learner, FORMATION);
    const { modules } = dataOf(await learner.call(flow.formationCurrentFlow, { params: { id } }), flow.formationCurrentFlow);
    const moduleId = modules[0].id;
    const beat = async () => dataOf(await learner.call(tracking.heartbeat, { body: { courseTrackingId: id, moduleId } }), tracking.heartbeat);
    const before = (await beat()).moduleSeconds;
    const back = async (seconds: number) =>
      t.db.db.update(moduleProgress).set({ lastHeartbeatAt: sql`last_heartbeat_at - make_interval(secs => ${seconds})` }).where(eq(moduleProgress.moduleId, moduleId));
    await back(14);
    const credited = await beat();
    expect(credited.credited).toBeGreaterThanOrEqual(14);
    expect(credited.credited).toBeLessThanOrEqual(16);
    await back(600);
    expect((await beat()).credited).toBe(0);
    const report = dataOf(await learner.call(tracking.tracking, { query: { courseTrackingId: id } }), tracking.tracking);
    expect(report.enrolments[0].modules[0].secondsSpent).toBe(before + credited.credited);
    expect(report.enrolments[0].events.filter((e) => e.kind === 'heartbeat').length).toBeGreaterThanOrEqual(3);

    // Heartbeats racing each other and another step still make one chain, whose hashes (the database's SHA-256 of
    // the same input) the verify command recomputes — a payload with quotes, accents, emoji and line breaks too.
    const [owner] = await t.db.db.select({ userId: enrolments.userId, platformId: enrolments.platformId }).from(enrolments).where(eq(enrolments.id, id));
    const record = await loadEnrolment(t.db.db, owner, id);
    await Promise.all([
      beat(),
      beat(),
      recordProgress(t.db.db, record, moduleId, { kind: 'commit', payload: { 'cmi.suspend_data': '{"page":"é\\n"}\n\u2028😀', score: 6.7, nested: { b: [null, true], a: 1 } } }),
      beat(),
    ]);
    expect(await verifyTracking(t.db.db, owner.userId)).toMatchObject({ broken: [] });
    const [row] = await t.db.db.select({ seconds: enrolments.secondsSpent }).from(enrolments).where(eq(enrolments.id, id));
    const [progress] = await t.db.db.select({ seconds: moduleProgress.secondsSpent }).from(moduleProgress).where(eq(moduleProgress.enrolmentId, id));
    expect(row.seconds).toBe(progress.seconds);
  });

  it('completes the training with its points in the history, and detects a changed or deleted event', async () => {
    const learner = await signedIn(t.app, 'titulaire@demo.test');
    const listed = await enrolIn(learner, FORMATION);
    const [owner] = await t.db.db.select({ userId: enrolments.userId, platformId: enrolments.platformId }).from(enrolments).where(eq(enrolments.id, listed.id));
    let record = await loadEnrolment(t.db.db, owner, listed.id);
    const scores = [6.4, null, 8.6];
    for (const [i, m] of record.modules.entries()) {
      await recordProgress(t.db.db, record, m.module.id, { kind: 'commit', set: { score: scores[i] }, complete: true });
      record = await loadEnrolment(t.db.db, owner, listed.id);
    }
    expect(record.enrolment.status).toBe('completed');
    const [entry] = dataOf(await learner.call(tracking.history), tracking.history);
    // Spec §3: round(6.4) + round(8.6) + the training's points (20).
    expect(entry).toMatchObject({ courseTrackingId: listed.id, points: 6 + 9 + 20, formations: [{ initialScore: 6.4, finalScore: 8.6 }] });
    const [light] = dataOf(await learner.call(tracking.historyLight), tracking.historyLight);
    expect(light).toEqual({ courseTrackingId: listed.id, endDate: entry.endDate, courseId: entry.courseId, course: entry.course, points: entry.points });
    const state = dataOf(await learner.call(enrolment.checkFormation, { params: { a: 'formation', b: FORMATION } }), enrolment.checkFormation);
    expect(state).toMatchObject({ state: 'finished', points: 35 });

    expect((await verifyTracking(t.db.db, owner.userId)).broken).toEqual([]);
    const events = await t.db.db.select().from(trackingEvents).where(eq(trackingEvents.userId, owner.userId));
    await t.db.db.update(trackingEvents).set({ seconds: 3600 }).where(eq(trackingEvents.id, events[2].id));
    expect((await verifyTracking(t.db.db, owner.userId)).broken).toEqual([{ userId: owner.userId, eventId: events[2].id, problem: 'hashMismatch' }]);
    await t.db.db.delete(trackingEvents).where(eq(trackingEvents.id, events[2].id));
    expect((await verifyTracking(t.db.db, owner.userId)).broken).toEqual([{ userId: owner.userId, eventId: events[3].id, problem: 'brokenLink' }]);
  });
});
