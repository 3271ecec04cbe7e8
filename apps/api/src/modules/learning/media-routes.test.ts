import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCourse } from '@app/contracts/catalogue/course';
import { getUser } from '@app/contracts/identity/auth';
import * as enrolment from '@app/contracts/learning/enrolment';
import * as flow from '@app/contracts/learning/flow';
import * as media from '@app/contracts/learning/media';
import { trackingEvents } from '@app/db/schema/tracking-events';
import { DEMO_MEDIA_DIR } from '@app/db/seed/media-contents';
import { answerOf, buildTestApp, createVisitor, dataOf, failureOf, signedIn, testConfig, type TestApp, type Visitor } from '../../test/helper.ts';
import { pdfLinkSigner } from './media-pdf.ts';

const VIDEO = 'conseil-homeopathie-pathologies-hivernales';
const PODCAST = 'microbiote-probiotiques';
const PDF = 'gestion-stupefiants-officine';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const courseId = async (slug: string) => dataOf(await createVisitor(t.app).call(getCourse, { params: { slug } }), getCourse).id;
async function enrol(learner: Visitor, type: 'video' | 'podcast' | 'pdf', slug: string): Promise<number> {
  return dataOf(await learner.call(enrolment.subscribeType, { params: { type }, body: { id: await courseId(slug) } }), enrolment.subscribeType).id;
}
const stepOf = async (learner: Visitor, id: number, step: number) => dataOf(await learner.call(media.getVideoFlow, { params: { id }, query: { step } }), media.getVideoFlow);

