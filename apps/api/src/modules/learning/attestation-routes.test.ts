import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUser } from '@app/contracts/identity/auth';
import { getAttestation, listAttestations, verifyAttestation } from '@app/contracts/learning/attestation';
import { attestations } from '@app/db/schema/attestations';
import { enrolments } from '@app/db/schema/enrolments';
import { trainings } from '@app/db/schema/trainings';
import { ATTESTATION_CODE_PATTERN } from '@app/domain/learning/attestation';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';
import { readPdf } from '../../test/pdf.ts';
import { finishTraining, type Finished } from './quiz-completion.fixture.ts';

let t: TestApp;
let learner: Visitor;
let finished: Finished;
beforeAll(async () => {
  t = await buildTestApp();
  // Four modules of 45 minutes each, or the training's own count: the time really spent is their sum.
  finished = await finishTraining(t.db.db, 'pharmacien@demo.test', { secondsEach: 2700 });
  learner = await signedIn(t.app, 'pharmacien@demo.test');
});
afterAll(async () => t.close());

const pdfOf = (visitor: Visitor, id: number) => visitor.call(getAttestation, { query: { id } });

describe('the attestation issued on completion (issue "Learning I" part 9)', () => {
  it('is issued once, with a random code and what it states fixed at issue', async () => {
    const rows = await t.db.db.select().from(attestations).where(eq(attestations.enrolmentId, finished.enrolmentId));
    expect(rows).toHaveLength(1);
    const [enrolment] = await t.db.db.select().from(enrolments).where(eq(enrolments.id, finished.enrolmentId));
    expect(rows[0]).toMatchObject({ lang: 'fr', secondsSpent: enrolment.secondsSpent, points: enrolment.points, issuedAt: enrolment.completedAt });
    expect(rows[0].code).toMatch(ATTESTATION_CODE_PATTERN);
    expect(rows[0].snapshot).toMatchObject({ learnerName: 'Camille Martin', trainingName: finished.trainingName, platformName: expect.any(String) });
  });

  it('is listed with its training, dates, time really spent, points and file name', async () => {
    const { attestations: list } = dataOf(await learner.call(listAttestations), listAttestations);
    const [enrolment] = await t.db.db.select().from(enrolments).where(eq(enrolments.id, finished.enrolmentId));
    expect(list).toEqual([
      expect.objectContaining({
        courseTrackingId: finished.enrolmentId,
        training: expect.objectContaining({ name: finished.trainingName, type: 'formation' }),
        completedAt: enrolment.completedAt!.toISOString(),
        secondsSpent: enrolment.secondsSpent,
        points: enrolment.points,
        fileName: expect.stringMatching(/^attestation-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf$/),
      }),
    ]);
  });

  it('lists nothing of another learner, and needs a signed-in learner', async () => {
    const other = await signedIn(t.app, 'adjoint@demo.test');
    expect(dataOf(await other.call(listAttestations), listAttestations).attestations).toEqual([]);
    expect((await createVisitor(t.app).call(listAttestations)).statusCode).toBe(401);
  });
});

