import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCourse } from '@app/contracts/catalogue/course';
import { listDpcSessions } from '@app/contracts/catalogue/dpc-sessions';
import * as dpc from '@app/contracts/learning/dpc';
import { listAttestations } from '@app/contracts/learning/attestation';
import { subscribeFormation } from '@app/contracts/learning/enrolment';
import { formationCurrentFlow } from '@app/contracts/learning/flow';
import * as quizmod from '@app/contracts/learning/quizmod';
import { downloadAttestations } from '@app/contracts/profile/attestations';
import { accounts } from '@app/db/schema/accounts';
import { attestations } from '@app/db/schema/attestations';
import { dpcPracticeCertificates } from '@app/db/schema/dpc-practice-certificates';
import { dpcStepRecords } from '@app/db/schema/dpc-step-records';
import { enrolments } from '@app/db/schema/enrolments';
import { QUIZ_MODULE_QUESTIONS } from '@app/db/seed/data/quizmod-questions';
import { DEMO_DPC_SESSIONS } from '@app/db/seed/dpc-sessions';
import { todayInParis } from '@app/domain/identity/session-user';
import { PRACTICE_CERTIFICATE_MAX_BYTES } from '@app/domain/learning/dpc-programme';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';
import { unzip } from '../../test/zip.ts';
import { certificateForm, courseIdOf, followCognitive, PDF_BYTES, PROGRAMME, RIGHT_ANSWERS, subscribe } from './dpc.fixture.ts';

const EPP = 'entretiens-pharmaceutiques-avk';
/** Two of five wrong: 6 out of 10 (a pre-assessment has no pass mark). */
const TWO_WRONG = { ...RIGHT_ANSWERS, q1: (RIGHT_ANSWERS.q1 + 1) % 2, q2: (RIGHT_ANSWERS.q2 + 1) % 2 };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const courseId = (slug: string) => courseIdOf(t, slug);
const flowOf = async (learner: Visitor, id: number) => dataOf(await learner.call(dpc.dpcCurrentFlow, { params: { id } }), dpc.dpcCurrentFlow);
const post = (learner: Visitor, id: number, data: dpc.DpcStepData) => learner.call(dpc.completeDpcStep, { params: { id }, body: { data } });
const upload = (learner: Visitor, id: number, form: FormData) => learner.call(dpc.uploadPracticeCertificate, { params: { id }, body: form });
const statuses = (flow: dpc.DpcCurrentFlow) => flow.dpc.steps.map((s) => s.status);
const rowsOf = async (id: number) => ({
  steps: await t.db.db.select().from(dpcStepRecords).where(eq(dpcStepRecords.enrolmentId, id)),
  certificates: await t.db.db.select().from(dpcPracticeCertificates).where(eq(dpcPracticeCertificates.enrolmentId, id)),
});