describe('video steps', () => {
  let learner: Visitor;
  let id: number;
  beforeAll(async () => {
    learner = await signedIn(t.app, 'pharmacien@demo.test');
    id = await enrol(learner, 'video', VIDEO);
  });

  it('gives a step with its media, its questions without their answers, the resume point and the volume (1 at first)', async () => {
    const first = await stepOf(learner, id, 1);
    expect(first).toMatchObject({ courseTrackingId: id, step: 1, stepCount: 2, slug: VIDEO, positionSeconds: 0, volume: 1, score: null });
    expect(first.module).toMatchObject({ kind: 'video', mimeType: 'video/webm', durationSeconds: 30, status: 'notStarted' });
    expect(first.module.questions.map((q) => q.atSecond)).toEqual([8, 20]);
    expect(first.module.questions[0]).not.toHaveProperty('answer');
    expect(first.mediaUrl).toBe(`/back/api/getAudioStream/${first.module.id}`);
  });

  it('keeps steps in order, and refuses a step that is not there or not a number', async () => {
    expect(failureOf(await learner.call(media.getVideoFlow, { params: { id }, query: { step: 2 } }), media.getVideoFlow).message).toBe('Terminez d’abord les modules précédents.');
    expect((await learner.call(media.getVideoFlow, { params: { id }, query: { step: 3 } })).statusCode).toBe(404);
    const bad = await learner.request({ method: 'GET', url: `/back/api/user/video/currentFlow/${id}?step=abc` });
    expect(bad.statusCode).toBe(422);
    expect(failureOf(bad, media.getVideoFlow).data).toEqual({ errors: { step: ['Indiquez une étape de la formation.'] } });
  });

  it('saves the position in whole seconds and the volume preference, which the session user carries', async () => {
    const saved = dataOf(await learner.call(media.saveVideoPosition, { params: { id }, query: { step: 1 }, body: { positionSeconds: 12.7, volume: 0.4 } }), media.saveVideoPosition);
    expect(saved).toMatchObject({ positionSeconds: 12, volume: 0.4, status: 'inProgress', trainingCompleted: false });
    expect(await stepOf(learner, id, 1)).toMatchObject({ positionSeconds: 12, volume: 0.4, module: { status: 'inProgress' } });
    expect(dataOf(await learner.call(getUser), getUser).preferences.volume).toBe(0.4);
    const events = await t.db.db.select().from(trackingEvents).where(and(eq(trackingEvents.enrolmentId, id), eq(trackingEvents.kind, 'position')));
    expect(events.map((e) => [e.seconds, e.payload])).toEqual([[0, { positionSeconds: 12 }]]);
    const tooLoud = await learner.call(media.saveVideoPosition, { params: { id }, query: { step: 1 }, body: { positionSeconds: 3, volume: 2 } });
    expect(failureOf(tooLoud, media.saveVideoPosition).data).toEqual({ errors: { volume: ['Le volume doit être compris entre 0 et 1.'] } });
  });

  it('scores the quiz of a step, completes it when it passes, then opens the next step', async () => {
    const { module } = await stepOf(learner, id, 1);
    const answer = async (answers: { questionId: string; choice: number }[]) =>
      dataOf(await learner.call(media.answerStepQuiz, { params: { id: module.id }, body: { answers } }), media.answerStepQuiz);
    expect(failureOf(await learner.call(media.completeVideoStep, { params: { id: module.id } }), media.completeVideoStep).message).toBe(
      'Répondez correctement aux questions de la vidéo pour terminer cette étape.',
    );
    const partial = await answer([{ questionId: 'q1', choice: 0 }]);
    expect(partial).toMatchObject({ passed: false, score: 0, status: 'inProgress', results: [{ questionId: 'q1', correct: false, answer: 1 }] });
    const passed = await answer([{ questionId: 'q1', choice: 1 }, { questionId: 'q2', choice: 0 }]);
    expect(passed).toMatchObject({ passed: true, score: 10, status: 'completed', trainingCompleted: false });
    expect((await stepOf(learner, id, 2)).module.status).toBe('notStarted');
  });

  it('completes a step without questions at its end only, and the training with its last step', async () => {
    const { module } = await stepOf(learner, id, 2);
    const complete = () => learner.call(media.completeVideoStep, { params: { id: module.id } });
    await learner.call(media.saveVideoPosition, { params: { id }, query: { step: 2 }, body: { positionSeconds: 10 } });
    expect(failureOf(await complete(), media.completeVideoStep).message).toBe('Allez jusqu’à la fin de l’étape pour la terminer.');
    await learner.call(media.saveVideoPosition, { params: { id }, query: { step: 2 }, body: { positionSeconds: 31 } });
    expect((await stepOf(learner, id, 2)).positionSeconds).toBe(30);
    expect(dataOf(await complete(), media.completeVideoStep)).toMatchObject({ status: 'completed', trainingCompleted: true });
    expect(dataOf(await complete(), media.completeVideoStep)).toMatchObject({ status: 'completed', trainingCompleted: true });
  });

  it('finds the video quiz of a training by its slug', async () => {
    const other = await signedIn(t.app, 'adjoint@demo.test');
    await enrol(other, 'video', 'pansements-plaies-chroniques');
    const quiz = dataOf(await other.call(media.getVideoQuiz, { params: { slug: 'pansements-plaies-chroniques' } }), media.getVideoQuiz);
    expect(quiz).toMatchObject({ step: 1, module: { questions: [{ id: 'q1' }, { id: 'q2' }] } });
    expect((await other.call(media.getVideoQuiz, { params: { slug: VIDEO } })).statusCode).toBe(404);
    expect((await createVisitor(t.app).call(media.getVideoQuiz, { params: { slug: VIDEO } })).statusCode).toBe(401);
  });

  it('answers 404 to another learner', async () => {
    const other = await signedIn(t.app, 'titulaire@demo.test');
    const { module } = await stepOf(learner, id, 1);
    expect((await other.call(media.getVideoFlow, { params: { id }, query: { step: 1 } })).statusCode).toBe(404);
    expect((await other.call(media.saveVideoPosition, { params: { id }, query: { step: 1 }, body: { positionSeconds: 1 } })).statusCode).toBe(404);
    expect((await other.call(media.answerStepQuiz, { params: { id: module.id }, body: { answers: [{ questionId: 'q1', choice: 1 }] } })).statusCode).toBe(404);
    expect((await other.call(media.completeVideoStep, { params: { id: module.id } })).statusCode).toBe(404);
    expect((await other.call(media.getAudioStream, { params: { id: module.id } })).statusCode).toBe(404);
  });
});