describe('the PDF', () => {
  it('downloads as an application/pdf attachment named in the learner’s language', async () => {
    const response = await pdfOf(learner, finished.enrolmentId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const [item] = dataOf(await learner.call(listAttestations), listAttestations).attestations;
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${item.fileName}"`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('states the brand, the learner, the training, the dates, the time spent, the points and the code, with a QR code of the check', async () => {
    const [issued] = await t.db.db.select().from(attestations).where(eq(attestations.enrolmentId, finished.enrolmentId));
    const pdf = readPdf((await pdfOf(learner, finished.enrolmentId)).rawPayload);
    expect(pdf.pages).toBe(1);
    const text = pdf.text.replace(/\s+/g, ' ');
    for (const expected of ['Attestation de formation', issued.snapshot.platformName, 'Camille Martin', finished.trainingName, 'Formation en ligne', 'Temps réellement passé', 'Points obtenus', issued.code]) {
      expect(text).toContain(expected);
    }
    const hours = Math.floor(issued.secondsSpent / 3600);
    const minutes = Math.round((issued.secondsSpent % 3600) / 60);
    expect(text).toContain(`${hours}h${String(minutes).padStart(2, '0')}mn`);
    const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(issued.issuedAt);
    expect(text).toContain(`Délivrée le ${day}`);
    expect(pdf.qrCode).toBe(`http://demo.localhost/attestation/verifier/${issued.code}`);
  });

  it('is in Spanish with the Spanish path on a Spanish training and host', async () => {
    const spanish = await finishTraining(t.db.db, 'pharmacien@demo.test', { lang: 'es' });
    const onSpanishHost = await signedIn(t.app, 'pharmacien@demo.test', 'demo-es.localhost');
    const response = await pdfOf(onSpanishHost, spanish.enrolmentId);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="certificado-/);
    const pdf = readPdf(response.rawPayload);
    expect(pdf.text).toContain('Certificado de formación');
    expect(pdf.qrCode).toMatch(/^http:\/\/demo-es\.localhost\/certificado\/verificar\/[0-9A-Z-]{19}$/);
  });

  it('answers 404 for another learner’s enrolment, an unknown id, and an enrolment not completed', async () => {
    const other = await signedIn(t.app, 'adjoint@demo.test');
    for (const response of [await pdfOf(other, finished.enrolmentId), await pdfOf(learner, 999_999)]) {
      expect(response.statusCode).toBe(404);
      failureOf(response, getAttestation);
    }
    const [training] = await t.db.db.select({ id: trainings.id }).from(trainings).where(eq(trainings.lang, 'fr')).limit(1);
    const [offerOf] = await t.db.db.select({ offerId: enrolments.offerId }).from(enrolments).where(eq(enrolments.id, finished.enrolmentId));
    const [active] = await t.db.db.insert(enrolments).values({ platformId: finished.platformId, userId: finished.userId, trainingId: training.id, offerId: offerOf.offerId }).onConflictDoNothing().returning();
    if (active) expect((await pdfOf(learner, active.id)).statusCode).toBe(404);
  });

  it('refuses an id that is not a number (422)', async () => {
    const response = await learner.request({ url: '/back/api/user/attestation?id=abc' });
    expect(response.statusCode).toBe(422);
    failureOf(response, getAttestation);
  });
});

describe('the public check of a code', () => {
  it('says genuine to a visitor of any platform, with nothing private', async () => {
    const [issued] = await t.db.db.select().from(attestations).where(eq(attestations.enrolmentId, finished.enrolmentId));
    for (const host of ['demo.localhost', 'totum.localhost']) {
      const answer = dataOf(await createVisitor(t.app, host).call(verifyAttestation, { params: { code: issued.code } }), verifyAttestation);
      expect(answer).toEqual({
        genuine: true,
        code: issued.code,
        holder: 'C. M.',
        trainingName: finished.trainingName,
        trainingType: 'formation',
        platformName: issued.snapshot.platformName,
        completedAt: issued.snapshot.completedAt,
        issuedAt: issued.issuedAt.toISOString(),
      });
      expect(JSON.stringify(answer)).not.toMatch(/pharmacien@demo\.test|Camille|Martin/);
    }
  });

  it('reads a code typed in lower case without dashes', async () => {
    const [issued] = await t.db.db.select().from(attestations).where(eq(attestations.enrolmentId, finished.enrolmentId));
    const typed = issued.code.replaceAll('-', '').toLowerCase();
    expect(dataOf(await createVisitor(t.app).call(verifyAttestation, { params: { code: typed } }), verifyAttestation).code).toBe(issued.code);
  });

  it('answers 404 "not genuine" for an unknown code', async () => {
    const response = await createVisitor(t.app).call(verifyAttestation, { params: { code: 'ABCD-EFGH-JKMN-PQRS' } });
    expect(response.statusCode).toBe(404);
    expect(failureOf(response, verifyAttestation).message).toBe('Aucune attestation ne porte ce code : elle n’est pas authentique.');
  });
});

describe('the demo learner’s finished training (seed)', () => {
  it('has its attestation, genuine, and its evaluation quiz waiting', async () => {
    const sarah = await signedIn(t.app, 'sarah.laurent@demo.test');
    const [item] = dataOf(await sarah.call(listAttestations), listAttestations).attestations;
    expect(item).toMatchObject({ completedAt: '2026-10-12T15:10:00.000Z', training: { type: 'formation' } });
    expect(item.secondsSpent).toBeGreaterThan(0);
    const checked = dataOf(await createVisitor(t.app).call(verifyAttestation, { params: { code: item.code } }), verifyAttestation);
    expect(checked).toMatchObject({ genuine: true, holder: 'S. L.', trainingName: item.training.name });
    const user = dataOf(await sarah.call(getUser), getUser);
    expect(user.evaluationQuizzes.quizzes).toEqual([expect.objectContaining({ hidden: false, source: item.training.name })]);
  });
});