describe('a DPC programme, step by step', () => {
  let learner: Visitor;
  let id: number;
  beforeAll(async () => {
    learner = await signedIn(t.app, 'pharmacien@demo.test');
    id = await subscribe(t, learner);
  });

  it('enrols like any training (idempotent) and starts at the pre-assessment, the other steps locked', async () => {
    expect(await subscribe(t, learner)).toBe(id);
    const flow = await flowOf(learner, id);
    expect(flow.flowType).toBe('dpc');
    expect(flow.dpc).toMatchObject({ reference: '52792425001', currentStep: 'preAssessment', certificate: null, certificateMaxBytes: PRACTICE_CERTIFICATE_MAX_BYTES });
    expect(statuses(flow)).toEqual(['current', 'locked', 'locked', 'locked']);
    expect(flow.dpc.questions).toHaveLength(5);
    expect(Object.keys(flow.dpc.questions[0]).sort()).toEqual(['choices', 'id', 'text']);
    // The cognitive modules and the last questionnaire are locked until their step.
    expect(flow.modules.map((m) => m.locked)).toEqual([false, true, true, true]);
  });

  it('refuses a skipped step, the cognitive training posted, and an assessment through the quiz module call: nothing changes', async () => {
    for (const data of [{ step: 'practice' }, { step: 'postAssessment', answers: RIGHT_ANSWERS }, { step: 'cognitive' }] as const) {
      const refused = await post(learner, id, data);
      expect(refused.statusCode).toBe(409);
      expect(failureOf(refused, dpc.completeDpcStep).message).toMatch(/étapes précédentes|modules/);
    }
    const { modules } = await flowOf(learner, id);
    const viaQuiz = await learner.call(quizmod.answerQuizModule, { params: { id }, body: { moduleId: modules[0].id, answers: RIGHT_ANSWERS } });
    expect(viaQuiz.statusCode).toBe(409);
    expect((await rowsOf(id)).steps).toEqual([]);
    expect(statuses(await flowOf(learner, id))).toEqual(['current', 'locked', 'locked', 'locked']);
  });

  it('refuses incomplete answers by question (422), then scores the pre-assessment without a pass mark', async () => {
    const { q3: _q3, ...withoutQ3 } = RIGHT_ANSWERS;
    const incomplete = await post(learner, id, { step: 'preAssessment', answers: withoutQ3 });
    expect(incomplete.statusCode).toBe(422);
    expect(failureOf(incomplete, dpc.completeDpcStep).data).toEqual({ errors: { 'answers.q3': ['Choisissez une option.'] } });
    const flow = dataOf(await post(learner, id, { step: 'preAssessment', answers: TWO_WRONG }), dpc.completeDpcStep);
    expect(flow.dpc.steps[0]).toMatchObject({ status: 'completed', score: 6 });
    expect(statuses(flow)).toEqual(['completed', 'current', 'locked', 'locked']);
    expect(flow.modules[0]).toMatchObject({ status: 'completed', score: 6 });
    expect(flow.dpc.questions).toEqual([]);
    const again = await post(learner, id, { step: 'preAssessment', answers: RIGHT_ANSWERS });
    expect(again.statusCode).toBe(409);
    expect((await rowsOf(id)).steps).toHaveLength(1);
  });

  it('refuses the certificate before the practice evaluation is reached', async () => {
    const early = await upload(learner, id, certificateForm(PDF_BYTES));
    expect(early.statusCode).toBe(409);
    expect((await rowsOf(id)).certificates).toEqual([]);
  });

  it('completes the cognitive training with its modules, then asks for the practice certificate', async () => {
    await followCognitive(t, learner, id);
    const flow = await flowOf(learner, id);
    expect(statuses(flow)).toEqual(['completed', 'completed', 'current', 'locked']);
    expect(flow.dpc.steps[1].completedAt).not.toBeNull();
    const without = await post(learner, id, { step: 'practice' });
    expect(without.statusCode).toBe(409);
    expect(failureOf(without, dpc.completeDpcStep).message).toBe('Déposez d’abord l’attestation de pratique.');
  });

  it('refuses an HTML page renamed .pdf, a missing file and one over the limit, each with its message beside the file field', async () => {
    const html = await upload(learner, id, certificateForm(Buffer.from('<!DOCTYPE html><html><body>%PDF-</body></html>'), 'attestation.pdf'));
    expect(html.statusCode).toBe(422);
    expect(failureOf(html, dpc.uploadPracticeCertificate).data).toEqual({ errors: { file: [expect.stringMatching(/ni un PDF, ni une image PNG ou JPEG/)] } });
    const big = Buffer.alloc(PRACTICE_CERTIFICATE_MAX_BYTES + 10, 0x20);
    PDF_BYTES.copy(big);
    const tooBig = await upload(learner, id, certificateForm(big));
    expect(tooBig.statusCode).toBe(413);
    expect(failureOf(tooBig, dpc.uploadPracticeCertificate).data).toEqual({ errors: { file: ['Ce fichier dépasse 5 Mo : réduisez-le (une page scannée ou une photo suffit).'] } });
    const none = await upload(learner, id, new FormData());
    expect(none.statusCode).toBe(422);
    expect((await rowsOf(id)).certificates).toEqual([]);
  });

  it('keeps a PDF certificate, read by its bytes, and shows its upload date dd/MM/yyyy', async () => {
    const flow = dataOf(await upload(learner, id, certificateForm(PDF_BYTES, 'mon attestation.pdf', 'text/html')), dpc.uploadPracticeCertificate);
    expect(flow.dpc.certificate).toMatchObject({ fileName: 'mon attestation.pdf', mimeType: 'application/pdf', size: PDF_BYTES.length });
    expect(flow.dpc.certificate?.CertificateUploadedDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const [row] = (await rowsOf(id)).certificates;
    expect(Buffer.from(row.content).equals(PDF_BYTES)).toBe(true);
  });

  it('completes the practice evaluation, then the post-assessment completes the programme with its points and attestation', async () => {
    expect(statuses(dataOf(await post(learner, id, { step: 'practice' }), dpc.completeDpcStep))).toEqual(['completed', 'completed', 'completed', 'current']);
    const refusedLate = await upload(learner, id, certificateForm(PDF_BYTES));
    expect(refusedLate.statusCode).toBe(409);
    const done = dataOf(await post(learner, id, { step: 'postAssessment', answers: RIGHT_ANSWERS }), dpc.completeDpcStep);
    expect(statuses(done)).toEqual(['completed', 'completed', 'completed', 'completed']);
    expect(done).toMatchObject({ status: 'completed', progress: 100 });
    expect(done.dpc.steps[3].score).toBe(10);
    const [enrolment] = await t.db.db.select().from(enrolments).where(eq(enrolments.id, id));
    expect(enrolment).toMatchObject({ status: 'completed', initialScore: 6, finalScore: 10 });
    expect(await t.db.db.select().from(attestations).where(eq(attestations.enrolmentId, id))).toHaveLength(1);
  });

  it('gives the DPC attestation PDF, and cannot be left once complete', async () => {
    const pdf = await learner.call(dpc.getDpcAttestation, { query: { id } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="attestation-dpc-vaccination-antigrippale/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await learner.call(dpc.leaveDpc, { params: { id } })).statusCode).toBe(409);
  });

  it('is listed as a DPC programme, whose DPC attestation goes in the attestations’ zip beside the other', async () => {
    const item = dataOf(await learner.call(listAttestations), listAttestations).attestations.find((a) => a.courseTrackingId === id);
    expect(item?.dpcProgramme).toBe(true);
    const zip = await learner.call(downloadAttestations, { body: { data: [{ id, kind: 'training' }, { id, kind: 'dpc' }] } });
    expect(zip.statusCode).toBe(200);
    const names = [...(await unzip(zip.rawPayload)).keys()];
    expect(names).toHaveLength(2);
    expect(names.filter((name) => name.startsWith('attestation-dpc-'))).toHaveLength(1);
  });

  it('is a 404 for a second learner, whatever the call', async () => {
    const other = await signedIn(t.app, 'titulaire@demo.test');
    expect((await other.call(dpc.dpcCurrentFlow, { params: { id } })).statusCode).toBe(404);
    expect((await post(other, id, { step: 'preAssessment', answers: RIGHT_ANSWERS })).statusCode).toBe(404);
    expect((await upload(other, id, certificateForm(PDF_BYTES))).statusCode).toBe(404);
    expect((await other.call(dpc.leaveDpc, { params: { id } })).statusCode).toBe(404);
    expect((await other.call(dpc.getDpcAttestation, { query: { id } })).statusCode).toBe(404);
  });
});

describe('leaving, read-only contracts and other trainings', () => {
  it('leaves an unfinished programme, keeping its steps; enrolling again resumes it', async () => {
    const learner = await signedIn(t.app, 'chloe.simon@demo.test');
    const id = await subscribe(t, learner);
    dataOf(await post(learner, id, { step: 'preAssessment', answers: RIGHT_ANSWERS }), dpc.completeDpcStep);
    const left = dataOf(await learner.call(dpc.leaveDpc, { params: { id } }), dpc.leaveDpc);
    expect(left.status).toBe('unsubscribed');
    expect((await post(learner, id, { step: 'practice' })).statusCode).toBe(409);
    expect(await subscribe(t, learner)).toBe(id);
    expect(statuses(await flowOf(learner, id))).toEqual(['completed', 'current', 'locked', 'locked']);
  });

  it('lets a learner whose contract became read-only look at the programme but not move it', async () => {
    const learner = await signedIn(t.app, 'adjoint@demo.test');
    const id = await subscribe(t, learner);
    const [{ accountId }] = await t.db.db.select({ accountId: enrolments.accountId }).from(enrolments).where(eq(enrolments.id, id));
    await t.db.db.update(accounts).set({ contractType: 'read-only' }).where(eq(accounts.id, accountId!));
    expect((await flowOf(learner, id)).readOnly).toBe(true);
    const refused = await post(learner, id, { step: 'preAssessment', answers: RIGHT_ANSWERS });
    expect(refused.statusCode).toBe(403);
    expect(failureOf(refused, dpc.completeDpcStep).message).toMatch(/lecture seule/);
    expect((await rowsOf(id)).steps).toEqual([]);
  });

  it('serves an EPP programme with its practice kind, and refuses the DPC flow of another training', async () => {
    const learner = await signedIn(t.app, 'maxime.leroy@demo.test');
    const id = await subscribe(t, learner, EPP);
    expect((await flowOf(learner, id)).dpc).toMatchObject({ isEpp: true, eppType: 'audit clinique' });
    // The generic current flow names the flow that serves a programme; the DPC one refuses another training.
    const generic = await learner.call(formationCurrentFlow, { params: { id } });
    expect(generic.statusCode).toBe(409);
    expect(failureOf(generic, formationCurrentFlow).data).toEqual({ flowType: 'epp' });
    const formation = dataOf(await learner.call(subscribeFormation, { body: { id: await courseId('accompagner-sevrage-tabagique') } }), subscribeFormation);
    const notProgramme = await learner.call(dpc.dpcCurrentFlow, { params: { id: formation.id } });
    expect(notProgramme.statusCode).toBe(409);
    expect(failureOf(notProgramme, dpc.dpcCurrentFlow).message).toBe('Cette inscription n’est pas celle d’un programme DPC.');
    expect((await learner.call(dpc.dpcCurrentFlow, { params: { id: 999_999 } })).statusCode).toBe(404);
    // A DPC subscription names a DPC programme's course: an e-learning course is not found there.
    expect((await learner.call(dpc.subscribeDpc, { body: { id: await courseId('accompagner-sevrage-tabagique') } })).statusCode).toBe(404);
    expect((await learner.call(dpc.getDpcAttestation, { query: { id } })).statusCode).toBe(404);
  });
});

describe('a Spanish programme', () => {
  it('refuses a skipped step in Spanish, and asks its questions in Spanish', async () => {
    const learner = await signedIn(t.app, 'farmaceutico@cofares.test', 'cofares.localhost', 'cofares');
    const course = dataOf(await createVisitor(t.app, 'cofares.localhost').call(getCourse, { params: { slug: 'atencion-farmaceutica-diabetes' } }), getCourse);
    const id = dataOf(await learner.call(dpc.subscribeDpc, { body: { id: course.id } }), dpc.subscribeDpc).id;
    const skipped = await post(learner, id, { step: 'practice' });
    expect(skipped.statusCode).toBe(409);
    expect(failureOf(skipped, dpc.completeDpcStep).message).toBe('Termine primero las etapas anteriores del programa.');
    expect((await flowOf(learner, id)).dpc.questions.map((q) => q.text)).toEqual(QUIZ_MODULE_QUESTIONS['es:atencion-farmaceutica-diabetes'].map((q) => q.text));
  });
});

describe('the sessions of a DPC programme', () => {
  it('lists the sessions not finished, the open one first, and 404 for a course that is not a programme', async () => {
    const visitor = createVisitor(t.app);
    const { sessions } = dataOf(await visitor.call(listDpcSessions, { params: { id: await courseId(PROGRAMME) } }), listDpcSessions);
    const today = todayInParis(new Date());
    const expected = DEMO_DPC_SESSIONS.filter((s) => s.endsOn >= today).map((s) => ({
      reference: `52792425001-${s.suffix}`,
      startsOn: s.startsOn,
      endsOn: s.endsOn,
      status: s.startsOn <= today ? 'open' : 'upcoming',
    }));
    expect(sessions.map(({ id: _id, ...rest }) => rest)).toEqual(expected);
    expect((await visitor.call(listDpcSessions, { params: { id: await courseId('accompagner-sevrage-tabagique') } })).statusCode).toBe(404);
  });
});