describe('the media stream', () => {
  let learner: Visitor;
  let moduleId: number;
  let file: Buffer;
  const get = (range?: string) => learner.request({ method: 'GET', url: `/back/api/getAudioStream/${moduleId}`, headers: range ? { range } : {} });

  beforeAll(async () => {
    learner = await signedIn(t.app, 'pharmacien@demo.test');
    moduleId = (await stepOf(learner, await enrol(learner, 'podcast', PODCAST), 1)).module.id;
    file = await readFile(`${DEMO_MEDIA_DIR}podcast-fr.ogg`);
  });

  it('sends the whole file with Accept-Ranges when no range is asked for', async () => {
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'accept-ranges': 'bytes', 'content-type': 'audio/ogg', 'content-length': String(file.length) });
    expect(Buffer.compare(answerOf(whole, media.getAudioStream) as Buffer, file)).toBe(0);
  });

  it.each([
    ['the first byte', 'bytes=0-0', 0, 0],
    ['a middle span', 'bytes=1000-1999', 1000, 1999],
    ['the last byte', 'bytes=LAST-', -1, -1],
    ['a suffix', 'bytes=-100', -100, -1],
  ])('sends %s with 206 and Content-Range', async (_, spec, from, to) => {
    const size = file.length;
    const [start, end] = [from < 0 ? size + from : from, to < 0 ? size + to : to];
    const part = await get(spec.replace('LAST', String(size - 1)));
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({ 'content-range': `bytes ${start}-${end}/${size}`, 'content-length': String(end - start + 1), 'accept-ranges': 'bytes' });
    expect(Buffer.compare(part.rawPayload, file.subarray(start, end + 1))).toBe(0);
  });

  it.each(['bytes=abc', 'bytes=50-10', 'lines=0-10', 'bytes=SIZE-', 'bytes=SIZE-99999999'])('answers %s with 416 and the size', async (spec) => {
    const refused = await get(spec.replace('SIZE', String(file.length)));
    expect(refused.statusCode).toBe(416);
    expect(refused.headers['content-range']).toBe(`bytes */${file.length}`);
    expect(failureOf(refused, media.getAudioStream).message).toBe('La partie demandée du fichier n’existe pas.');
  });

  it('needs a signed-in learner enrolled in the training', async () => {
    expect((await createVisitor(t.app).call(media.getAudioStream, { params: { id: moduleId } })).statusCode).toBe(401);
    const stranger = await signedIn(t.app, 'adjoint@demo.test');
    expect(failureOf(await stranger.call(media.getAudioStream, { params: { id: moduleId } }), media.getAudioStream).message).toBe('Ce module ne fait pas partie de la formation.');
  });
});

describe('pdf steps', () => {
  let learner: Visitor;
  let moduleId: number;
  beforeAll(async () => {
    learner = await signedIn(t.app, 'pharmacien@demo.test');
    const id = await enrol(learner, 'pdf', PDF);
    moduleId = dataOf(await learner.call(flow.formationCurrentFlow, { params: { id } }), flow.formationCurrentFlow).modules[0].id;
  });

  it('opens the document through a short-lived link that works without cookies, then completes', async () => {
    const complete = () => learner.call(media.completePdfStep, { params: { id: moduleId } });
    expect(failureOf(await complete(), media.completePdfStep).message).toBe('Ouvrez d’abord le document.');
    const { url, expiresAt } = dataOf(await learner.call(media.getPdfLink, { params: { id: moduleId } }), media.getPdfLink);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(200_000);
    const opened = await createVisitor(t.app).request({ method: 'GET', url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers).toMatchObject({ 'content-type': 'application/pdf', 'content-security-policy': "frame-ancestors 'self'" });
    expect(opened.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(dataOf(await complete(), media.completePdfStep)).toMatchObject({ status: 'completed', trainingCompleted: true });
  });

  it('refuses a changed link (403) and an expired one (410)', async () => {
    const signer = pdfLinkSigner(testConfig.APP_KEY);
    const visitor = createVisitor(t.app);
    const { url } = signer.link(moduleId);
    const changed = url.replace(`/file/${moduleId}?`, `/file/${moduleId + 1}?`);
    expect(failureOf(await visitor.request({ method: 'GET', url: changed }), media.getPdfFile).message).toBe('Ce lien n’est pas valide.');
    const old = signer.link(moduleId, new Date(Date.now() - 301_000)).url;
    const expired = await visitor.request({ method: 'GET', url: old });
    expect(expired.statusCode).toBe(410);
    expect(failureOf(expired, media.getPdfFile).message).toBe('Ce lien a expiré : rouvrez le document depuis la formation.');
    expect((await visitor.request({ method: 'GET', url: pdfLinkSigner('another-key-0123456789-abcdefghijklmnop').link(moduleId).url })).statusCode).toBe(403);
  });

  it('is not another learner’s, nor a video step', async () => {
    const other = await signedIn(t.app, 'titulaire@demo.test');
    expect((await other.call(media.getPdfLink, { params: { id: moduleId } })).statusCode).toBe(404);
    expect((await learner.call(media.getAudioStream, { params: { id: moduleId } })).statusCode).toBe(404);
  });
});
